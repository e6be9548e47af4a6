import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerProcess } from './serverProcess.js';
import { startProcess } from './serverProcess.js';

const require = createRequire(import.meta.url);
const LOOPBACK = fileURLToPath(new URL('../fixtures/loopbackListen.mjs', import.meta.url));

/** server-everything's entry point, found through its package.json (its bin is dist/index.js). */
function everythingEntry(): string {
  const manifest = require.resolve('@modelcontextprotocol/server-everything/package.json');
  return join(dirname(manifest), 'dist', 'index.js');
}

/**
 * @modelcontextprotocol/server-everything (SDK v1, protocol 2025-11-25) over Streamable HTTP.
 * It reads PORT and binds every interface; the preload pins it to 127.0.0.1 and reports the port
 * it really got, so PORT=0 works.
 */
export function startEverythingServer(): Promise<ServerProcess> {
  return startProcess({
    command: process.execPath,
    args: ['--import', LOOPBACK, everythingEntry(), 'streamableHttp'],
    env: { PORT: '0' },
    ready: /ELICITKIT_LISTENING (\d+)/,
    url: (port) => `http://127.0.0.1:${port}/mcp`,
  });
}
