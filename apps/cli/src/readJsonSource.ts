import { resolve } from 'node:path';
import type { CliIo } from './command.js';
import { UsageError } from './usageError.js';

/**
 * Reads and parses JSON from a file path or `-` (stdin). Every way this can go wrong is the
 * caller's to fix, so each becomes a UsageError with a one-line reason, never a stack trace.
 * `what` names the source in messages (e.g. "input", "--answer file").
 */
export async function readJsonSource(source: string, io: CliIo, what: string): Promise<unknown> {
  const label = source === '-' ? `${what} (stdin)` : `${what} ${JSON.stringify(source)}`;
  let text: string;
  if (source === '-' && io.stdinIsTTY) {
    io.err(`elicitkit: reading the ${what} from the terminal; end it with Ctrl-D\n`);
  }
  try {
    // node:fs/promises is loaded on first use: Node has not loaded it at start-up, and the first
    // frame of a command that reads no file should not wait for it.
    text =
      source === '-'
        ? await io.readStdin()
        : await (await import('node:fs/promises')).readFile(resolve(io.cwd, source), 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${label}: ${describeFsError(error)}`);
  }
  return parseJsonText(text, label);
}

/** A flag's JSON value: inline JSON, or `@file` (`@-` for stdin). `flag` is e.g. "--args". */
export function readJsonArg(value: string, io: CliIo, flag: string): Promise<unknown> {
  return value.startsWith('@')
    ? readJsonSource(value.slice(1), io, `${flag} file`)
    : Promise.resolve(parseJsonText(value, flag));
}

/** Parses JSON text (a leading byte-order mark is allowed); UsageError when it is not JSON. */
export function parseJsonText(text: string, label: string): unknown {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (body.trim() === '') throw new UsageError(`${label} is empty, not JSON`);
  try {
    return JSON.parse(body) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new UsageError(`${label} is not valid JSON: ${reason}`);
  }
}

function describeFsError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'it is a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
