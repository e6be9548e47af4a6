// Serves the built web demo: `node --import tsx apps/web/serve.ts [--root dir] [--port n]`.
// The first stdout line is "elicitkit web demo listening on http://HOST:PORT/" (scripts/start.mjs
// waits for it); Ctrl-C or SIGTERM stops it.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startWebServer } from './startWebServer.js';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: fileURLToPath(new URL('./dist', import.meta.url)) },
    port: { type: 'string', default: '5173' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`web demo: --port must be 0-65535, got "${values.port}"\n`);
  process.exit(2);
}

try {
  const server = await startWebServer({ root: values.root, host: values.host, port });
  process.stdout.write(`elicitkit web demo listening on ${server.origin}/\n`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  process.stderr.write(`web demo: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
