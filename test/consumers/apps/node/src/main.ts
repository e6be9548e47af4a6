// A Node ESM app using the packages as the root README shows: one question with
// promptElicitation, then a whole tool call through connect() with the terminal renderer.
import { connect } from '@elicitkit/client';
import type { CallToolResult } from '@modelcontextprotocol/client';
import { inkRenderer, promptElicitation } from '@elicitkit/ink';

const url = process.argv[2];
if (!url) throw new Error('usage: node dist/main.js <mcp-url>');

const answer = await promptElicitation(
  {
    message: 'What should the release be called?',
    requestedSchema: {
      type: 'object',
      properties: { name: { type: 'string', title: 'Release name' } },
      required: ['name'],
    },
  },
  { context: { server: { trustedId: 'consumer-app' } } },
);
console.log(`PROMPT ${JSON.stringify(answer)}`);

const client = await connect({ url, serverId: 'tickets', renderer: inkRenderer() });
const call = client.callTool('close_ticket', { ticket_id: 'T-1' });
const result: CallToolResult = await call.result;
const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
console.log(`RESULT ${text}`);
await client.close();
