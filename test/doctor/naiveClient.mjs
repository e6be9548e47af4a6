// A hand-written MCP client on the official SDK v2 with a naive elicitation handler, as many
// clients ship one: it sends whatever the person typed (no check against the schema, no
// defaults filled in) and accepts every URL question, fetching the page itself.
// Usage: node naiveClient.mjs <doctor /mcp URL> [auto | legacy]
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';

const MARK = 'ELICITKIT-DOCTOR-SCRIPT ';
const scriptOf = (message) => {
  const line = message.split('\n').find((l) => l.startsWith(MARK));
  return line === undefined ? { action: 'cancel' } : JSON.parse(line.slice(MARK.length));
};

const [url, mode = 'auto'] = process.argv.slice(2);
const client = new Client(
  { name: 'naive-client', version: '1.0.0' },
  { capabilities: { elicitation: { form: {}, url: {} } }, versionNegotiation: { mode } },
);
client.setRequestHandler('elicitation/create', async (request) => {
  const { params } = request;
  if (params.mode === 'url') {
    await fetch(params.url);
    return { action: 'accept' };
  }
  const script = scriptOf(params.message);
  return script.action === 'accept'
    ? { action: 'accept', content: script.type ?? {} }
    : { action: script.action };
});
await client.connect(new StreamableHTTPClientTransport(new URL(url)));
const { tools } = await client.listTools();
for (const tool of tools) {
  if (tool.name === 'doctor_report') continue;
  await client.callTool({ name: tool.name, arguments: {} }).catch(() => undefined);
}
await client.close();
