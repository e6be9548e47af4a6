import { resolve } from 'node:path';
import type { CliLocalizer, CliMsg } from './messages/CliLocalizer.js';
import type { CliIo } from './command.js';
import { ENGLISH_SPEECH } from './cliSpeech.js';
import { UsageError } from './usageError.js';

/** What is read: check-schema's input, or the file a flag names (`--answers`, `--args`). */
export type JsonSourceName = 'input' | `--${string}`;

/** "input "x.json"", "the --answers file (stdin)": the source as its messages name it. */
export function jsonSourceLabel(what: JsonSourceName, source: string): CliMsg {
  const file = JSON.stringify(source);
  if (what === 'input')
    return source === '-'
      ? { key: 'cli.json.inputStdin' }
      : { key: 'cli.json.input', values: { file } };
  return source === '-'
    ? { key: 'cli.json.flagFileStdin', values: { flag: what } }
    : { key: 'cli.json.flagFile', values: { flag: what, file } };
}

/**
 * Reads and parses JSON from a file path or `-` (stdin). Every way this can go wrong is the
 * caller's to fix, so each becomes a UsageError with a one-line reason, never a stack trace.
 * `words` speaks the one note printed here (reading from a terminal).
 */
export async function readJsonSource(
  source: string,
  io: CliIo,
  what: JsonSourceName,
  words: CliLocalizer = ENGLISH_SPEECH.words,
): Promise<unknown> {
  const label = jsonSourceLabel(what, source);
  let text: string;
  if (source === '-' && io.stdinIsTTY) {
    const note = words.format({
      key: 'cli.json.readingTerminal',
      values: { label: words.format(label) },
    });
    io.err(`elicitkit: ${note}\n`);
  }
  try {
    // node:fs/promises is loaded on first use: Node has not loaded it at start-up, and the first
    // frame of a command that reads no file should not wait for it.
    text =
      source === '-'
        ? await io.readStdin()
        : await (await import('node:fs/promises')).readFile(resolve(io.cwd, source), 'utf8');
  } catch (error) {
    throw new UsageError({ key: 'cli.json.cannotRead' }, { label, reason: fsErrorMsg(error) });
  }
  return parseJsonText(text, label);
}

/** A flag's JSON value: inline JSON, or `@file` (`@-` for stdin). `flag` is e.g. "--args". */
export function readJsonArg(
  value: string,
  io: CliIo,
  flag: `--${string}`,
  words?: CliLocalizer,
): Promise<unknown> {
  return value.startsWith('@')
    ? readJsonSource(value.slice(1), io, flag, words)
    : Promise.resolve(parseJsonText(value, { key: 'cli.json.flagValue', values: { flag } }));
}

/** Parses JSON text (a leading byte-order mark is allowed); UsageError when it is not JSON. */
function parseJsonText(text: string, label: CliMsg): unknown {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (body.trim() === '') throw new UsageError({ key: 'cli.json.empty' }, { label });
  try {
    return JSON.parse(body) as unknown;
  } catch (error) {
    // The parser's own reason (where the JSON broke) is the runtime's, kept as it says it.
    const reason = error instanceof Error ? error.message : String(error);
    throw new UsageError({ key: 'cli.json.invalid', values: { reason } }, { label });
  }
}

function fsErrorMsg(error: unknown): CliMsg {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ENOENT':
      return { key: 'cli.json.noSuchFile' };
    case 'EISDIR':
      return { key: 'cli.json.isDirectory' };
    case 'EACCES':
    case 'EPERM':
      return { key: 'cli.json.permission' };
    default:
      return {
        key: 'cli.json.other',
        values: { detail: error instanceof Error ? error.message : String(error) },
      };
  }
}
