// Terminal cells a string occupies. The screen is laid out line by line (so the action row can
// never be pushed off-screen), which needs widths; this is deliberately approximate: wide East
// Asian characters and emoji count 2, combining marks 0, everything else 1. Every line is also
// drawn with truncation, so an estimate that is off can shorten a line but never add one.
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}]$/u;

function isWide(codePoint: number): boolean {
  return (
    (codePoint >= 0x1100 && codePoint <= 0x115f) ||
    (codePoint >= 0x2e80 && codePoint <= 0xa4cf && codePoint !== 0x303f) ||
    (codePoint >= 0xac00 && codePoint <= 0xd7a3) ||
    (codePoint >= 0xf900 && codePoint <= 0xfaff) ||
    (codePoint >= 0xfe30 && codePoint <= 0xfe4f) ||
    (codePoint >= 0xff00 && codePoint <= 0xff60) ||
    (codePoint >= 0xffe0 && codePoint <= 0xffe6) ||
    (codePoint >= 0x1f300 && codePoint <= 0x1f64f) ||
    (codePoint >= 0x1f900 && codePoint <= 0x1f9ff) ||
    (codePoint >= 0x20000 && codePoint <= 0x3fffd)
  );
}

export function charWidth(char: string): number {
  if (ZERO_WIDTH.test(char)) return 0;
  return isWide(char.codePointAt(0) ?? 0) ? 2 : 1;
}

export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/** The longest prefix of `text` that fits in `width` cells. */
export function fitWidth(text: string, width: number): string {
  let used = 0;
  let out = '';
  for (const char of text) {
    const w = charWidth(char);
    if (used + w > width) break;
    used += w;
    out += char;
  }
  return out;
}

/** The text broken into lines of at most `width` cells: at spaces where possible, mid-word when a word is too long. */
export function wrapText(text: string, width: number): string[] {
  const max = Math.max(1, width);
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let current = '';
    let currentWidth = 0;
    for (const word of paragraph.split(/(?<= )/)) {
      let rest = word;
      while (rest !== '') {
        const w = displayWidth(rest.trimEnd());
        if (currentWidth + w <= max) {
          current += rest;
          currentWidth += displayWidth(rest);
          rest = '';
        } else if (currentWidth > 0 && w <= max) {
          lines.push(current.trimEnd());
          current = '';
          currentWidth = 0;
        } else {
          let head = fitWidth(rest, max - currentWidth);
          if (head === '' && currentWidth > 0) {
            lines.push(current.trimEnd());
            current = '';
            currentWidth = 0;
            continue;
          }
          if (head === '') head = Array.from(rest)[0] ?? '';
          lines.push((current + head).trimEnd());
          current = '';
          currentWidth = 0;
          rest = rest.slice(head.length);
        }
      }
    }
    lines.push(current.trimEnd());
  }
  return lines;
}
