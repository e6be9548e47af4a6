import { describe, expect, it } from 'vitest';
import type { UrlWarningCode } from './analyzeUrl.js';
import { analyzeUrl } from './analyzeUrl.js';
import { decodeHost, decodePunycodeLabel } from './punycode.js';

const warningsOf = (url: string): UrlWarningCode[] => analyzeUrl(url).warnings.map((w) => w.code);

describe('analyzeUrl', () => {
  it('reads a plain https address with no warnings and splits it around the host', () => {
    expect(analyzeUrl('https://mcp.example.com/ui/set_api_key?x=1')).toEqual({
      display: 'https://mcp.example.com/ui/set_api_key?x=1',
      href: 'https://mcp.example.com/ui/set_api_key?x=1',
      scheme: 'https',
      host: 'mcp.example.com',
      hostUnicode: 'mcp.example.com',
      parts: { before: 'https://', host: 'mcp.example.com', after: '/ui/set_api_key?x=1' },
      warnings: [],
    });
  });

  it('warns about plain http, except on the local machine', () => {
    expect(warningsOf('http://example.com/')).toEqual(['not-https']);
    for (const local of [
      'http://localhost:5173/',
      'http://app.localhost/',
      'http://127.0.0.1:8080/',
      'http://[::1]/',
    ])
      expect(warningsOf(local), local).toEqual(['localhost']);
    // A site name that merely starts with 127. is not the local machine.
    expect(warningsOf('http://127.attacker.example/')).toEqual(['not-https']);
  });

  it('warns about bare IP addresses, v4 and v6', () => {
    expect(warningsOf('https://203.0.113.7/')).toEqual(['ip-address']);
    expect(warningsOf('https://[2001:db8::1]/')).toEqual(['ip-address']);
    // The URL parser turns numeric hosts into dotted quads, so the disguise does not work.
    expect(analyzeUrl('https://3405803783/').host).toBe('203.0.113.7');
    expect(warningsOf('https://3405803783/')).toEqual(['ip-address']);
  });

  it('warns about a user name or password before the host, naming the real site', () => {
    const url = analyzeUrl('https://user:secret@example.com/');
    expect(url.warnings).toEqual([
      {
        code: 'userinfo',
        msg: { key: 'url.warning.userinfo', values: { host: 'example.com' } },
        message:
          'This address carries a user name before the "@"; the site you would actually visit is example.com.',
      },
    ]);
  });

  it('decodes Punycode and warns, naming both spellings', () => {
    const url = analyzeUrl('https://xn--mnchen-3ya.de/');
    expect([url.host, url.hostUnicode]).toEqual(['xn--mnchen-3ya.de', 'münchen.de']);
    expect(url.warnings).toEqual([
      {
        code: 'punycode',
        msg: {
          key: 'url.warning.punycode',
          values: { unicode: 'münchen.de', ascii: 'xn--mnchen-3ya.de' },
        },
        message:
          'This site name uses international characters: it reads "münchen.de" but is really "xn--mnchen-3ya.de". Look-alike letters are a common trick.',
      },
    ]);
  });

  it('warns about look-alikes that mix alphabets, however they are written', () => {
    // "аpple" with a Cyrillic а, sent as Unicode and as Punycode.
    for (const raw of ['https://\u0430pple.com/', 'https://xn--pple-43d.com/']) {
      const url = analyzeUrl(raw);
      expect(
        url.warnings.map((w) => w.code),
        raw,
      ).toEqual(['punycode', 'mixed-scripts']);
      expect(url.hostUnicode).toBe('\u0430pple.com');
    }
    // A name in one alphabet is international but not a look-alike mix.
    expect(warningsOf('https://пример.рф/')).toEqual(['punycode']);
  });

  it('blocks every scheme but http and https', () => {
    for (const raw of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'vbscript:msgbox(1)',
      'ftp://example.com/',
    ]) {
      const url = analyzeUrl(raw);
      expect(url.blocked, raw).toBe(
        `Addresses starting with "${url.scheme}:" cannot be opened here; only web (http/https) addresses can.`,
      );
      expect(url.href).toBeUndefined();
    }
    expect(analyzeUrl('JavaScript:alert(1)').scheme).toBe('javascript');
  });

  it('blocks what is not an address at all, and never throws', () => {
    expect(analyzeUrl('not a url').blocked).toBe('This is not a valid web address.');
    for (const raw of ['', '   ', undefined, null, 42, {}, ['https://x.com']])
      expect(analyzeUrl(raw).blocked, JSON.stringify(raw)).toBe(
        'The server sent no address to open.',
      );
  });

  it('shows the address as sent, with a mark where characters could disguise it', () => {
    const url = analyzeUrl('https://example.com/\u202egnp.exe\u202c\u001b[8m?q');
    expect(url.display).toBe('https://example.com/\ufffdgnp.exe\ufffd?q');
    expect(url.href).toBe('https://example.com/%E2%80%AEgnp.exe%E2%80%AC%1B[8m?q');
  });

  it('keeps the port and the case the server wrote in the emphasised host', () => {
    const url = analyzeUrl('https://Example.COM:8443/path');
    expect([url.host, url.port, url.parts]).toEqual([
      'example.com',
      '8443',
      { before: 'https://', host: 'Example.COM', after: ':8443/path' },
    ]);
  });

  it('emphasises the real host after a userinfo trick', () => {
    expect(analyzeUrl('https://good.com@evil.com').parts).toEqual({
      before: 'https://good.com@',
      host: 'evil.com',
      after: '',
    });
  });

  it('emphasises the real host even when the userinfo contains it too', () => {
    // The user name "a@evil.com.x" holds the host's own name; the emphasis must not land on it.
    const url = analyzeUrl('https://a@evil.com.x@evil.com/path');
    expect(url.host).toBe('evil.com');
    expect(url.parts).toEqual({
      before: 'https://a@evil.com.x@',
      host: 'evil.com',
      after: '/path',
    });
    // An "@" after the authority (in the path or query) is not userinfo.
    expect(analyzeUrl('https://good.com@evil.com/@good.com?next=@good.com').parts?.before).toBe(
      'https://good.com@',
    );
  });
});

describe('punycode', () => {
  it('decodes xn-- labels and keeps others', () => {
    expect(decodeHost('www.xn--bcher-kva.example')).toBe('www.bücher.example');
    expect(decodeHost('XN--mnchen-3ya.de')).toBe('münchen.de');
    expect(decodeHost('example.com')).toBe('example.com');
  });

  it('keeps a label that is not valid Punycode as it was', () => {
    expect(decodePunycodeLabel('zz!')).toBeUndefined();
    expect(decodePunycodeLabel('99999999999')).toBeUndefined();
    expect(decodeHost('xn--zz!.com')).toBe('xn--zz!.com');
  });

  it('decodes non-Latin labels', () => {
    expect(decodeHost('xn--e1afmkfd.xn--p1ai')).toBe('пример.рф');
    expect(decodePunycodeLabel('ls8h')).toBe('💩');
  });
});
