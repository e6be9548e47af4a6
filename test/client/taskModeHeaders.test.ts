// With tasks on, a 2026 tools/call goes round the SDK (the SDK rejects task results), so the
// client must add the Mcp-Param-* headers (SEP-2243) itself; the reference server refuses the call
// (400, -32020) when an x-mcp-header argument is missing from its header.
import { connect } from '@elicitkit/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDemoServer } from './support/demoServer.js';
import type { ServerProcess } from './support/serverProcess.js';
import { stopAll } from './support/serverProcess.js';
import { accept, scriptedRenderer } from './support/scriptedRenderer.js';
import { textOf } from './support/text.js';

let server: ServerProcess;

beforeAll(async () => {
  server = await startDemoServer({ conformanceFixtures: true });
});
afterAll(stopAll);

it.each([
  ['plain', 'eu-west-1'],
  ['non-ASCII, sent as Base64', 'Zürich'],
])('an x-mcp-header argument (%s) reaches the server through tasks mode', async (_, region) => {
  const script = scriptedRenderer(accept({ ok: true }));
  const client = await connect({
    url: server.url,
    serverId: 'demo',
    tasks: true,
    renderer: script.renderer,
  });
  try {
    const result = await client.callTool('test_custom_header_region', { region }).result;
    expect(textOf(result)).toContain(`Region "${region}"`);
    expect(script.remaining()).toBe(0);
  } finally {
    await client.close();
  }
});
