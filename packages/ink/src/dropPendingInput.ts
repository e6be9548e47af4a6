import { readSync } from 'node:fs';
import { ReadStream } from 'node:tty';

/**
 * Throws away the keys that reached the terminal before the question is drawn (typed while the
 * host connected or called, or during an earlier question's record), so none of them answers a
 * question the person has not seen. Raw mode first: a half-typed line is then readable too.
 * Only a real terminal: libuv keeps its descriptor non-blocking, so reading stops at "nothing
 * left" (EAGAIN) instead of waiting for a key.
 */
export function dropPendingInput(stdin: NodeJS.ReadStream): void {
  // What Node already read from the terminal and holds for the next reader.
  if (stdin.readableLength > 0) stdin.read();
  const { fd } = stdin as { fd?: unknown };
  if (!(stdin instanceof ReadStream) || typeof fd !== 'number') return;
  // Put back as found: the prompt turns raw mode on itself for as long as it reads keys, and a
  // question that reads none (one too large to show) must leave the terminal as it was.
  const wasRaw = stdin.isRaw;
  stdin.setRawMode(true);
  try {
    drain(fd);
  } finally {
    if (!wasRaw) stdin.setRawMode(false);
  }
}

function drain(fd: number): void {
  const scratch = Buffer.alloc(4096);
  // Bounded: a terminal cannot hold more than a few kilobytes of typed-ahead keys.
  for (let i = 0; i < 64; i++) {
    try {
      if (readSync(fd, scratch, 0, scratch.length, null) <= 0) return;
    } catch {
      return;
    }
  }
}
