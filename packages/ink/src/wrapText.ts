// Terminal cells a string occupies. The screen is laid out line by line (so the action row can
// never be pushed off-screen), which needs widths, and they must never be less than Ink's: Ink
// measures with string-width and truncates a row it finds too wide, so an undercount would cut
// server text off the screen. Nor less than the terminal's: many terminals (tmux among them) draw
// an emoji sequence (ZWJ, skin tone) as its parts, wider than string-width's 2, and a row that
// wraps in the terminal leaves the previous frame's residue on every redraw. So each cluster
// counts the larger of the two. Text is split into grapheme clusters, so an emoji sequence or a
// letter with its combining marks is never broken across lines.
import stringWidth from 'string-width';

const graphemeSegmenter = new Intl.Segmenter();

/** The text's user-perceived characters (grapheme clusters), in order. */
export function graphemes(text: string): string[] {
  return Array.from(graphemeSegmenter.segment(text), ({ segment }) => segment);
}

/** Cells one character (or cluster) may take: as Ink counts them, or as drawn part by part. */
export function charWidth(char: string): number {
  const measured = stringWidth(char);
  if (char.length < 2) return measured;
  let parts = 0;
  for (const codePoint of char) parts += stringWidth(codePoint);
  return Math.max(measured, parts);
}

export function displayWidth(text: string): number {
  let width = 0;
  for (const char of graphemes(text)) width += charWidth(char);
  return width;
}

/** The longest prefix of `text` that fits in `width` cells. */
export function fitWidth(text: string, width: number): string {
  let used = 0;
  let out = '';
  for (const char of graphemes(text)) {
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
          if (head === '') head = graphemes(rest)[0] ?? '';
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
