import { deepFreeze } from './deepFreeze.js';
import { pseudoAccented, pseudoBidi } from './pseudoLocalize.js';

/**
 * A pseudo-locale generated from an English catalogue, for any package's own words: `en-XA`
 * (accented, ~40 % longer, bracketed: untranslated or cut-off text stands out) or `ar-XB`
 * (English words right to left: mirrored layout and direction isolation without reading Arabic).
 */
export function pseudoLocale<M extends Readonly<Record<string, string>>>(
  english: M,
  tag: 'en-XA' | 'ar-XB',
): {
  readonly locale: 'en-XA' | 'ar-XB';
  readonly dir: 'ltr' | 'rtl';
  readonly messages: { readonly [K in keyof M]: string };
} {
  return deepFreeze({
    locale: tag,
    dir: tag === 'ar-XB' ? 'rtl' : 'ltr',
    messages: tag === 'ar-XB' ? pseudoBidi(english) : pseudoAccented(english),
  });
}
