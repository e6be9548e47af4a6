import type { ElicitClient } from '@elicitkit/client';
import { describe, expect, it } from 'vitest';
import { cliSpeech } from '../cliSpeech.js';
import { fakeIo } from '../fakeIo.js';
import { runCli } from '../runCli.js';
import type { Tool, ToolsDeps } from './tools.js';
import { argumentSummary, createToolsCommand } from './tools.js';

const TOOLS = [
  {
    name: 'assign_ticket',
    title: 'Assign ticket',
    description: 'Assign a ticket.\u001b[2J',
    inputSchema: {
      type: 'object',
      properties: {
        ticket_id: { type: 'string' },
        agent: { type: 'string', enum: ['nour', 'sam'] },
      },
      required: ['ticket_id'],
    },
  },
  { name: 'profile', inputSchema: { type: 'object', properties: {} } },
] as Tool[];

function fakeConnect(
  tools: Tool[] | Error,
  seen: { options?: unknown } = {},
): ToolsDeps['connect'] {
  return async (options) => {
    seen.options = options;
    return {
      server: { trustedId: 'demo', reportedName: 'Demo', reportedVersion: '1.0' },
      listTools: async () => {
        if (tools instanceof Error) throw tools;
        return tools;
      },
      close: async () => undefined,
    } as unknown as ElicitClient;
  };
}

const quiet = { isTTY: false, write: () => true };

describe('elicitkit tools', () => {
  it('declares no elicitation capability: listing answers nothing', async () => {
    const seen: { options?: unknown } = {};
    const command = createToolsCommand({ connect: fakeConnect(TOOLS, seen), stderr: quiet });
    expect(await command.run(['http://127.0.0.1:1/mcp'], fakeIo())).toBe(0);
    expect(seen.options).toMatchObject({ capabilities: { form: false, url: false } });
  });

  it('lists each tool with its arguments, server text made display-safe', async () => {
    const io = fakeIo();
    const command = createToolsCommand({ connect: fakeConnect(TOOLS), stderr: quiet });
    expect(await command.run(['http://127.0.0.1:1/mcp'], io)).toBe(0);
    expect(io.stdout()).toBe(
      [
        '2 tools on demo (it calls itself "Demo" 1.0):',
        '',
        'assign_ticket  Assign ticket',
        '  Assign a ticket.\ufffd',
        '  args: ticket_id* (string), agent (nour | sam)',
        '',
        'profile',
        '  args: none',
        '',
      ].join('\n'),
    );
  });

  it('speaks the CLI language: German headings, the server and tool text as sent', async () => {
    const io = fakeIo();
    const command = createToolsCommand({ connect: fakeConnect(TOOLS), stderr: quiet });
    const de = await cliSpeech(undefined, { LANG: 'de_DE.UTF-8' });
    expect(await command.run(['http://127.0.0.1:1/mcp'], io, de)).toBe(0);
    expect(io.stdout()).toBe(
      [
        '2 Werkzeuge auf demo (nennt sich selbst „Demo“ 1.0):',
        '',
        'assign_ticket  Assign ticket',
        '  Assign a ticket.\ufffd',
        `  ${de.words.format({ key: 'cli.tools.args' })} ticket_id* (string), agent (nour | sam)`,
        '',
        'profile',
        `  ${de.words.format({ key: 'cli.tools.args' })} keine`,
        '',
      ].join('\n'),
    );
  });

  it('--json prints the tool list as the server sent it', async () => {
    const io = fakeIo();
    const command = createToolsCommand({ connect: fakeConnect(TOOLS), stderr: quiet });
    expect(await command.run(['http://127.0.0.1:1/mcp', '--json'], io)).toBe(0);
    expect(JSON.parse(io.stdout())).toEqual(JSON.parse(JSON.stringify(TOOLS)));
  });

  it('exits 3 when it cannot connect, 4 when listing fails', async () => {
    const refused = createToolsCommand({
      connect: async () => {
        throw new Error('ECONNREFUSED');
      },
      stderr: quiet,
    });
    const io = fakeIo();
    expect(await refused.run(['http://127.0.0.1:1/mcp'], io)).toBe(3);
    expect(io.stderr()).toContain('could not connect to http://127.0.0.1:1/mcp: ECONNREFUSED');
    const broken = createToolsCommand({
      connect: fakeConnect(new Error('Method not found')),
      stderr: quiet,
    });
    expect(await broken.run(['http://127.0.0.1:1/mcp'], fakeIo())).toBe(4);
  });

  it('clears its spinner line before reporting a failure on a terminal', async () => {
    let screen = '';
    const terminal = { isTTY: true, write: (text: string) => ((screen += text), true) };
    const refused = createToolsCommand({
      connect: async () => {
        throw new Error('ECONNREFUSED');
      },
      stderr: terminal,
    });
    const io = { ...fakeIo(), err: (text: string) => void (screen += text) };
    expect(await refused.run(['http://127.0.0.1:1/mcp'], io)).toBe(3);
    const [before] = screen.split('elicitkit tools: could not connect');
    expect(before).toContain('Connecting to');
    expect(before?.endsWith('\r\u001b[2K')).toBe(true);
  });

  it('rejects bad usage with exit 2', async () => {
    for (const args of [
      ['tools'],
      ['tools', 'http://127.0.0.1:1/mcp', 'extra'],
      ['tools', '--stdio', ''],
    ]) {
      expect([args, await runCli(args, fakeIo())]).toEqual([args, 2]);
    }
  });

  it('summarises arguments from the input schema', () => {
    expect(argumentSummary(TOOLS[0] as Tool)).toBe('ticket_id* (string), agent (nour | sam)');
  });
});
