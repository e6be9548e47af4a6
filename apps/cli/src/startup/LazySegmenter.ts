import { isSimpleText } from './simpleText.js';

// Read off `Intl` by Reflect so that the bundle's `Intl.Segmenter` → LazySegmenter define cannot
// rewrite this module's own reference to the real one.
const RealSegmenter = Reflect.get(Intl, 'Segmenter') as typeof Intl.Segmenter;

/** One code unit per segment: what ICU returns for grapheme segmentation of simple text. */
function simpleSegments(input: string): Intl.Segments {
  const at = (index: number): Intl.SegmentData => ({
    segment: input.charAt(index),
    index,
    input,
  });
  return {
    containing(codeUnitIndex = 0) {
      const index = Math.trunc(Number(codeUnitIndex)) || 0;
      return index >= 0 && index < input.length ? at(index) : undefined;
    },
    *[Symbol.iterator](): Generator<Intl.SegmentData, undefined> {
      for (let index = 0; index < input.length; index++) yield at(index);
      return undefined;
    },
  };
}

/**
 * Drop-in `Intl.Segmenter` for the CLI bundle. Terminal libraries (string-width, slice-ansi,
 * ansi-tokenize) each build a segmenter when their module loads, and the first one costs ICU's
 * data load (about 15–30 ms here) before any prompt is drawn. This one builds the real segmenter
 * on first need, and for grapheme segmentation of text made only of simple code points (see
 * simpleText.ts) returns the per-code-point segments ICU would, without ICU.
 */
export class LazySegmenter implements Intl.Segmenter {
  static supportedLocalesOf(
    locales?: string | readonly string[],
    options?: { localeMatcher?: 'lookup' | 'best fit' },
  ): string[] {
    return RealSegmenter.supportedLocalesOf(locales as string | string[] | undefined, options);
  }

  readonly #locales: string | readonly string[] | undefined;
  readonly #options: Intl.SegmenterOptions | undefined;
  readonly #graphemes: boolean;
  #real: Intl.Segmenter | undefined;

  constructor(locales?: string | readonly string[], options?: Intl.SegmenterOptions) {
    this.#locales = locales;
    this.#options = options;
    // Only the default form (no locales, grapheme granularity: what the terminal libraries use) is
    // deferred; anything else is built now, so invalid arguments throw here as they would.
    this.#graphemes = locales === undefined && (options?.granularity ?? 'grapheme') === 'grapheme';
    if (!this.#graphemes) this.#realSegmenter();
  }

  #realSegmenter(): Intl.Segmenter {
    this.#real ??= new RealSegmenter(this.#locales as string | string[] | undefined, this.#options);
    return this.#real;
  }

  segment(input: string): Intl.Segments {
    const text = String(input);
    return this.#graphemes && isSimpleText(text)
      ? simpleSegments(text)
      : this.#realSegmenter().segment(text);
  }

  resolvedOptions(): Intl.ResolvedSegmenterOptions {
    return this.#realSegmenter().resolvedOptions();
  }

  get [Symbol.toStringTag](): string {
    return 'Intl.Segmenter';
  }
}
