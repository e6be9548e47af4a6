// A one-line status drawn in place (`\r`, erase line, text) must stay on its line: a status wider
// than the terminal wraps, and the next redraw erases only the last row, so every frame leaves a
// line behind. Widths are counted per grapheme cluster (a letter with its combining marks, an
// emoji sequence), each as the larger of string-width's measure and its parts' sum, because many
// terminals draw an emoji sequence part by part: an undercount would wrap after all.
import stringWidth from 'string-width';

const segmenter = new Intl.Segmenter();

function clusterWidth(cluster: string): number {
  const measured = stringWidth(cluster);
  if (cluster.length < 2) return measured;
  let parts = 0;
  for (const codePoint of cluster) parts += stringWidth(codePoint);
  return Math.max(measured, parts);
}

const ELLIPSIS = '…';

/**
 * `text` on one line of a terminal `columns` wide: line breaks become spaces and what does not fit
 * is cut, ending in `…`. The last column stays empty, as a character there makes some terminals
 * wrap the cursor. Without a width (not a terminal) the text is only made one line.
 */
export function fitLine(text: string, columns: number | undefined): string {
  const flat = text.replace(/[\r\n\t\v\f]+/g, ' ');
  if (columns === undefined || !Number.isFinite(columns) || columns <= 0) return flat;
  const room = Math.max(0, Math.floor(columns) - 1);
  const clusters = Array.from(segmenter.segment(flat), ({ segment }) => segment);
  const widths = clusters.map(clusterWidth);
  if (widths.reduce((sum, w) => sum + w, 0) <= room) return flat;
  const budget = room - clusterWidth(ELLIPSIS);
  if (budget < 0) return '';
  let used = 0;
  let out = '';
  for (const [index, cluster] of clusters.entries()) {
    const width = widths[index] as number;
    if (used + width > budget) break;
    used += width;
    out += cluster;
  }
  return `${out}${ELLIPSIS}`;
}
