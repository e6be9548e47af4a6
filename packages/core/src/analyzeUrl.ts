import { decodeHost } from './punycode.js';
import { toDisplayText } from './displayText.js';
import { inEnglish } from './messages/english.js';
import type { Msg } from './messages/types.js';

export type UrlWarningCode =
  'not-https' | 'ip-address' | 'userinfo' | 'punycode' | 'mixed-scripts' | 'localhost';

export interface UrlWarning {
  code: UrlWarningCode;
  /** What the person reads, in the host's words. */
  msg: Msg;
  /** The same in English, for logs. */
  message: string;
}

function warning(code: UrlWarningCode, msg: Msg): UrlWarning {
  return { code, msg, message: inEnglish(msg) };
}

function blockedBy(display: string, msg: Msg, scheme?: string): UrlAnalysis {
  return {
    display,
    ...(scheme !== undefined ? { scheme } : {}),
    warnings: [],
    blocked: inEnglish(msg),
    blockedMsg: msg,
  };
}

export interface UrlAnalysis {
  /** The full URL exactly as the server sent it, made display-safe. Shown in full before consent. */
  display: string;
  /** The parsed, normalised URL to open; undefined when it cannot be opened. */
  href?: string;
  scheme?: string;
  /** Host as it travels (Punycode for internationalised names), without port. */
  host?: string;
  /** Host decoded to Unicode; equals `host` unless Punycode was involved. */
  hostUnicode?: string;
  port?: string;
  /** `display` split around the host, so renderers can emphasise it. */
  parts?: { before: string; host: string; after: string };
  warnings: UrlWarning[];
  /** When set, the URL must not be opened at all (English, for logs). */
  blocked?: string;
  /** Why it must not be opened, in the host's words; set with `blocked`. */
  blockedMsg?: Msg;
}

const WARNING_MSG: Record<UrlWarningCode, (host: string, hostUnicode: string) => Msg> = {
  'not-https': () => ({ key: 'url.warning.insecure' }),
  localhost: () => ({ key: 'url.warning.local' }),
  'ip-address': () => ({ key: 'url.warning.ipAddress' }),
  userinfo: (_host, hostUnicode) => ({
    key: 'url.warning.userinfo',
    values: { host: hostUnicode },
  }),
  punycode: (host, hostUnicode) => ({
    key: 'url.warning.punycode',
    values: { unicode: hostUnicode, ascii: host },
  }),
  'mixed-scripts': () => ({ key: 'url.warning.mixedScripts' }),
};

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** Everything a consent screen needs to show about a URL-mode elicitation; never throws, never fetches. */
export function analyzeUrl(raw: unknown): UrlAnalysis {
  const display = toDisplayText(raw, { singleLine: true });
  if (typeof raw !== 'string' || raw.trim() === '') {
    return blockedBy(display, { key: 'url.problem.missing' });
  }
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return blockedBy(display, { key: 'url.problem.invalid' });
  }
  const scheme = url.protocol.replace(/:$/, '').toLowerCase();
  if (scheme !== 'https' && scheme !== 'http') {
    return blockedBy(display, { key: 'url.problem.scheme', values: { scheme } }, scheme);
  }
  const host = url.hostname.toLowerCase();
  const bareHost = host.replace(/^\[|\]$/g, '');
  const hostUnicode = decodeHost(host);
  const warnings: UrlWarning[] = [];
  const warn = (code: UrlWarningCode): void => {
    warnings.push(warning(code, WARNING_MSG[code](host, hostUnicode)));
  };
  const loopback =
    bareHost === 'localhost' ||
    bareHost.endsWith('.localhost') ||
    bareHost === '::1' ||
    // Only an IPv4 literal: a name such as 127.attacker.example is someone else's site.
    (IPV4.test(bareHost) && bareHost.startsWith('127.'));

  if (scheme === 'http' && !loopback) {
    warn('not-https');
  }
  if (loopback) {
    warn('localhost');
  } else if (IPV4.test(bareHost) || host.startsWith('[')) {
    warn('ip-address');
  }
  if (url.username !== '' || url.password !== '') {
    warn('userinfo');
  }
  if (host.split('.').some((label) => label.startsWith('xn--'))) {
    warn('punycode');
  }
  if (hasMixedScripts(hostUnicode)) {
    warn('mixed-scripts');
  }

  return {
    display,
    href: url.href,
    scheme,
    host,
    hostUnicode,
    ...(url.port ? { port: url.port } : {}),
    parts: splitAroundHost(display, url, host, hostUnicode),
    warnings,
  };
}

const SCRIPTS: [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Han', /\p{Script=Han}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
];

function hasMixedScripts(hostUnicode: string): boolean {
  return hostUnicode.split('.').some((label) => {
    const seen = new Set<string>();
    for (const ch of label) {
      for (const [name, re] of SCRIPTS) if (re.test(ch)) seen.add(name);
    }
    return seen.size > 1;
  });
}

function splitAroundHost(display: string, url: URL, host: string, hostUnicode: string) {
  const lower = display.toLowerCase();
  // Look after the scheme and any userinfo, so "https://good.com@evil.com" emphasises evil.com.
  // The userinfo ends at the authority's last "@": it may hold "@" and even the host's own name.
  const authorityStart = lower.indexOf('//') + 2;
  const authorityLength = lower.slice(authorityStart).search(/[/?#\\]/);
  const authorityEnd = authorityLength === -1 ? lower.length : authorityStart + authorityLength;
  const at =
    url.username || url.password ? lower.lastIndexOf('@', authorityEnd - 1) + 1 : authorityStart;
  for (const candidate of [host, hostUnicode.toLowerCase()]) {
    const index = lower.indexOf(candidate, at);
    if (index >= 0) {
      return {
        before: display.slice(0, index),
        host: display.slice(index, index + candidate.length),
        after: display.slice(index + candidate.length),
      };
    }
  }
  return { before: '', host: hostUnicode, after: '' };
}
