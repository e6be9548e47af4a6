import type { Msg } from '@elicitkit/core';
import type { TerminalMsg } from './messages/TerminalLocalizer.js';
import type { Tone } from './lines.js';

/** The terminal's size as the prompt lays out for it. */
export interface TerminalSize {
  columns: number;
  /** Unknown (not a terminal, or a test): the whole form is shown and nothing scrolls. */
  rows?: number;
}

/**
 * A one-row message in the status line (cleared by the next key): a catalogue message (its
 * `nested` values are messages too, formatted first), or `text` a host's own code supplied (a
 * custom editor's error).
 */
export type Notice =
  | { tone: Tone; msg: Msg | TerminalMsg; nested?: Readonly<Record<string, Msg | TerminalMsg>> }
  | { tone: Tone; text: string };

/** What the screen currently shows, so paging keys know how far to go. */
export interface ViewInfo {
  top: number;
  maxTop: number;
  height: number;
}
