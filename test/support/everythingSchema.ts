import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';

const require = createRequire(import.meta.url);

/**
 * The `requestedSchema` the real `@modelcontextprotocol/server-everything` sends from its
 * `trigger-elicitation-request` tool, read off the wire: the server runs over stdio, the first
 * `elicitation/create` it pushes is captured and declined, and the process is closed. A peer's
 * schema, not a copy of it, so the tests follow the pinned package.
 */
export async function captureEverythingSchema(): Promise<Record<string, unknown>> {
  const manifest = require.resolve('@modelcontextprotocol/server-everything/package.json');
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(dirname(manifest), 'dist', 'index.js'), 'stdio'],
    stderr: 'ignore',
  });
  const client = new Client(
    { name: 'elicitkit-test', version: '0.0.0' },
    { capabilities: { elicitation: { form: {} } } },
  );
  let schema: Record<string, unknown> | undefined;
  client.setRequestHandler('elicitation/create', (request) => {
    const params = request.params as { requestedSchema?: Record<string, unknown> };
    schema ??= params.requestedSchema;
    return Promise.resolve({ action: 'decline' as const });
  });
  await client.connect(transport);
  try {
    await client.callTool({ name: 'trigger-elicitation-request', arguments: {} });
  } finally {
    await client.close();
  }
  if (!schema) throw new Error('server-everything pushed no elicitation/create');
  return schema;
}
