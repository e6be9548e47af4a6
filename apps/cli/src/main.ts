// The `elicitkit` entry point: wires the process to runCli and sets the exit code. It sets
// process.exitCode rather than calling process.exit() so piped output is flushed first.
import { isatty } from 'node:tty';
import type { CliIo } from './command.js';
import { runCli } from './runCli.js';
import { eraseEarlyFrame } from './startup/earlyFrame.js';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

// `elicitkit … | head` closes the pipe early; that is the reader's choice, not an error to report.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

// The bin may have painted the spinner's first frame on stderr (startup/bin.ts); anything written
// before the spinner draws over it, and the exit, erase it first, so it is never left behind.
const eraseEarly = () => eraseEarlyFrame((text) => void process.stderr.write(text));
process.on('exit', eraseEarly);

const io: CliIo = {
  out: (text) => (eraseEarly(), void process.stdout.write(text)),
  err: (text) => (eraseEarly(), void process.stderr.write(text)),
  readStdin,
  cwd: process.cwd(),
  env: process.env,
  stdoutIsTTY: process.stdout.isTTY === true,
  // Asked of the descriptor: touching process.stdin builds its stream (a few ms at every start,
  // `--help` included), which only a command that reads stdin needs.
  stdinIsTTY: isatty(0),
};

process.exitCode = await runCli(process.argv.slice(2), io);
