// Test helper: a CliIo that records output, for running commands in-process. The spawned-process
// tests (runElicitkit) cover the real wiring; this keeps the many small cases fast.
import type { CliIo } from './command.js';

export interface FakeIo extends CliIo {
  stdout(): string;
  stderr(): string;
}

export function fakeIo(options: { stdin?: string; cwd?: string } = {}): FakeIo {
  let out = '';
  let err = '';
  return {
    out: (text) => void (out += text),
    err: (text) => void (err += text),
    readStdin: () => Promise.resolve(options.stdin ?? ''),
    cwd: options.cwd ?? process.cwd(),
    env: {},
    stdoutIsTTY: false,
    stdinIsTTY: false,
    stdout: () => out,
    stderr: () => err,
  };
}
