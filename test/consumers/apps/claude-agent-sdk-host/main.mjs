// A host on the Claude Agent SDK, as its README shows it: query() with elicitkit's onElicitation
// drawn by the terminal renderer, every stream message fed to observe(). The model is the test's
// fake Messages API (ANTHROPIC_BASE_URL); the MCP server is the one named on the command line.
//
//   node main.mjs <mcp-url> <tool> <json-arguments>
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { query } from '@anthropic-ai/claude-agent-sdk';
import { claudeAgentElicitation } from '@elicitkit/client/claude-agent-sdk';
import { inkRenderer } from '@elicitkit/ink';

const [url, tool, args] = process.argv.slice(2);
const mcpServers = { tickets: { type: 'http', url } };
const renderer = inkRenderer();
let asked = 0;
const { onElicitation, observe } = claudeAgentElicitation(
  (request, context) => {
    asked += 1;
    return renderer(request, context);
  },
  { servers: mcpServers },
);
const home = mkdtempSync(join(tmpdir(), 'claude-host-'));
for await (const message of query({
  prompt: `Call ${tool} with ${args}.`,
  options: {
    mcpServers,
    onElicitation,
    allowedTools: [`mcp__tickets__${tool}`],
    cwd: home,
    env: { ...process.env, HOME: home },
  },
})) {
  observe(message);
  if (message.type === 'result') console.log(`RESULT ${message.subtype}`);
}
console.log(`ASKED ${asked}`);
