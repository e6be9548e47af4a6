import { describe, expect, it } from 'vitest';
import {
  CORS_ALLOW_HEADERS,
  DEFAULT_ALLOWED_ORIGINS,
  OriginPolicy,
  corsAllowHeaders,
  parseOriginPattern,
} from './originPolicy.js';

const withOrigin = (origin?: string) =>
  new Request('http://127.0.0.1:3939/mcp', { headers: origin === undefined ? {} : { origin } });

describe('OriginPolicy', () => {
  const loopback = new OriginPolicy(DEFAULT_ALLOWED_ORIGINS);

  it('lets requests without Origin through (non-browser clients)', () => {
    expect(loopback.rejection(withOrigin())).toBeUndefined();
  });

  it.each(['http://localhost:5173', 'http://127.0.0.1:1', 'http://[::1]:8080', 'http://localhost'])(
    'allows %s by default',
    (origin) => {
      expect(loopback.rejection(withOrigin(origin))).toBeUndefined();
    },
  );

  it.each([
    'https://localhost:5173',
    'http://evil.example',
    'null',
    'http://127.0.0.1.evil.example',
  ])('rejects %s by default with a 403', async (origin) => {
    const rejected = loopback.rejection(withOrigin(origin));
    expect(rejected?.status).toBe(403);
    expect(await rejected?.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } });
  });

  it('matches exact scheme and port for explicit origins', () => {
    const policy = new OriginPolicy(['https://demo.example', 'http://localhost:5173']);
    expect(policy.allows('https://demo.example')).toBe(true);
    expect(policy.allows('https://demo.example:443')).toBe(true);
    expect(policy.allows('https://demo.example:8443')).toBe(false);
    expect(policy.allows('http://demo.example')).toBe(false);
    expect(policy.allows('http://localhost:5173')).toBe(true);
    expect(policy.allows('http://localhost:5174')).toBe(false);
  });
});

describe('parseOriginPattern', () => {
  it('reads wildcard ports, default ports and bracketed IPv6', () => {
    expect(parseOriginPattern('http://localhost:*')).toEqual({
      protocol: 'http:',
      hostname: 'localhost',
      port: undefined,
    });
    expect(parseOriginPattern('https://Example.COM')).toEqual({
      protocol: 'https:',
      hostname: 'example.com',
      port: '443',
    });
    expect(parseOriginPattern('http://[::1]:3000')).toEqual({
      protocol: 'http:',
      hostname: '[::1]',
      port: '3000',
    });
  });
});

describe('corsAllowHeaders', () => {
  it('allows the fixed MCP headers when nothing else is asked for', () => {
    expect(corsAllowHeaders(null)).toBe(CORS_ALLOW_HEADERS);
  });

  it("adds the preflight's Mcp-Param-* names (x-mcp-header), and nothing else it asks for", () => {
    const allowed = corsAllowHeaders(
      'content-type, Mcp-Param-Region, x-evil, mcp-param-region, mcp-param-bad name, cookie',
    );
    expect(allowed).toBe(`${CORS_ALLOW_HEADERS}, mcp-param-region`);
  });
});
