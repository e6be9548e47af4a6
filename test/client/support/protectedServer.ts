import { fileURLToPath } from 'node:url';
import type { AuthorizeHandler, AuthorizeRequest } from '@elicitkit/client';
import type { ServerProcess } from './serverProcess.js';
import { startProcess } from './serverProcess.js';

const PROTECTED_SERVER = fileURLToPath(new URL('../fixtures/protectedServer.mjs', import.meta.url));

/** The OAuth-protected fixture server (and its own authorization server) on 127.0.0.1, port 0. */
export function startProtectedServer(): Promise<ServerProcess> {
  return startProcess({
    command: process.execPath,
    args: [PROTECTED_SERVER],
    ready: /PROTECTED_LISTENING (\d+)/,
    url: (port) => `http://127.0.0.1:${port}/mcp`,
  });
}

export interface ProtectedStats {
  tokenRequests: { authorization_code: number; refresh_token: number };
  authorizeRequests: number;
  registrations: number;
  revocations: number;
  toolRuns: { echo: number; deploy: number };
  deployCompleted: number;
  unauthorized: number;
}

export async function stats(server: ServerProcess): Promise<ProtectedStats> {
  return (await (await fetch(new URL('/_stats', server.url))).json()) as ProtectedStats;
}

export async function control(
  server: ServerProcess,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const response = await fetch(new URL('/_control', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

/**
 * A headless sign-in, as conformance clients do: follow the authorization URL without a browser
 * and hand back the redirect's query. Every request it was given is kept.
 */
export function followRedirect(): { authorize: AuthorizeHandler; asked: AuthorizeRequest[] } {
  const asked: AuthorizeRequest[] = [];
  return {
    asked,
    authorize: async (request) => {
      asked.push(request);
      const response = await fetch(request.url, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (!location) throw new Error(`no redirect (HTTP ${response.status})`);
      return new URL(location).searchParams;
    },
  };
}
