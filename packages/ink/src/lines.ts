import { wrapText } from './wrapText.js';

/** Colour roles; the screen maps them to terminal colours, or to none under NO_COLOR. */
export type Tone = 'accent' | 'error' | 'warning' | 'success' | 'focus';

export interface Style {
  tone?: Tone;
  bold?: boolean;
  dim?: boolean;
  inverse?: boolean;
  underline?: boolean;
}

export interface Segment {
  text: string;
  style?: Style;
}

/**
 * One terminal row. The prompt is built as rows rather than free-flowing boxes so its height is
 * known before drawing: that is what lets the body scroll while the action row stays pinned.
 */
export interface Line {
  key: string;
  segments: Segment[];
}

export function seg(text: string, style?: Style): Segment {
  return style ? { text, style } : { text };
}

export function line(key: string, ...segments: Segment[]): Line {
  return { key, segments };
}

/** `text` wrapped to `width` cells as rows keyed `key:0`, `key:1`…, each after `prefix`. */
export function wrappedLines(
  key: string,
  text: string,
  width: number,
  prefix: string,
  style?: Style,
): Line[] {
  return wrapText(text, Math.max(10, width - prefix.length)).map((t, i) =>
    line(`${key}:${i}`, seg(prefix), seg(t, style)),
  );
}

/** Plain text of a line, as it appears on screen. */
export function lineText(l: Line): string {
  return l.segments.map((s) => s.text).join('');
}

/** A whole prompt screen: the pinned top row, the visible slice of the body, and the pinned bottom rows. */
export interface ScreenLayout {
  top: Line;
  body: Line[];
  status: Line;
  actions: Line;
  footer: Line;
}

/** Rows kept for the pinned parts (identity, status, actions, keys) plus one for the cursor's own line. */
const PINNED_ROWS = 5;

/** Body rows available in a terminal of `rows` rows; unbounded when the height is unknown. */
export function bodyHeight(rows: number | undefined): number {
  return rows && rows > 0 ? Math.max(3, rows - PINNED_ROWS) : Infinity;
}

export interface ButtonSpec<T extends string> {
  id: T;
  label: string;
  disabled?: boolean;
  /** The one action the screen expects next: drawn in the accent colour. */
  primary?: boolean;
  /** Accept on behalf of a destructive tool: drawn red. */
  danger?: boolean;
}

/**
 * The action row: the focused button is bracketed (and inverse), so focus reads even without
 * colour. When the row would not fit `width`, the padding shrinks rather than a button being cut.
 */
export function buttonSegments<T extends string>(
  buttons: ButtonSpec<T>[],
  focused: T | undefined,
  width = Infinity,
  /** Said after a button that cannot be pressed (the catalogue's `terminal.unavailableSuffix`). */
  unavailable = ' (unavailable)',
): Segment[] {
  const roomy =
    buttons.reduce((n, b) => n + b.label.length + 5, 1) +
    buttons.filter((b) => b.disabled).length * unavailable.length;
  const pad = roomy <= width - 1 ? '  ' : ' ';
  const inner = pad === '  ' ? ' ' : '';
  const out: Segment[] = [seg(' ')];
  for (const b of buttons) {
    const tone = b.danger ? 'error' : b.primary ? 'accent' : undefined;
    const focusTone = b.danger ? 'error' : 'focus';
    if (b.disabled) out.push(seg(`${pad}${b.label}${unavailable}${pad}`, { dim: true }));
    else if (b.id === focused)
      out.push(
        seg(`[${inner}${b.label}${inner}]`, {
          inverse: true,
          bold: true,
          tone: focusTone,
        }),
      );
    else
      out.push(seg(`${pad}${b.label}${pad}`, { bold: true, ...(tone !== undefined && { tone }) }));
    out.push(seg(' '));
  }
  return out;
}
