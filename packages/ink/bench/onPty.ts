// A process on a fresh 80×24 pty (util-linux `script`), its output watched: what the Ink benches
// measure frames on.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b[78=>]/g;

const quote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

export interface PtyRun {
  child: ChildProcess;
  started: number;
  /** Resolves with the time (ms since start) at which the output first satisfies `check`. */
  until(check: (text: string) => boolean): Promise<number>;
  /** Output seen so far, escapes removed. */
  text(): string;
  exited: Promise<number>;
  stop(): void;
}

/** Runs argv on a fresh 80×24 pty; the clock starts just before the spawn. */
export function onPty(argv: string[], env: NodeJS.ProcessEnv = process.env): PtyRun {
  const command = `stty cols 80 rows 24 2>/dev/null; exec ${argv.map(quote).join(' ')}`;
  const started = performance.now();
  const child = spawn('script', ['-qfec', command, '/dev/null'], {
    detached: true,
    stdio: ['pipe', 'pipe', 'ignore'],
    env: { ...env, CI: 'false', NO_COLOR: '1' },
  });
  let output = '';
  const waiters: { check: (text: string) => boolean; resolve: (ms: number) => void }[] = [];
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
    const now = performance.now();
    const text = output.replace(ANSI, '');
    for (const w of [...waiters]) {
      if (w.check(text)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(now - started);
      }
    }
  });
  const exited = new Promise<number>((resolve) =>
    child.once('exit', () => resolve(performance.now() - started)),
  );
  return {
    child,
    started,
    text: () => output.replace(ANSI, ''),
    until: (check) =>
      new Promise((resolve) => {
        const text = output.replace(ANSI, '');
        if (check(text)) resolve(performance.now() - started);
        else waiters.push({ check, resolve });
      }),
    exited,
    stop() {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    },
  };
}
