// What both hosts do with the Claude Agent SDK, as the client README shows it: query() with
// elicitkit's onElicitation around the host's renderer, every stream message fed to observe().
// The model is the test's fake Messages API (ANTHROPIC_BASE_URL).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { query } from '@anthropic-ai/claude-agent-sdk';
import { claudeAgentElicitation } from '@elicitkit/client/claude-agent-sdk';

/** Runs one prompt that calls `tool` of the MCP server at `url`; prints RESULT and ASKED. */
export async function askAgent(renderer, url, tool, args) {
  const mcpServers = { tickets: { type: 'http', url } };
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
}
