// node --conditions @elicitkit/source --import tsx apps/bridge-example/src/main.ts --mcp <url> [--port N] [--store redis://…] [--protocol 2025-11-25] [--origin https://chat.example]
// Replicas that share sessions (--store) share BRIDGE_SESSION_SECRET, which signs the owner ids.
import { parseArgs } from 'node:util';
import { createRedisBridgeStore } from './redisBridgeStore.js';
import { startBridgeExample } from './startBridgeExample.js';

const { values } = parseArgs({
  options: {
    mcp: { type: 'string' },
    port: { type: 'string', default: '0' },
    'ttl-ms': { type: 'string' },
    store: { type: 'string' },
    protocol: { type: 'string' },
    origin: { type: 'string' },
  },
});
const protocol = values.protocol;
if (!values.mcp || (protocol !== undefined && protocol !== '2025-11-25' && protocol !== 'auto')) {
  process.stderr.write(
    'usage: main.ts --mcp <MCP server URL> [--port N] [--ttl-ms N] [--store redis://…] [--protocol 2025-11-25|auto] [--origin <URL>]\n',
  );
  process.exit(2);
}
// Replicas pointed at one Redis share pending questions; without --store they stay in memory.
const store = values.store ? await createRedisBridgeStore({ url: values.store }) : undefined;
const running = await startBridgeExample({
  ...(store && { store }),
  mcpUrl: values.mcp,
  ...(protocol && { protocol }),
  port: Number(values.port),
  ...(values['ttl-ms'] && { ttlMs: Number(values['ttl-ms']) }),
  ...(values.origin && { origin: values.origin }),
  ...(process.env['BRIDGE_SESSION_SECRET'] && {
    sessionSecret: process.env['BRIDGE_SESSION_SECRET'],
  }),
  log: (line) => process.stderr.write(`${line}\n`),
});
process.stdout.write(`bridge example on ${running.origin}/\n`);
const stop = () =>
  void running
    .close()
    .then(() => store?.disconnect())
    .then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
