import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { quietKeys } from './quietKeys.js';

/** A terminal's stdin as far as quietKeys uses it: a stream with isTTY, isRaw and setRawMode. */
function fakeTerminal(isRaw = false) {
  const stream = Object.assign(new PassThrough(), {
    isTTY: true,
    isRaw,
    setRawMode(raw: boolean) {
      stream.isRaw = raw;
      return stream;
    },
  });
  return stream;
}
const asStdin = (s: unknown) => s as NodeJS.ReadStream;

describe('quietKeys', () => {
  it('holds the keys in raw mode, drops them, and gives the terminal back as it was', () => {
    const stdin = fakeTerminal();
    const onCtrlC = vi.fn();
    const keys = quietKeys(asStdin(stdin), onCtrlC);
    keys.hold();
    expect(stdin.isRaw).toBe(true);
    stdin.write('typed ahead\r');
    expect(onCtrlC).not.toHaveBeenCalled();
    stdin.write('\u0003');
    expect(onCtrlC).toHaveBeenCalledTimes(1);
    keys.release();
    expect(stdin.isRaw).toBe(false);
    expect(stdin.listenerCount('data')).toBe(0);
    expect(stdin.isPaused()).toBe(true);
    keys.release();
    expect(stdin.isRaw).toBe(false);
  });

  it('leaves a terminal a prompt holds (raw already), and a pipe, alone', () => {
    const raw = fakeTerminal(true);
    const held = quietKeys(asStdin(raw), vi.fn());
    held.hold();
    held.release();
    expect(raw.isRaw).toBe(true);
    expect(raw.listenerCount('data')).toBe(0);
    const pipe = Object.assign(new PassThrough(), { isTTY: false });
    const piped = quietKeys(asStdin(pipe), vi.fn());
    piped.hold();
    expect(pipe.listenerCount('data')).toBe(0);
  });
});
