import type { Tone } from './lines.js';

/** The terminal's size as the prompt lays out for it. */
export interface TerminalSize {
  columns: number;
  /** Unknown (not a terminal, or a test): the whole form is shown and nothing scrolls. */
  rows?: number;
}

/** A one-row message in the status line (cleared by the next key). */
export interface Notice {
  tone: Tone;
  text: string;
}

/** What the screen currently shows, so paging keys know how far to go. */
export interface ViewInfo {
  top: number;
  maxTop: number;
  height: number;
}
