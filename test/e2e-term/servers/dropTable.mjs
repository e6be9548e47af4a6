// A small MCP server on the official server package (@modelcontextprotocol/server v2, both eras
// over stdio) with one destructive tool, drop_table, that asks an action-only confirmation
// (`properties: {}`) before it "drops" the table. Every tools/call it handles is appended to the
// --log file as one JSON line: the question asked, or the answer that came back.
//
//   node dropTable.mjs --log /tmp/x.log
import { appendFileSync } from 'node:fs';
import { McpServer, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';

const at = process.argv.indexOf('--log');
const LOG = at > 0 ? process.argv[at + 1] : undefined;
if (!LOG) throw new Error('--log is required');
const record = (event) => appendFileSync(LOG, `${JSON.stringify(event)}\n`);
const text = (t) => ({ content: [{ type: 'text', text: t }] });

function createServer() {
  const server = new McpServer({ name: 'drop-table-server', version: '1.0.0' });
  server.registerTool(
    'drop_table',
    {
      description: 'Drops the users table. Asks the user first.',
      annotations: { destructiveHint: true },
    },
    async (ctx) => {
      const table = 'users';
      const answer = inputResponse(ctx.mcpReq.inputResponses, 'confirm');
      if (answer.kind !== 'elicit') {
        record({ event: 'asked', table });
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Run DROP TABLE ${table}? This cannot be undone.`,
              requestedSchema: { type: 'object', properties: {} },
            }),
          },
          requestState: `drop:${table}`,
        });
      }
      record({ event: 'answered', table, action: answer.action });
      return answer.action === 'accept'
        ? text(`Dropped table ${table}.`)
        : text(`Table ${table} was NOT dropped: the user chose ${answer.action}.`);
    },
  );
  return server;
}

const stdio = serveStdio(() => createServer(), { legacy: 'serve' });
process.stdin.once('end', () => void stdio.close());
