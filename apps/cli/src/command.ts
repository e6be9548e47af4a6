// The contract every `elicitkit` command implements. main.ts only looks commands up by name in
// commands/index.ts, so a new command (call, tools, …) is one new file plus one line there.
import type { CliMessageKey, CliMsg } from './messages/CliLocalizer.js';
import type { CliSpeech } from './cliSpeech.js';

/** What a command may touch of the outside world: injected so output and colour stay testable. */
export interface CliIo {
  /** Writes to stdout as-is (commands add their own newlines). */
  out(text: string): void;
  /** Writes to stderr as-is. */
  err(text: string): void;
  /** Reads all of stdin as UTF-8 text. */
  readStdin(): Promise<string>;
  /** Directory relative paths are resolved against (the caller's, not the repo's). */
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  /** Whether stdout is a terminal (colour is only ever used there). */
  stdoutIsTTY: boolean;
  /** Whether stdin is a terminal (reading `-` then waits for typing, so say so). */
  stdinIsTTY: boolean;
}

export interface Command {
  name: string;
  /** One line for the program's command list. */
  summary: CliMsg;
  /** The catalogue's `elicitkit <name> --help` text (see helpText.ts). */
  help: CliMessageKey;
  /**
   * Returns the exit code: 0 success, 1 a negative verdict, 2 bad usage. `speech` is the
   * language runCli resolved (English when a test runs the command directly).
   */
  run(args: readonly string[], io: CliIo, speech?: CliSpeech): Promise<number>;
}

export const EXIT_OK = 0;
export const EXIT_INVALID = 1;
export const EXIT_USAGE = 2;
