const ND = /\p{Nd}/u;
const digitValues = new Map<string, number>();

/**
 * The value of any Unicode decimal digit (Arabic-Indic ٣, Devanagari ३, …): Unicode allocates them
 * in runs of ten starting at zero, so the value is the distance from the run's start, mod 10.
 */
function digitValue(ch: string): number {
  const known = digitValues.get(ch);
  if (known !== undefined) return known;
  let cp = ch.codePointAt(0) as number;
  let back = 0;
  while (cp > 0 && ND.test(String.fromCodePoint(cp - 1))) {
    cp--;
    back++;
  }
  const value = back % 10;
  digitValues.set(ch, value);
  return value;
}

/** Any Unicode decimal digits in `text` as ASCII 0–9; everything else unchanged. */
export function asciiDigits(text: string): string {
  let out = '';
  for (const ch of text) out += ND.test(ch) && !/[0-9]/.test(ch) ? String(digitValue(ch)) : ch;
  return out;
}
