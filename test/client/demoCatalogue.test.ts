// The web demo's own catalogue: one per locale core ships, every message parses in core's ICU
// subset and keeps the English message's placeholders (a dropped {url} would hide where the failure
// happened), and the pseudo-locales are what core's pseudo-localizer makes of the English.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { messageShape, parseMessage, pseudoLocale, SHIPPED_LOCALES } from '@elicitkit/core';
import { describe, expect, it } from 'vitest';
import arXB from '../../apps/web/src/locales/ar-XB.js';
import { createDemoWords } from '../../apps/web/src/locales/createDemoWords.js';
import { demoEn } from '../../apps/web/src/locales/demoEn.js';
import { DEMO_LOCALES, initialDemoLocale } from '../../apps/web/src/locales/demoLocales.js';
import enXA from '../../apps/web/src/locales/en-XA.js';

describe('web demo catalogue', () => {
  for (const { kit, messages } of DEMO_LOCALES)
    it(`${kit.locale}: every message parses and keeps the English arguments`, () => {
      for (const [key, english] of Object.entries(demoEn)) {
        const text = messages[key as keyof typeof demoEn];
        expect(text.trim(), key).not.toBe('');
        const want = messageShape(parseMessage(english));
        const shape = messageShape(parseMessage(text));
        expect(shape.args, key).toEqual(want.args);
        expect(shape.tags, key).toEqual(want.tags);
      }
      expect(Object.keys(messages).sort()).toEqual(Object.keys(demoEn).sort());
    });

  // Arabic counts zero, one, two, few, many and other; French "many" is a million and up.
  for (const { kit, messages } of DEMO_LOCALES)
    it(`${kit.locale}: every plural covers each category the locale uses`, () => {
      const base = /-X[AB]$/.test(kit.locale) ? 'en' : kit.locale;
      const needed = new Intl.PluralRules(base).resolvedOptions().pluralCategories;
      for (const [key, text] of Object.entries(messages))
        for (const [arg, selectors] of messageShape(parseMessage(text)).plurals)
          for (const category of needed)
            expect(selectors.has(category), `${key} {${arg}} lacks "${category}"`).toBe(true);
    });

  it('offers every locale core ships, in core’s order, each with its own file', () => {
    expect(DEMO_LOCALES.map((c) => c.kit.locale)).toEqual([...SHIPPED_LOCALES]);
    const files = readdirSync(
      fileURLToPath(new URL('../../apps/web/src/locales/', import.meta.url)),
    )
      .filter((name) => /^[a-z]{2,3}(-[A-Za-z0-9]+)*\.ts$/.test(name))
      .map((name) => name.replace(/\.ts$/, ''))
      .sort();
    expect(files).toEqual([...SHIPPED_LOCALES].sort());
  });

  it('en-XA and ar-XB are core’s pseudo-localizer over the English (regenerate when stale)', () => {
    expect(enXA.messages).toEqual(pseudoLocale(demoEn, 'en-XA').messages);
    expect(arXB.messages).toEqual(pseudoLocale(demoEn, 'ar-XB').messages);
  });

  it('formats through core’s catalogue localizer: plurals, numbers, the locale’s own words', () => {
    const de = createDemoWords(initialDemoLocale('?lang=de', []));
    const values = { server: 'srv 1.0', url: 'http://127.0.0.1:1/mcp', protocol: '2026-07-28' };
    expect(de.demo({ key: 'connect.status.connected', values: { ...values, count: 1 } })).toBe(
      'Verbunden mit srv 1.0 unter http://127.0.0.1:1/mcp · 2026-07-28 · 1 Werkzeug',
    );
    expect(
      de.demo({ key: 'connect.status.connected', values: { ...values, count: 1200 } }),
    ).toMatch(/ · 1\.200 Werkzeuge$/);
    expect(de.kit.locale).toBe('de');
    // Arabic has a dual: two tools are "أداتان", not "2 tools".
    const ar = createDemoWords(initialDemoLocale('?lang=ar', []));
    expect(ar.demo({ key: 'connect.status.connected', values: { ...values, count: 2 } })).toMatch(
      / · أداتان$/,
    );
  });

  it('picks ?lang=, else the browser’s languages by language, else English', () => {
    const tag = (search: string, languages: string[]) =>
      initialDemoLocale(search, languages).kit.locale;
    expect(tag('?lang=ja', ['de-DE'])).toBe('ja');
    expect(tag('', ['de-DE', 'fr'])).toBe('de');
    expect(tag('', ['zh-CN'])).toBe('zh-Hans');
    expect(tag('', ['en-GB'])).toBe('en');
    expect(tag('?lang=xx', ['sw'])).toBe('en');
  });
});
