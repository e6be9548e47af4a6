import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDemoServer, startDemoServer, stopAllDemoServers } from './demoServerProcess.js';
import type { DemoServerProcess } from './demoServerProcess.js';
import { connectAuto } from './mcpClients.js';
import { rawRequest } from '../support/rawRequest.js';

const DISCOVER = JSON.stringify({
  jsonrpc: '2.0',
  id: 'probe',
  method: 'server/discover',
  params: {
    _meta: {
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientInfo': { name: 'guards', version: '0' },
      'io.modelcontextprotocol/clientCapabilities': {},
    },
  },
});
const MODERN_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2026-07-28',
  'mcp-method': 'server/discover',
};

let server: DemoServerProcess;
let strict: DemoServerProcess;

beforeAll(async () => {
  [server, strict] = await Promise.all([
    startDemoServer(),
    startDemoServer(['--allow-origin', 'http://localhost:5173']),
  ]);
});

afterAll(() => stopAllDemoServers());

describe('Host header (DNS rebinding)', () => {
  it('serves loopback Host values', async () => {
    const res = await rawRequest(
      server.url,
      'POST',
      { ...MODERN_HEADERS, host: `localhost:${server.url.port}` },
      DISCOVER,
    );
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ result: { supportedVersions: ['2026-07-28'] } });
  });

  it('refuses a foreign Host with 403 on /mcp and on the sign-in pages', async () => {
    const mcp = await rawRequest(
      server.url,
      'POST',
      { ...MODERN_HEADERS, host: 'evil.example' },
      DISCOVER,
    );
    expect(mcp.status).toBe(403);
    expect(mcp.body).toContain('Invalid Host');
    const page = await rawRequest(new URL('/link/anything', server.url), 'GET', {
      host: 'evil.example:80',
    });
    expect(page.status).toBe(403);
  });

  it('serves its own --host when that is another loopback address (127.0.0.2)', async () => {
    const other = await startDemoServer(['--host', '127.0.0.2']);
    expect(other.url.hostname).toBe('127.0.0.2');
    const res = await rawRequest(other.url, 'POST', MODERN_HEADERS, DISCOVER);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ result: { supportedVersions: ['2026-07-28'] } });
    expect((await rawRequest(new URL('/', other.url), 'GET', {})).status).toBe(200);
    await other.stop();
  });
});

describe('Origin and CORS (default: loopback origins on any port)', () => {
  it('answers an allowed preflight with the mcp-* headers', async () => {
    const res = await rawRequest(server.url, 'OPTIONS', {
      origin: 'http://localhost:5173',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, mcp-protocol-version, mcp-method, mcp-name',
    });
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    const allowed = String(res.headers['access-control-allow-headers']).split(/,\s*/);
    expect(allowed).toEqual(
      expect.arrayContaining([
        'content-type',
        'mcp-protocol-version',
        'mcp-method',
        'mcp-name',
        'mcp-session-id',
        'last-event-id',
        'authorization',
      ]),
    );
    expect(res.headers['access-control-expose-headers']).toBe('mcp-session-id, www-authenticate');
  });

  it('adds CORS headers to real responses for allowed origins', async () => {
    const res = await rawRequest(
      server.url,
      'POST',
      { ...MODERN_HEADERS, origin: 'http://127.0.0.1:8080' },
      DISCOVER,
    );
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('http://127.0.0.1:8080');
    expect(res.headers['access-control-expose-headers']).toBe('mcp-session-id, www-authenticate');
  });

  it.each(['http://evil.example', 'null', 'https://localhost.evil.example'])(
    'rejects Origin %s on POST and on preflight, without CORS headers',
    async (origin) => {
      const post = await rawRequest(server.url, 'POST', { ...MODERN_HEADERS, origin }, DISCOVER);
      expect(post.status).toBe(403);
      expect(post.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await rawRequest(server.url, 'OPTIONS', {
        origin,
        'access-control-request-method': 'POST',
      });
      expect(preflight.status).toBe(403);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    },
  );
});

describe('--allow-origin narrows the list to exact origins', () => {
  it('allows the listed origin and refuses another port on the same host', async () => {
    const ok = await rawRequest(
      strict.url,
      'POST',
      { ...MODERN_HEADERS, origin: 'http://localhost:5173' },
      DISCOVER,
    );
    expect(ok.status).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const otherPort = await rawRequest(
      strict.url,
      'POST',
      { ...MODERN_HEADERS, origin: 'http://localhost:5174' },
      DISCOVER,
    );
    expect(otherPort.status).toBe(403);
    const https = await rawRequest(strict.url, 'OPTIONS', { origin: 'https://localhost:5173' });
    expect(https.status).toBe(403);
  });

  it('still serves clients that send no Origin at all', async () => {
    const res = await rawRequest(strict.url, 'POST', MODERN_HEADERS, DISCOVER);
    expect(res.status).toBe(200);
  });
});

describe('request hygiene', () => {
  it('refuses a non-JSON POST with 415 and bad JSON with a parse error', async () => {
    const text = await rawRequest(
      server.url,
      'POST',
      { ...MODERN_HEADERS, 'content-type': 'text/plain' },
      DISCOVER,
    );
    expect(text.status).toBe(415);
    const broken = await rawRequest(server.url, 'POST', MODERN_HEADERS, '{"jsonrpc":');
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body)).toMatchObject({ error: { code: -32700 } });
  });

  it('answers unknown paths with 404', async () => {
    expect((await rawRequest(new URL('/nope', server.url), 'GET', {})).status).toBe(404);
  });

  it('answers a sign-in link with a malformed percent escape with 404, not 500', async () => {
    for (const method of ['GET', 'POST']) {
      const res = await rawRequest(new URL('/link/%E0', server.url), method, {});
      expect(res.status).toBe(404);
      expect(res.body).toContain('unknown or has expired');
    }
    expect(server.stderr()).not.toContain('request failed');
  });
});

describe('command line', () => {
  it('prints usage for --help', async () => {
    const run = await runDemoServer(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Usage: elicitkit demo-server/);
    expect(run.stdout).toContain('--state-ttl');
  });

  it('refuses a non-loopback --host without --allow-remote', async () => {
    const run = await runDemoServer(['--host', '0.0.0.0', '--port', '0']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--allow-remote');
    expect(run.stdout).toBe('');
  });

  it('refuses a short secret', async () => {
    const run = await runDemoServer(['--secret', 'abcd', '--port', '0']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('at least 32 bytes');
  });

  it('notes a random per-process key when no secret is given', () => {
    expect(server.stderr()).toContain('random requestState key');
  });

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'shuts down cleanly on %s, even with a 2025 session streaming',
    async (signal) => {
      const victim = await startDemoServer();
      const { client, transport } = await connectAuto(
        victim.url,
        () => ({ action: 'decline' }),
        'legacy',
      );
      expect(transport.sessionId).toBeDefined();
      process.kill(victim.pid, signal);
      expect(await victim.exited).toBe(0);
      expect(victim.stderr()).toContain(`shutting down (${signal})`);
      await client.close().catch(() => undefined);
    },
  );
});
