// The bin's early frame is the spinner's first frame, byte for byte: for each command line below,
// what firstFrameText (with the build's words, startupWords) paints equals what `call` or `task`
// itself writes first on a terminal's stderr; and where the command would write something else
// first (help, a usage error, a note), the bin paints nothing.
import { EventEmitter } from 'node:events';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliSpeech } from '../cliSpeech.js';
import type { CallDeps } from '../commands/call.js';
import { CALL_SPEC, createCallCommand } from '../commands/call.js';
import { TASK_SPEC } from '../commands/task.js';
import { fakeIo } from '../fakeIo.js';
import { spinnerFrame } from '../spinner.js';
import { takeLocaleFlag } from '../takeLocaleFlag.js';
import { takeVerboseFlag } from '../takeVerboseFlag.js';
import { startupWords } from './startupWords.js';
import type { ConnectingWords } from './firstFrame.js';
import { firstFrameText } from './firstFrame.js';

const COLUMNS = 60;
let words: ConnectingWords = {};
beforeAll(async () => {
  words = (await startupWords()).connecting;
});

type Env = Record<string, string>;

/** What the command itself writes first on a terminal's stderr (it fails to connect). */
async function commandsFirstWrite(argv: string[], env: Env): Promise<string | undefined> {
  const taken = takeLocaleFlag(argv);
  const speech = await cliSpeech(taken.locale, env);
  const [name, ...args] = takeVerboseFlag(taken.rest).rest;
  const writes: string[] = [];
  const stderr = {
    isTTY: true,
    columns: COLUMNS,
    write: (text: string) => (writes.push(text), true),
  } as unknown as NodeJS.WriteStream;
  const command = createCallCommand(
    {
      connect: () => Promise.reject(new Error('refused')),
      stdin: { isTTY: false } as unknown as NodeJS.ReadStream,
      stdout: { isTTY: false, write: () => true } as unknown as NodeJS.WriteStream,
      stderr,
      signals: new EventEmitter() as unknown as CallDeps['signals'],
    },
    name === 'task' ? TASK_SPEC : CALL_SPEC,
  );
  await command.run(args, fakeIo(), speech);
  return writes[0];
}

const URL = 'http://127.0.0.1:9/mcp';

describe("the bin's early first frame", () => {
  const same: [string, string[], Env][] = [
    ['English, a URL', ['call', URL, 'close_ticket'], {}],
    ['--locale de', ['--locale', 'de', 'call', URL, 'close_ticket'], {}],
    ['--locale=fr after the command', ['call', URL, 'close_ticket', '--locale=fr'], {}],
    ['LANG ja_JP.UTF-8', ['call', URL, 'close_ticket'], { LANG: 'ja_JP.UTF-8' }],
    ['LC_ALL zh_CN over LANG', ['call', URL, 't'], { LC_ALL: 'zh_CN.UTF-8', LANG: 'de_DE' }],
    ['Arabic', ['--locale', 'ar', 'call', URL, 't'], {}],
    ['pseudo-locale ar-XB', ['--locale', 'ar-XB', 'call', URL, 't'], {}],
    ['pseudo-locale en-XA', ['--locale', 'en-XA', 'call', URL, 't'], {}],
    [
      '--stdio and --server-id',
      ['call', '--stdio', 'node s.mjs --x', 't', '--server-id', 'db'],
      {},
    ],
    ['--stdio, no id', ['call', '--stdio', 'node s.mjs --log /tmp/x.jsonl', 'drop_table'], {}],
    ['--verbose, task', ['--verbose', 'task', 'https://example.com/mcp', 'task-1'], {}],
    [
      'inline --args, --json, --protocol',
      ['call', URL, 't', '--args', '{"a":1}', '--json', '--protocol', '2025-11-25'],
      {},
    ],
    ['a URL wider than the terminal', ['call', `https://example.com/${'x'.repeat(120)}`, 't'], {}],
    ['a hostile server id', ['call', URL, 't', '--server-id', 'a\u001b[2Jb\u202e\nc'], {}],
  ];
  for (const [label, argv, env] of same)
    it(`is the spinner's first frame: ${label}`, async () => {
      const text = firstFrameText(argv, env, words);
      expect(text).toBeDefined();
      expect(spinnerFrame(0, text!, COLUMNS)).toBe(await commandsFirstWrite(argv, env));
    });

  const none: [string, string[], Env][] = [
    ['--help', ['call', '--help'], {}],
    ['-h', ['task', '-h'], {}],
    ['no tool', ['call', URL], {}],
    ['two tools', ['call', URL, 'a', 'b'], {}],
    ['not http', ['call', 'ftp://example.com', 't'], {}],
    ['an unknown flag', ['call', URL, 't', '--bogus'], {}],
    ['--detach on task', ['task', URL, 'id', '--detach'], {}],
    ['--args from stdin', ['call', URL, 't', '--args', '@-'], {}],
    ['--answers from stdin', ['call', URL, 't', '--answers', '-'], {}],
    ['an unknown --locale (its note comes first)', ['--locale', 'xx', 'call', URL, 't'], {}],
    ['--locale without a value', ['call', URL, 't', '--locale'], {}],
    ['another command', ['tools', URL], {}],
    ['help call', ['help', 'call'], {}],
    ['no command', [], {}],
  ];
  for (const [label, argv, env] of none)
    it(`is not painted: ${label}`, () => {
      expect(firstFrameText(argv, env, words)).toBeUndefined();
    });

  it('has the words of every shipped locale', async () => {
    const { SHIPPED_LOCALES } = await import('../detectLocale.js');
    expect(Object.keys(words).sort()).toEqual([...SHIPPED_LOCALES].sort());
  });
});
