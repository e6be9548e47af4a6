import { originValidationResponse } from '@modelcontextprotocol/server';

interface OriginPattern {
  protocol: string;
  hostname: string;
  /** undefined = any port */
  port: string | undefined;
}

export const DEFAULT_ALLOWED_ORIGINS = [
  'http://127.0.0.1:*',
  'http://localhost:*',
  'http://[::1]:*',
];

export const CORS_ALLOW_HEADERS =
  'content-type, mcp-protocol-version, mcp-method, mcp-name, mcp-session-id, last-event-id, authorization';
// WWW-Authenticate carries the resource metadata URL and the scope of a 401/403: without it a
// browser client cannot discover where to sign in.
export const CORS_EXPOSE_HEADERS = 'mcp-session-id, www-authenticate';

/** `Mcp-Param-{Name}` (SEP-2243) with a valid RFC 9110 token as the name, lower-cased. */
const MCP_PARAM_HEADER = /^mcp-param-[!#$%&'*+.^_`|~0-9a-z-]+$/;

/**
 * The headers a preflight may allow. `Mcp-Param-*` names come from each tool's `x-mcp-header`
 * declarations, so no fixed list can hold them and `*` is void for credentialed requests (the
 * reason the SDK stops mirroring them in browsers): the preflight's own `Mcp-Param-*` names are
 * echoed back, and nothing else it asks for.
 */
export function corsAllowHeaders(requested: string | null): string {
  const params = (requested ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => MCP_PARAM_HEADER.test(name));
  return [CORS_ALLOW_HEADERS, ...new Set(params)].join(', ');
}

/**
 * Which browser origins may call /mcp. Two gates: the SDK's originValidationResponse judges the
 * hostname (deny-on-failure, including the opaque "null" origin), then the scheme and port are
 * checked here because the SDK allow-list is hostname-only.
 */
export class OriginPolicy {
  private readonly patterns: OriginPattern[];
  private readonly hostnames: string[];

  constructor(origins: readonly string[]) {
    this.patterns = origins.map(parseOriginPattern);
    this.hostnames = [...new Set(this.patterns.map((p) => p.hostname))];
  }

  /** undefined when the request may proceed (no Origin header, or an allowed one). */
  rejection(request: Request): Response | undefined {
    const origin = request.headers.get('origin');
    if (origin === null || origin === '') return undefined;
    const sdkVerdict = originValidationResponse(request, this.hostnames);
    if (sdkVerdict) return sdkVerdict;
    return this.allows(origin) ? undefined : forbidden(`Invalid Origin: ${origin}`);
  }

  allows(origin: string): boolean {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    return this.patterns.some(
      (p) =>
        p.protocol === url.protocol &&
        p.hostname === url.hostname &&
        (p.port === undefined || p.port === port),
    );
  }
}

/** Accepts `scheme://host[:port]` or `scheme://host:*`. */
export function parseOriginPattern(text: string): OriginPattern {
  const match = /^(https?:)\/\/(\[[0-9a-fA-F:.]+\]|[^/:[\]]+)(?::(\d+|\*))?\/?$/.exec(text.trim());
  if (!match) throw new Error(`--allow-origin expects scheme://host[:port|:*], got "${text}"`);
  const protocol = match[1] as string;
  const hostname = (match[2] as string).toLowerCase();
  const rawPort = match[3];
  const port = rawPort === '*' ? undefined : (rawPort ?? (protocol === 'https:' ? '443' : '80'));
  return { protocol, hostname, port };
}

function forbidden(message: string): Response {
  return new Response(
    JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }),
    {
      status: 403,
      headers: { 'content-type': 'application/json' },
    },
  );
}
