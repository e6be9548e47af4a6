// Stream doubles for promptElicitation, so the whole path (render, raw mode,
// unmount, restore) runs in-process. Shaped like ink-testing-library's, plus raw-mode bookkeeping.
import { EventEmitter } from 'node:events';

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b[78]/g;

class FakeStdin extends EventEmitter {
  isTTY: boolean;
  isRaw = false;
  private data: string | null = null;
  constructor(isTTY = true) {
    super();
    this.isTTY = isTTY;
  }
  write(data: string): void {
    this.data = data;
    this.emit('readable');
  }
  read(): string | null {
    const { data } = this;
    this.data = null;
    return data;
  }
  setRawMode(raw: boolean): this {
    this.isRaw = raw;
    return this;
  }
  setEncoding(): this {
    return this;
  }
  resume(): this {
    return this;
  }
  pause(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }
}

class FakeStdout extends EventEmitter {
  readonly isTTY = true;
  columns: number;
  rows: number;
  output = '';
  constructor(columns = 80, rows = 24) {
    super();
    this.columns = columns;
    this.rows = rows;
  }
  write(chunk: string): boolean {
    this.output += chunk;
    return true;
  }
  /** Everything written, without escape sequences. */
  text(): string {
    return this.output.replace(ANSI, '');
  }
}

class FakeStderr extends EventEmitter {
  output = '';
  write(chunk: string): boolean {
    this.output += chunk;
    return true;
  }
}

export function fakeTerminal(options: { isTTY?: boolean; columns?: number; rows?: number } = {}) {
  const stdin = new FakeStdin(options.isTTY ?? true);
  const stdout = new FakeStdout(options.columns, options.rows);
  const stderr = new FakeStderr();
  return {
    stdin,
    stdout,
    stderr,
    /**
     * The streams as promptElicitation's options want them; a test's keys come from a script, not
     * a person who may not have read the question yet, so they act at once (armDelayMs 0).
     */
    streams: {
      stdin: stdin as unknown as NodeJS.ReadStream,
      stdout: stdout as unknown as NodeJS.WriteStream,
      stderr: stderr as unknown as NodeJS.WriteStream,
      armDelayMs: 0,
    },
  };
}
