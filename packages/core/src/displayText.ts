// Server-supplied text is shown as plain text, never interpreted. These characters could hide,
// reorder or restyle what the person reads, so they are removed before display:
// - ANSI/VT escape sequences (CSI, OSC, DCS, single-character escapes) that would restyle a terminal;
// - C0/C1 control characters other than newline and tab;
// - bidirectional overrides and isolates (Trojan Source style reordering).
const ESCAPE_SEQUENCE =
  // OSC/DCS/SOS/PM/APC ... terminated by BEL or ST; CSI ... final byte; two-character escapes.
  // eslint-disable-next-line no-control-regex
  /\u001b(?:[\]PX^_][\s\S]*?(?:\u0007|\u001b\\|$)|\[[0-?]*[ -/]*[@-~]?|[@-Z\\-_]|[ -/]*[0-~]?)|\u009b[0-?]*[ -/]*[@-~]?|[\u0090\u009d\u009e\u009f][\s\S]*?(?:\u0007|\u009c|$)/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// One cheap scan decides whether any of the rewrites above can apply (most text is already clean).
// eslint-disable-next-line no-control-regex
const NEEDS_WORK = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const SPACING_WORK = /\s\s|^\s|\s$|[^\S ]/;

export interface DisplayTextOptions {
  /** Fold all whitespace (including newlines) to single spaces, for labels. */
  singleLine?: boolean;
  /** Cut to this many characters (code points), ending with an ellipsis. */
  maxLength?: number;
}

/** Any value in, display-safe plain text out; never throws. */
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
  text = text
    .replace(/\r\n?/g, '\n')
    .replace(ESCAPE_SEQUENCE, '')
    .replace(CONTROL, '')
    .replace(BIDI, '')
    .replace(/\t/g, '  ');
  if (options.singleLine) text = text.replace(/\s+/g, ' ').trim();
  if (options.maxLength !== undefined) {
    const chars = Array.from(text);
    if (chars.length > options.maxLength) {
      text = chars.slice(0, Math.max(0, options.maxLength - 1)).join('') + '…';
    }
  }
  return text;
}

function safeStringify(value: unknown): string {
  try {
    return typeof value === 'object' ? (JSON.stringify(value) ?? '') : String(value);
  } catch {
    return '';
  }
}
