// A Node ESM app with exactly the @elicitkit/client README's install line: connect() with a
// headless renderer (no UI package), one whole tool call against the demo server.
import { connect } from '@elicitkit/client';

const url = process.argv[2];
if (!url) throw new Error('usage: node main.mjs <mcp-url>');

const asked = [];
const client = await connect({
  url,
  serverId: 'tickets',
  renderer: async (request, context) => {
    asked.push(`${context.server.trustedId}: ${request.message}`);
    return { action: 'accept', content: { confirm: true, resolution: 'fixed' } };
  },
});
const result = await client.callTool('close_ticket', { ticket_id: 'T-1' }).result;
console.log(`ASKED ${JSON.stringify(asked)}`);
console.log(`RESULT ${result.content.map((part) => part.text ?? '').join('')}`);
await client.close();
