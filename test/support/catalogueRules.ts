// The rules every shipped catalogue is held to — the kit's (core), the terminal's (@elicitkit/ink)
// and the command line's (apps/cli) — called from each package's own test beside its catalogue.
import { describe, expect, it } from 'vitest';
import { messageShape, parseMessage } from '@elicitkit/core';

interface Shipped {
  readonly locale: string;
  readonly dir: 'ltr' | 'rtl';
  readonly messages: Readonly<Record<string, string>>;
}

const sorted = (s: Iterable<string>) => [...s].sort();

/**
 * Every locale of a catalogue: has exactly English's keys; parses, with English's argument and tag
 * names; covers each plural category its language uses; is frozen, says its direction, and never
 * falls back to English when spoken through `speak` (which formats every key, reporting fallbacks).
 */
export function describeCatalogueRules(
  part: string,
  english: Readonly<Record<string, string>>,
  shipped: readonly Shipped[],
  speak: (catalogue: Shipped, onFallback: (key: string) => void) => void,
): void {
  const keys = Object.keys(english);
  describe.each(shipped.map((c) => [c.locale, c] as const))(`${part} words, locale %s`, (_, c) => {
    const messages = c.messages;

    it('has every key and no other', () => {
      expect(Object.keys(messages).sort()).toEqual([...keys].sort());
    });

    it('parses every message, with the argument and tag names of English', () => {
      for (const key of keys) {
        const shape = messageShape(parseMessage(messages[key] ?? ''));
        const source = messageShape(parseMessage(english[key] ?? ''));
        expect(sorted(shape.args.keys()), key).toEqual(sorted(source.args.keys()));
        expect(sorted(shape.tags), key).toEqual(sorted(source.tags));
      }
    });

    it('covers every plural category the locale uses', () => {
      // Pseudo-locales are English words, with English plurals.
      const base = /-X[AB]$/.test(c.locale) ? 'en' : c.locale;
      const needed = new Intl.PluralRules(base).resolvedOptions().pluralCategories;
      for (const key of keys) {
        for (const [arg, selectors] of messageShape(parseMessage(messages[key] ?? '')).plurals)
          for (const category of needed)
            expect(selectors.has(category), `${key} {${arg}} lacks "${category}"`).toBe(true);
      }
    });

    it('never falls back to English, is frozen, and says its direction', () => {
      const fallbacks: string[] = [];
      speak(c, (key) => fallbacks.push(key));
      expect(fallbacks).toEqual([]);
      expect(Object.isFrozen(messages)).toBe(true);
      expect(c.dir).toBe(/^ar/.test(c.locale) ? 'rtl' : 'ltr');
    });
  });
}

/** Values for every argument a catalogue's messages use in tests that format them all. */
export const SAMPLE_VALUES = Object.freeze({
  count: 2,
  min: 1,
  max: 3,
  errors: 2,
  warnings: 2,
  info: 2,
});
