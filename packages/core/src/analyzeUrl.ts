import { decodeHost } from './punycode.js';
import { toDisplayText } from './displayText.js';

export type UrlWarningCode =
  'not-https' | 'ip-address' | 'userinfo' | 'punycode' | 'mixed-scripts' | 'localhost';

export interface UrlWarning {
  code: UrlWarningCode;
  message: string;
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
  /** When set, the URL must not be opened at all. */
  blocked?: string;
}

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** Everything a consent screen needs to show about a URL-mode elicitation; never throws, never fetches. */
export function analyzeUrl(raw: unknown): UrlAnalysis {
  const display = toDisplayText(raw, { singleLine: true });
  if (typeof raw !== 'string' || raw.trim() === '') {
    return { display, warnings: [], blocked: 'The server sent no address to open.' };
  }
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { display, warnings: [], blocked: 'This is not a valid web address.' };
  }
  const scheme = url.protocol.replace(/:$/, '').toLowerCase();
  if (scheme !== 'https' && scheme !== 'http') {
    return {
      display,
      scheme,
      warnings: [],
      blocked: `Addresses starting with "${scheme}:" cannot be opened here; only web (http/https) addresses can.`,
    };
  }
  const host = url.hostname.toLowerCase();
  const bareHost = host.replace(/^\[|\]$/g, '');
  const hostUnicode = decodeHost(host);
  const warnings: UrlWarning[] = [];
  const loopback =
    bareHost === 'localhost' ||
    bareHost.endsWith('.localhost') ||
    bareHost === '::1' ||
    // Only an IPv4 literal: a name such as 127.attacker.example is someone else's site.
    (IPV4.test(bareHost) && bareHost.startsWith('127.'));

  if (scheme === 'http' && !loopback) {
    warnings.push({
      code: 'not-https',
      message:
        'This address is not encrypted (http, not https): others on the network could read or change the page.',
    });
  }
  if (loopback) {
    warnings.push({
      code: 'localhost',
      message: 'This address points to your own computer (a local development server).',
    });
  } else if (IPV4.test(bareHost) || host.startsWith('[')) {
    warnings.push({
      code: 'ip-address',
      message:
        'This address is a bare IP number rather than a named site, so you cannot tell who runs it from the name.',
    });
  }
  if (url.username !== '' || url.password !== '') {
    warnings.push({
      code: 'userinfo',
      message: `This address carries a user name before the "@"; the site you would actually visit is ${hostUnicode}.`,
    });
  }
  if (host.split('.').some((label) => label.startsWith('xn--'))) {
    warnings.push({
      code: 'punycode',
      message: `This site name uses international characters: it reads "${hostUnicode}" but is really "${host}". Look-alike letters are a common trick.`,
    });
  }
  if (hasMixedScripts(hostUnicode)) {
    warnings.push({
      code: 'mixed-scripts',
      message:
        'This site name mixes letters from different alphabets, which is how look-alike addresses are made.',
    });
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
