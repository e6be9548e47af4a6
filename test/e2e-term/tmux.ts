// A real terminal for the tests: one private tmux server per session (its own -L socket), keys
// sent one per send-keys call as a person types them, the screen read with capture-pane.
import { execFileSync } from 'node:child_process';

export interface TmuxOptions {
  columns?: number;
  rows?: number;
  /** Extra environment for the program only (CI=false is always set: Ink draws nothing under CI). */
  env?: Record<string, string>;
  cwd?: string;
  /** Shell run after the program ends (e.g. to print the terminal's mode), before the pane idles. */
  afterExit?: string;
}

/** The mark of the line a question shows while its keys do not act yet (ink's disarmedLayout). */
export const ARMING_MARK = '⧗';

const quote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

let counter = 0;

export class TmuxSession {
  readonly socket: string;
  private readonly serverPid: number;
  private readonly panePid: number;

  /** Starts `argv` in a fresh terminal. When it ends, "EXIT=<code>" is printed and the pane kept. */
  constructor(argv: string[], options: TmuxOptions = {}) {
    this.socket = `ek-e2e-${process.pid}-${++counter}`;
    const env = Object.entries({ CI: 'false', ...options.env })
      .map(([key, value]) => `${key}=${quote(value)}`)
      .join(' ');
    const after = options.afterExit ? `${options.afterExit}; ` : '';
    const script = `env ${env} ${argv.map(quote).join(' ')}; echo "EXIT=$?"; ${after}exec sleep 600`;
    this.tmux(
      'new-session',
      '-d',
      '-s',
      'main',
      '-x',
      String(options.columns ?? 80),
      '-y',
      String(options.rows ?? 24),
      ...(options.cwd ? ['-c', options.cwd] : []),
      script,
    );
    this.serverPid = Number(this.tmux('display-message', '-p', '-t', 'main', '#{pid}').trim());
    this.panePid = Number(this.tmux('display-message', '-p', '-t', 'main', '#{pane_pid}').trim());
  }

  tmux(...args: string[]): string {
    return execFileSync('tmux', ['-L', this.socket, '-f', '/dev/null', ...args], {
      encoding: 'utf8',
    });
  }

  /** One key per call: a tmux key name (Enter, Down, C-c, BSpace…) or a single character. */
  key(name: string): void {
    this.tmux('send-keys', '-t', 'main', ...(name.length === 1 ? ['-l', name] : [name]));
  }

  /** Types text one character per send-keys call. */
  type(text: string): void {
    for (const char of text) this.key(char);
  }

  /** The screen as plain text (or with escape sequences, to check styling). */
  screen(withEscapes = false): string {
    return this.tmux('capture-pane', '-p', ...(withEscapes ? ['-e'] : []), '-t', 'main');
  }

  format(spec: string): string {
    return this.tmux('display-message', '-p', '-t', 'main', spec).trim();
  }

  resize(columns: number, rows: number): void {
    this.tmux('resize-window', '-t', 'main', '-x', String(columns), '-y', String(rows));
  }

  /**
   * Polls the screen until `check` holds; throws with the last screen if it never does. As a
   * person would, it also waits out a question's first moment, while its keys do not act yet (the
   * ⧗ line): `{ armed: false }` returns as soon as `check` holds, to look at that moment itself.
   */
  async waitFor(
    check: string | RegExp | ((screen: string) => boolean),
    timeoutMs = 15_000,
    options: { armed?: boolean } = {},
  ): Promise<string> {
    const holds =
      typeof check === 'string'
        ? (s: string) => s.includes(check)
        : check instanceof RegExp
          ? (s: string) => check.test(s)
          : check;
    const test =
      options.armed === false ? holds : (s: string) => holds(s) && !s.includes(ARMING_MARK);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const last = this.screen();
      if (test(last)) return last;
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${String(check)}; the screen was:\n${last}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * Stops the program and the tmux server, by PID: the pane's shell leads the process group the
   * program runs in, so the group goes first, then the server.
   */
  close(): void {
    const kill = (pid: number, signal: NodeJS.Signals) => {
      try {
        process.kill(pid, signal);
      } catch {
        // Already gone.
      }
    };
    kill(-this.panePid, 'SIGKILL');
    kill(this.serverPid, 'SIGTERM');
  }
}
