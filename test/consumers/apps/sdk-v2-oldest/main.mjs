// A Node ESM app on the oldest @modelcontextprotocol/client elicitkit claims (2.0.0, the one
// Mastra pins), installed from the registry beside the packed tarballs: connect({ url }),
// connect({ client }) on the app's own Client, and attachElicitation, each a real call to the
// demo server (2026-07-28) with a bad answer first (asked again) and a good one after.
import { connect } from '@elicitkit/client';
import { attachElicitation, elicitationCapabilities } from '@elicitkit/client/sdk-v2';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { readFileSync } from 'node:fs';

const url = process.argv[2];
if (!url) throw new Error('usage: node main.mjs <mcp-url>');
const manifest = new URL('node_modules/@modelcontextprotocol/client/package.json', import.meta.url);
console.log(`SDK ${JSON.parse(readFileSync(manifest, 'utf8')).version}`);

/** Answers a bad `confirm` first, then a good one; logs each attempt the person saw. */
function badThenGood(label) {
  return async (request, context) => {
    console.log(`${label} ASKED attempt ${context.attempt ?? 1} ${context.era}`);
    return context.attempt === 2
      ? { action: 'accept', content: { confirm: true, resolution: 'fixed' } }
      : { action: 'accept', content: { confirm: 'not a boolean' } };
  };
}
const text = (result) => result.content.map((part) => part.text ?? '').join('');

const viaUrl = await connect({ url, serverId: 'tickets', renderer: badThenGood('URL') });
console.log(
  `URL RESULT ${text(await viaUrl.callTool('close_ticket', { ticket_id: 'T-1' }).result)}`,
);
await viaUrl.close();

const own = new Client(
  { name: 'host', version: '1.0.0' },
  {
    capabilities: { elicitation: elicitationCapabilities() },
    versionNegotiation: { mode: 'auto' },
  },
);
await own.connect(new StreamableHTTPClientTransport(new URL(url)));
const onClient = await connect({
  client: own,
  serverId: 'tickets',
  renderer: badThenGood('CLIENT'),
});
console.log(
  `CLIENT RESULT ${text(await onClient.callTool('close_ticket', { ticket_id: 'T-2' }).result)}`,
);
await onClient.close();
await own.close();

const host = new Client(
  { name: 'host', version: '1.0.0' },
  {
    capabilities: { elicitation: elicitationCapabilities() },
    versionNegotiation: { mode: 'auto' },
  },
);
attachElicitation(host, { renderer: badThenGood('ATTACH'), serverId: 'tickets' });
await host.connect(new StreamableHTTPClientTransport(new URL(url)));
const attached = await host.callTool({ name: 'close_ticket', arguments: { ticket_id: 'T-3' } });
console.log(`ATTACH RESULT ${text(attached)}`);
await host.close();

try {
  await connect({ url, serverId: 'tickets', tasks: true, renderer: badThenGood('TASKS') });
  console.log('TASKS connected');
} catch (error) {
  console.log(`TASKS REFUSED ${error.message}`);
}
