import { MESSAGE_FOLD } from '@elicitkit/core';
import { wrapText } from './wrapText.js';

interface Pages {
  width: number;
  /** Where each piece of the message starts; the last entry is its length. */
  starts: number[];
  /** Each piece wrapped to the width, once it has been on screen. */
  wrapped: Map<number, string[]>;
}

// Wrapping a megabyte whole takes seconds, so the message is read in pieces of about a fold's
// length, each wrapped when first on screen and kept while the question lives.
const cache = new WeakMap<object, Pages>();

/** Piece boundaries: every MESSAGE_FOLD characters, moved back to a line break or space when near. */
function piecesOf(message: string): number[] {
  const starts = [0];
  for (let at = 0; at < message.length;) {
    let end = Math.min(message.length, at + MESSAGE_FOLD);
    if (end < message.length) {
      const near = message.slice(end - 200, end);
      const cut = Math.max(near.lastIndexOf('\n'), near.lastIndexOf(' '));
      if (cut >= 0) end = end - 200 + cut + 1;
      // Never inside a surrogate pair (half an emoji draws as garbage).
      const code = message.charCodeAt(end - 1);
      if (code >= 0xd800 && code <= 0xdbff) end -= 1;
    }
    starts.push(end);
    at = end;
  }
  return starts;
}

export interface MessageWindow {
  /** Up to `count` rows from row `from` of the whole message, wrapped to the width. */
  rows: string[];
  /** All the message's rows, once the window reaches its end (unknown before). */
  total: number | undefined;
  /** How far into the message (0–100) the window is: by characters, by rows once the end is known. */
  percent: number;
}

/**
 * A window of the whole message's rows, for reading it all in the terminal. `key` is what the
 * wrapped pieces are kept under (the question's request).
 */
export function messageWindow(
  key: object,
  message: string,
  width: number,
  from: number,
  count: number,
): MessageWindow {
  let pages = cache.get(key);
  if (!pages || pages.width !== width) {
    pages = { width, starts: piecesOf(message), wrapped: new Map() };
    cache.set(key, pages);
  }
  const { starts, wrapped } = pages;
  const piece = (i: number) => {
    let lines = wrapped.get(i);
    if (!lines) {
      lines = wrapText(message.slice(starts[i], starts[i + 1]).trimEnd(), width);
      wrapped.set(i, lines);
    }
    return lines;
  };
  const rows: string[] = [];
  let row = 0;
  let percent = 0;
  for (let i = 0; i < starts.length - 1; i++) {
    const lines = piece(i);
    if (row + lines.length > from && rows.length < count) {
      if (rows.length === 0) percent = Math.floor((100 * starts[i]!) / message.length);
      rows.push(
        ...lines.slice(Math.max(0, from - row), Math.max(0, from - row) + count - rows.length),
      );
    }
    row += lines.length;
    if (rows.length >= count && i < starts.length - 2) return { rows, total: undefined, percent };
  }
  // The end known: how far the window's last row is, by rows.
  return {
    rows,
    total: row,
    percent: row === 0 ? 100 : Math.round((100 * (from + rows.length)) / row),
  };
}
