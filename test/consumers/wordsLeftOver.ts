/** Runs of whitespace as one space, so a hidden span's line break reads like the catalogue's space. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The words of `text` that are neither the catalogue's (`ours`, formatted by the locale's
 * localizer) nor the server's or the person's (`theirs`): each is cut out, longest first, and
 * whatever letters remain are words nobody translated. Punctuation and digits are not words.
 */
export function wordsLeftOver(
  text: string,
  ours: readonly string[],
  theirs: readonly string[],
): string[] {
  let rest = ` ${squash(text)} `;
  const pieces = [...ours, ...theirs].map(squash).filter((piece) => piece !== '');
  for (const piece of pieces.sort((a, b) => b.length - a.length)) {
    rest = rest.split(piece).join(' \u0000 ');
  }
  return rest
    .split('\u0000')
    .map(squash)
    .filter((run) => /\p{L}/u.test(run));
}
