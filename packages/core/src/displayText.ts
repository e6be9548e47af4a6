// Server-supplied text is shown as plain text, never interpreted. These characters could hide,
// reorder or restyle what the person reads, so none of them reaches the screen:
// - ANSI/VT escape sequences (CSI, OSC, DCS, single-character escapes) that would restyle a terminal;
// - C0/C1 control characters other than newline and tab;
// - bidirectional overrides, isolates and marks (Trojan Source style reordering);
// - zero-width characters that hide inside a word (a joiner only where no script needs one).
// Removing them without a trace would hide the tampering too, so each run of them becomes one
// visible mark: the person can tell the text was altered, and the mark itself is inert.
const ESCAPE_SEQUENCE =
  // OSC/DCS/SOS/PM/APC ... terminated by BEL or ST; CSI ... final byte; two-character escapes.
  // eslint-disable-next-line no-control-regex
  /\u001b(?:[\]PX^_][\s\S]*?(?:\u0007|\u001b\\|$)|\[[0-?]*[ -/]*[@-~]?|[@-Z\\-_]|[ -/]*[0-~]?)|\u009b[0-?]*[ -/]*[@-~]?|[\u0090\u009d\u009e\u009f][\s\S]*?(?:\u0007|\u009c|$)/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const ZERO_WIDTH = /[\u200b\u2060\ufeff]/g;
// ZWNJ and ZWJ are part of ordinary writing between letters (Persian, Indic scripts) and inside
// emoji sequences (👩‍👩‍👧); anywhere else they only hide something.
const STRAY_JOINER =
  /(?<![\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f])[\u200c\u200d]|[\u200c\u200d](?![\p{L}\p{M}\p{Extended_Pictographic}])/gu;
// A placeholder for what was hidden: U+FFFD REPLACEMENT CHARACTER, drawn by every font and terminal.
export const HIDDEN_MARK = '\ufffd';
const HIDDEN_PLACEHOLDER = '\u0000';
// eslint-disable-next-line no-control-regex
const PLACEHOLDER_RUN = /\u0000+/g;
// One cheap scan decides whether any of the rewrites above can apply (most text is already clean).
const NEEDS_WORK =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/;
const SPACING_WORK = /\s\s|^\s|\s$|[^\S ]/;

export interface DisplayTextOptions {
  /** Fold all whitespace (including newlines) to single spaces, for labels. */
  singleLine?: boolean;
  /** Cut to this many characters (code points), ending with an ellipsis. */
  maxLength?: number;
}

/**
 * Any value in, display-safe plain text out; never throws. Hidden and control characters show
 * as `HIDDEN_MARK` (one per run), so tampering stays visible.
 */
export function toDisplayText(value: unknown, options: DisplayTextOptions = {}): string {
  if (value === undefined || value === null) return '';
  let text = typeof value === 'string' ? value : safeStringify(value);
  if (
    options.maxLength === undefined &&
    !NEEDS_WORK.test(text) &&
    (!options.singleLine || !SPACING_WORK.test(text))
  ) {
    return text;
  }
  if (NEEDS_WORK.test(text)) {
    // NUL stands for "hidden here" while the patterns run (a NUL of the text's own counts too),
    // then each run of them becomes one mark.
    text = text
      .replace(/\r\n?/g, '\n')
      .replace(ESCAPE_SEQUENCE, HIDDEN_PLACEHOLDER)
      .replace(CONTROL, HIDDEN_PLACEHOLDER)
      .replace(BIDI, HIDDEN_PLACEHOLDER)
      .replace(ZERO_WIDTH, HIDDEN_PLACEHOLDER)
      .replace(STRAY_JOINER, HIDDEN_PLACEHOLDER)
      .replace(PLACEHOLDER_RUN, HIDDEN_MARK)
      .replace(/\t/g, '  ');
  }
  if (options.singleLine) text = text.replace(/\s+/g, ' ').trim();
  if (options.maxLength !== undefined) text = cutText(text, options.maxLength);
  return text;
}

/** `text` cut to `maxLength` characters (code points), ending with an ellipsis when cut. */
export function cutText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  // Code points are counted only as far as the cut: a megabyte is not split into a million.
  let end = 0;
  let cut = 0;
  for (let n = 0; n < maxLength; n++) {
    if (end >= text.length) return text;
    if (n === maxLength - 1) cut = end;
    end += text.codePointAt(end)! > 0xffff ? 2 : 1;
  }
  return end < text.length ? text.slice(0, cut) + '…' : text;
}

function safeStringify(value: unknown): string {
  try {
    return typeof value === 'object' ? (JSON.stringify(value) ?? '') : String(value);
  } catch {
    return '';
  }
}
