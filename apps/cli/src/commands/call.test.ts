import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElicitClient, ToolCall } from '@elicitkit/client';
import { CallAbortedError, ServerError } from '@elicitkit/client';
import type { ElicitationRenderer, ElicitResult } from '@elicitkit/core';
import { PROTOCOL_2026, normalizeRequest } from '@elicitkit/core';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeIo } from '../fakeIo.js';
import { runCli } from '../runCli.js';
import type { CallDeps, CallToolResult } from './call.js';
import { createCallCommand, resultText, sameTask } from './call.js';
import { cliSpeech } from '../cliSpeech.js';

const dir = mkdtempSync(join(tmpdir(), 'ek-call-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const QUESTION = {
  message: 'Close T-1?',
  requestedSchema: {
    type: 'object',
    properties: { confirm: { type: 'boolean', title: 'Close it' } },
    required: ['confirm'],
  },
};

type Tool = (
  ask: (params: unknown, inputKey: string) => Promise<ElicitResult>,
  signal: AbortSignal,
) => Promise<CallToolResult>;

/** A connect() whose one tool runs `tool`, asking through the renderer the command passes in. */
function fakeConnect(
  tool: Tool,
  seen: { url?: unknown; stdio?: unknown; capabilities?: unknown } = {},
): CallDeps['connect'] {
  return async (options) => {
    seen.url = options.url;
    seen.stdio = options.stdio;
    seen.capabilities = options.capabilities;
    const renderer: ElicitationRenderer = options.renderer;
    const server = { trustedId: options.serverId ?? 'fake' };
    const client = {
      server,
      era: PROTOCOL_2026,
      callTool(_name: string, _args: unknown, callOptions?: { signal?: AbortSignal }) {
        const signal = callOptions?.signal ?? new AbortController().signal;
        const ask = (params: unknown, inputKey: string) =>
          renderer(normalizeRequest(params), {
            server,
            era: PROTOCOL_2026,
            round: 1,
            inputKey,
            signal,
          });
        const result = tool(ask, signal);
        result.catch(() => undefined);
        return {
          result,
          getState: () => ({ phase: 'calling', round: 0 }),
          subscribe: () => () => undefined,
        } as unknown as ToolCall;
      },
      close: async () => undefined,
    };
    return client as unknown as ElicitClient;
  };
}

function streams(signals = new EventEmitter()) {
  const sink = (isTTY: boolean) => ({ isTTY, write: () => true }) as unknown as NodeJS.WriteStream;
  return {
    stdin: { isTTY: false } as unknown as NodeJS.ReadStream,
    stdout: sink(false),
    stderr: sink(false),
    signals: signals as unknown as CallDeps['signals'],
  };
}

const text = (t: string): CallToolResult => ({ content: [{ type: 'text', text: t }] });
const echo: Tool = async (ask) =>
  text(`answer: ${JSON.stringify(await ask(QUESTION, 'confirm_close'))}`);

describe('elicitkit call', () => {
  it('declares no elicitation without a terminal or answers file; forms only with answers', async () => {
    const bare: { capabilities?: unknown } = {};
    const command = createCallCommand({
      connect: fakeConnect(async () => text('ok'), bare),
      ...streams(),
    });
    expect(await command.run(['http://127.0.0.1:1/mcp', 'close_ticket'], fakeIo())).toBe(0);
    expect(bare.capabilities).toEqual({ form: false, url: false });

    const answers = join(dir, 'form-answers.json');
    writeFileSync(answers, JSON.stringify({ '*': 'accept' }));
    const withAnswers: { capabilities?: unknown } = {};
    const policyCommand = createCallCommand({
      connect: fakeConnect(async () => text('ok'), withAnswers),
      ...streams(),
    });
    expect(
      await policyCommand.run(
        ['http://127.0.0.1:1/mcp', 'close_ticket', '--answers', answers],
        fakeIo(),
      ),
    ).toBe(0);
    // No terminal to show an address on: URL mode is never declared.
    expect(withAnswers.capabilities).toEqual({ form: true, url: false });
  });

  it('answers from --answers without a terminal, logs it, and prints the tool result', async () => {
    const answers = join(dir, 'answers.json');
    writeFileSync(answers, JSON.stringify({ confirm_close: { confirm: true } }));
    const seen: { url?: unknown } = {};
    const io = fakeIo();
    const command = createCallCommand({ connect: fakeConnect(echo, seen), ...streams() });
    const code = await command.run(
      ['http://127.0.0.1:1/mcp', 'close_ticket', '--answers', answers, '--server-id', 'tickets'],
      io,
    );
    expect(code).toBe(0);
    expect(seen.url).toBe('http://127.0.0.1:1/mcp');
    expect(io.stdout()).toBe('answer: {"action":"accept","content":{"confirm":true}}\n');
    expect(io.stderr()).toContain(
      'elicitkit: answered automatically for tickets [confirm_close] "Close T-1?": accept {"confirm":true}',
    );
  });

  it('cancels an uncovered question when there is no terminal, saying so', async () => {
    const io = fakeIo();
    const command = createCallCommand({ connect: fakeConnect(echo), ...streams() });
    expect(await command.run(['http://127.0.0.1:1/mcp', 'close_ticket'], io)).toBe(0);
    expect(io.stdout()).toBe('answer: {"action":"cancel"}\n');
    expect(io.stderr()).toContain(
      'there is no terminal to answer in, so the question was cancelled',
    );
  });

  it('--json prints the tool result as JSON', async () => {
    const io = fakeIo();
    const command = createCallCommand({
      connect: fakeConnect(async () => text('done')),
      ...streams(),
    });
    expect(await command.run(['http://127.0.0.1:1/mcp', 't', '--json'], io)).toBe(0);
    expect(JSON.parse(io.stdout())).toEqual({ content: [{ type: 'text', text: 'done' }] });
  });

  it('starts a --stdio server without a shell', async () => {
    const seen: { stdio?: unknown } = {};
    const command = createCallCommand({
      connect: fakeConnect(async () => text('ok'), seen),
      ...streams(),
    });
    expect(
      await command.run(['--stdio', `node "my server.js" --flag 'a b'`, 'tool'], fakeIo()),
    ).toBe(0);
    expect(seen.stdio).toEqual({ command: 'node', args: ['my server.js', '--flag', 'a b'] });
  });

  it('exits 1 when the tool reports an error', async () => {
    const io = fakeIo();
    const failing = createCallCommand({
      connect: fakeConnect(async () => ({ ...text('no such ticket'), isError: true })),
      ...streams(),
    });
    expect(await failing.run(['http://127.0.0.1:1/mcp', 'close_ticket'], io)).toBe(1);
    expect(io.stdout()).toBe('no such ticket\n');
    expect(io.stderr()).toBe('elicitkit call: close_ticket reported an error\n');
  });

  it('exits 4 when the call fails, with the error as JSON under --json', async () => {
    const io = fakeIo();
    const command = createCallCommand({
      connect: fakeConnect(async () => {
        throw new ServerError({ code: 'server-error', serverCode: -32603, serverMessage: 'boom' });
      }),
      ...streams(),
    });
    expect(await command.run(['http://127.0.0.1:1/mcp', 'x', '--json'], io)).toBe(4);
    expect(JSON.parse(io.stdout())).toMatchObject({ error: { code: 'server-error' } });
    expect(io.stderr()).toBe(
      'elicitkit call: x failed (server-error): The server rejected the call (-32603): boom\n',
    );
  });

  it("shows a failing server's words inert: no escape sequence, one line", async () => {
    const io = fakeIo();
    const command = createCallCommand({
      connect: fakeConnect(async () => {
        throw new ServerError({
          code: 'server-error',
          serverCode: -32603,
          serverMessage: 'boom\u001b]8;;https://evil.example/\u0007click\nFAKE: ok',
        });
      }),
      ...streams(),
    });
    expect(await command.run(['http://127.0.0.1:1/mcp', 'x'], io)).toBe(4);
    const printed = io.stderr();
    // No C0 control but the final newline, no DEL: the OSC 8 link and the forged line are gone.
    expect([...printed.slice(0, -1)].some((c) => c < ' ' || c === '\u007f')).toBe(false);
    expect(printed.trimEnd().split('\n')).toHaveLength(1);
    expect(printed).toContain(
      'elicitkit call: x failed (server-error): The server rejected the call (-32603): boom',
    );
  });

  it('exits 3 when it cannot connect', async () => {
    const io = fakeIo();
    const command = createCallCommand({
      connect: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:1');
      },
      ...streams(),
    });
    expect(await command.run(['http://127.0.0.1:1/mcp', 'x'], io)).toBe(3);
    expect(io.stderr()).toBe(
      'elicitkit call: could not connect to http://127.0.0.1:1/mcp: connect ECONNREFUSED 127.0.0.1:1\n',
    );
  });

  it('exits 130 on Ctrl-C while waiting on the server, and stops the call', async () => {
    const signals = new EventEmitter();
    let aborted = false;
    const slow: Tool = (_ask, signal) =>
      new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () => {
          aborted = true;
          reject(new CallAbortedError('aborted'));
        });
        setImmediate(() => signals.emit('SIGINT'));
      });
    const io = fakeIo();
    const command = createCallCommand({ connect: fakeConnect(slow), ...streams(signals) });
    expect(await command.run(['http://127.0.0.1:1/mcp', 'slow'], io)).toBe(130);
    expect(aborted).toBe(true);
    expect(io.stderr()).toContain('interrupted (Ctrl-C)');
    expect(signals.listenerCount('SIGINT')).toBe(0);
  });

  it('rejects bad usage with exit 2 and a one-line reason', async () => {
    const cases: [string[], string][] = [
      [['call'], 'give the server: an http(s) URL, or --stdio "<command>"'],
      [['call', 'http://127.0.0.1:1/mcp'], 'which tool? give its name after the server'],
      [['call', 'not a url', 'x'], 'is not a URL'],
      [['call', 'ftp://example.com/', 'x'], 'the server URL must be http or https'],
      [['call', 'http://127.0.0.1:1/mcp', 'x', '--args', '[1]'], '--args must be a JSON object'],
      [['call', 'http://127.0.0.1:1/mcp', 'x', '--args', '{'], '--args is not valid JSON'],
      [
        ['call', 'http://127.0.0.1:1/mcp', 'x', '--answers', join(dir, 'missing.json')],
        'cannot read --answers file',
      ],
      [['call', '--stdio', '"unclosed', 'x'], 'unclosed " quote'],
      [['call', 'http://127.0.0.1:1/mcp', 'x', '--protocol', '2024'], '--protocol must be auto'],
      [['call', 'http://127.0.0.1:1/mcp', 'x', '--bogus'], 'unknown option "--bogus"'],
    ];
    for (const [args, reason] of cases) {
      const io = fakeIo();
      expect([args, await runCli(args, io)]).toEqual([args, 2]);
      expect(io.stderr()).toContain(reason);
    }
  });

  it('documents its keys and exit codes in --help', async () => {
    const io = fakeIo();
    expect(await runCli(['call', '--help'], io)).toBe(0);
    expect(io.stdout()).toContain('Usage: elicitkit call <url> <tool> [options]');
    expect(io.stdout()).toContain('130  interrupted with Ctrl-C');
    expect(io.stdout()).toContain(
      'Ctrl-S sends, Ctrl-G writes a\ntext answer in $VISUAL/$EDITOR, Esc cancels',
    );
  });
});

/** A connect() whose tool becomes a task reporting `reports` in turn, then waits for Ctrl-C. */
function taskConnect(reports: { status: string; statusMessage?: string }[], signals: EventEmitter) {
  return (async () => {
    let state: unknown = { phase: 'calling', round: 0 };
    const listeners = new Set<() => void>();
    const client = {
      server: { trustedId: 'fake' },
      era: PROTOCOL_2026,
      callTool(_name: string, _args: unknown, options?: { signal?: AbortSignal }) {
        const result = new Promise((_resolve, reject) => {
          options?.signal?.addEventListener('abort', () => reject(new CallAbortedError('aborted')));
          setImmediate(() => {
            for (const report of reports) {
              state = { phase: 'task', task: { taskId: 't-7', ...report } };
              for (const listener of listeners) listener();
            }
            signals.emit('SIGINT');
          });
        });
        result.catch(() => undefined);
        return {
          result,
          getState: () => state,
          subscribe: (listener: () => void) => (
            listeners.add(listener),
            () => listeners.delete(listener)
          ),
          detach: () => undefined,
        } as unknown as ToolCall;
      },
      close: async () => undefined,
    };
    return client as unknown as ElicitClient;
  }) as CallDeps['connect'];
}

describe('elicitkit call following a task', () => {
  it('logs each new task report once (off a terminal) and says the task was cancelled on Ctrl-C', async () => {
    const signals = new EventEmitter();
    const reports = [
      { status: 'working', statusMessage: 'step 1' },
      { status: 'working', statusMessage: 'step 1' },
      { status: 'working', statusMessage: 'step 2' },
    ];
    const io = fakeIo();
    const command = createCallCommand({
      connect: taskConnect(reports, signals),
      ...streams(signals),
    });
    expect(await command.run(['http://127.0.0.1:1/mcp', 'slow'], io)).toBe(130);
    expect(io.stderr()).toBe(
      [
        'task t-7 · working · step 1',
        'task t-7 · working · step 2',
        'elicitkit call: interrupted (Ctrl-C); the open question was cancelled and the task was cancelled on the server.',
        '',
      ].join('\n'),
    );
  });

  it('says the same in German, from the same state', async () => {
    const signals = new EventEmitter();
    const io = fakeIo();
    const command = createCallCommand({
      connect: taskConnect([{ status: 'input_required' }], signals),
      ...streams(signals),
    });
    const de = await cliSpeech(undefined, { LANG: 'de_DE.UTF-8' });
    expect(await command.run(['http://127.0.0.1:1/mcp', 'slow'], io, de)).toBe(130);
    expect(io.stderr()).toContain('Aufgabe t-7 · Eingabe nötig\n');
    expect(io.stderr()).toContain(
      `elicitkit call: ${de.words.format({ key: 'cli.interruptedTask' })}`,
    );
    expect(io.stderr()).not.toContain('interrupted');
  });
});

describe('sameTask', () => {
  it('compares the id, status and message, never a formatted line', () => {
    const task = { taskId: 't', status: 'working', statusMessage: 'a' };
    expect(sameTask(undefined, task)).toBe(false);
    expect(sameTask(task, { ...task })).toBe(true);
    expect(sameTask(task, { ...task, statusMessage: 'b' })).toBe(false);
    expect(sameTask(task, { ...task, status: 'completed' })).toBe(false);
  });
});

describe('resultText', () => {
  it('shows text display-safe and summarises other content', () => {
    expect(
      resultText({
        content: [
          { type: 'text', text: 'ok \u001b[31mred\u001b[0m' },
          { type: 'image', data: '', mimeType: 'image/png' },
          { type: 'resource_link', uri: 'file:///a', name: 'a' },
        ],
      } as CallToolResult),
    ).toBe('ok \ufffdred\ufffd\n[image image/png]\n[link file:///a]');
  });

  it('names links and resources in the CLI language', async () => {
    const { words } = await cliSpeech('de', {});
    const result = {
      content: [
        { type: 'resource_link', uri: 'file:///a', name: 'a' },
        { type: 'resource', resource: { uri: 'file:///b', text: '' } },
      ],
    } as CallToolResult;
    expect(resultText(result, words)).toBe('[Link file:///a]\n[Ressource file:///b]');
  });
});
