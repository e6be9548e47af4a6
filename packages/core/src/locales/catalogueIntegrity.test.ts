import { describe, expect, it } from 'vitest';
import ar from '@elicitkit/core/locales/ar';
import arXB from '@elicitkit/core/locales/ar-XB';
import de from '@elicitkit/core/locales/de';
import enCatalogue from '@elicitkit/core/locales/en';
import enXA from '@elicitkit/core/locales/en-XA';
import es from '@elicitkit/core/locales/es';
import fr from '@elicitkit/core/locales/fr';
import ja from '@elicitkit/core/locales/ja';
import ptBR from '@elicitkit/core/locales/pt-BR';
import zhHans from '@elicitkit/core/locales/zh-Hans';
import cliAr from '@elicitkit/core/locales/cli/ar';
import cliArXB from '@elicitkit/core/locales/cli/ar-XB';
import cliDe from '@elicitkit/core/locales/cli/de';
import cliEnCatalogue from '@elicitkit/core/locales/cli/en';
import cliEnXA from '@elicitkit/core/locales/cli/en-XA';
import cliEs from '@elicitkit/core/locales/cli/es';
import cliFr from '@elicitkit/core/locales/cli/fr';
import cliJa from '@elicitkit/core/locales/cli/ja';
import cliPtBR from '@elicitkit/core/locales/cli/pt-BR';
import cliZhHans from '@elicitkit/core/locales/cli/zh-Hans';
import terminalAr from '@elicitkit/core/locales/terminal/ar';
import terminalArXB from '@elicitkit/core/locales/terminal/ar-XB';
import terminalDe from '@elicitkit/core/locales/terminal/de';
import terminalEnCatalogue from '@elicitkit/core/locales/terminal/en';
import terminalEnXA from '@elicitkit/core/locales/terminal/en-XA';
import terminalEs from '@elicitkit/core/locales/terminal/es';
import terminalFr from '@elicitkit/core/locales/terminal/fr';
import terminalJa from '@elicitkit/core/locales/terminal/ja';
import terminalPtBR from '@elicitkit/core/locales/terminal/pt-BR';
import terminalZhHans from '@elicitkit/core/locales/terminal/zh-Hans';
import {
  cliEn,
  createCliLocalizer,
  createLocalizer,
  createTerminalLocalizer,
  en,
  messageShape,
  parseMessage,
  terminalEn,
} from '@elicitkit/core';
import type {
  CliLocaleCatalogue,
  CliMessageKey,
  LocaleCatalogue,
  MessageKey,
  TerminalLocaleCatalogue,
  TerminalMessageKey,
} from '@elicitkit/core';

const shipped: LocaleCatalogue[] = [enCatalogue, de, fr, es, ptBR, ja, zhHans, ar, enXA, arXB];
const cliShipped: CliLocaleCatalogue[] = [
  cliEnCatalogue,
  cliDe,
  cliFr,
  cliEs,
  cliPtBR,
  cliJa,
  cliZhHans,
  cliAr,
  cliEnXA,
  cliArXB,
];
const terminalShipped: TerminalLocaleCatalogue[] = [
  terminalEnCatalogue,
  terminalDe,
  terminalFr,
  terminalEs,
  terminalPtBR,
  terminalJa,
  terminalZhHans,
  terminalAr,
  terminalEnXA,
  terminalArXB,
];
const keys = Object.keys(en) as MessageKey[];
const sorted = (s: Iterable<string>) => [...s].sort();

// The kit's catalogue, the terminal's and the command line's own are held to the same rules.
const CATALOGUES = [
  {
    part: 'kit',
    english: en as Readonly<Record<string, string>>,
    shipped: shipped as readonly (LocaleCatalogue | CliLocaleCatalogue | TerminalLocaleCatalogue)[],
  },
  {
    part: 'terminal',
    english: terminalEn as Readonly<Record<string, string>>,
    shipped: terminalShipped,
  },
  { part: 'cli', english: cliEn as Readonly<Record<string, string>>, shipped: cliShipped },
];

describe.each(
  CATALOGUES.flatMap(({ part, english, shipped: list }) =>
    list.map((c) => [part, c.locale, english, c] as const),
  ),
)('%s words, locale %s', (part, _tag, english, catalogue) => {
  const partKeys = Object.keys(english);
  const messages = catalogue.messages as Readonly<Record<string, string>>;

  it('has every key and no other', () => {
    expect(Object.keys(messages).sort()).toEqual([...partKeys].sort());
  });

  it('parses every message, with the argument and tag names of English', () => {
    for (const key of partKeys) {
      const shape = messageShape(parseMessage(messages[key] ?? ''));
      const source = messageShape(parseMessage(english[key] ?? ''));
      expect(sorted(shape.args.keys()), key).toEqual(sorted(source.args.keys()));
      expect(sorted(shape.tags), key).toEqual(sorted(source.tags));
    }
  });

  it('covers every plural category the locale uses', () => {
    // Pseudo-locales are English words, with English plurals.
    const base = /-X[AB]$/.test(catalogue.locale) ? 'en' : catalogue.locale;
    const needed = new Intl.PluralRules(base).resolvedOptions().pluralCategories;
    for (const key of partKeys) {
      for (const [arg, selectors] of messageShape(parseMessage(messages[key] ?? '')).plurals)
        for (const category of needed)
          expect(selectors.has(category), `${key} {${arg}} lacks "${category}"`).toBe(true);
    }
  });

  it('never falls back to English, is frozen, and says its direction', () => {
    const fallbacks: string[] = [];
    const onFallback = (key: string) => fallbacks.push(key);
    const values = { count: 2, min: 1, max: 3, errors: 2, warnings: 2, info: 2 };
    if (part === 'kit') {
      const l = createLocalizer(catalogue as LocaleCatalogue, undefined, { onFallback });
      for (const key of keys) l.format({ key, values });
    } else if (part === 'terminal') {
      const l = createTerminalLocalizer(createLocalizer(), catalogue as TerminalLocaleCatalogue, {
        onFallback,
      });
      for (const key of partKeys as TerminalMessageKey[]) l.format({ key, values });
    } else {
      const l = createCliLocalizer(createLocalizer(), catalogue as CliLocaleCatalogue, {
        onFallback,
      });
      for (const key of partKeys as CliMessageKey[]) l.format({ key, values });
    }
    expect(fallbacks).toEqual([]);
    expect(Object.isFrozen(catalogue.messages)).toBe(true);
    expect(catalogue.dir).toBe(/^ar/.test(catalogue.locale) ? 'rtl' : 'ltr');
  });
});

describe('translations read as translations', () => {
  it('German asks in German, with the host still emphasised', () => {
    const l = createLocalizer(de);
    expect(l.format({ key: 'actions.accept' })).toBe('Annehmen');
    expect(l.formatParts({ key: 'url.consent.agree', values: { site: 'example.com' } })).toEqual([
      'Ich möchte diese Seite auf ',
      { tag: 'host', parts: ['example.com'] },
      ' öffnen',
    ]);
    expect(l.format({ key: 'summary.title', values: { count: 3 } })).toBe('Es gibt 3 Probleme');
  });

  it('Arabic picks the dual and few forms', () => {
    const l = createLocalizer(ar);
    expect(l.format({ key: 'summary.title', values: { count: 2 } })).toBe('توجد مشكلتان');
    expect(l.format({ key: 'summary.title', values: { count: 3 } })).toContain('مشكلات');
  });

  it('en-XA changes every word of the kit but no argument, tag or key cap', () => {
    const l = createLocalizer(enXA);
    const agree = l.formatParts({ key: 'url.consent.agree', values: { site: 'example.com' } });
    expect(agree[0]).toMatch(/^\[Î ŵàñţ ţö öþéñ ţĥîš þàĝé öñ ·+$/);
    expect(agree[1]).toEqual({ tag: 'host', parts: ['example.com'] });
    const terminal = createTerminalLocalizer(l, terminalEnXA);
    expect(terminal.format({ key: 'terminal.keys.enterSend' })).toMatch(/^\[Enter šéñđ·+\]$/);
    const englishTerminal = createTerminalLocalizer(createLocalizer());
    const msgs = [
      ...keys.map((key) => ({ key, values: {} })),
      ...(Object.keys(terminalEn) as TerminalMessageKey[]).map((key) => ({ key, values: {} })),
    ];
    for (const msg of msgs) {
      const text = terminal.format(msg);
      expect(text.startsWith('['), msg.key).toBe(true);
      expect(text.length, msg.key).toBeGreaterThanOrEqual(englishTerminal.format(msg).length);
    }
  });
});

describe('the three catalogues', () => {
  it('share no key: each message has one home', () => {
    const kit = new Set(keys);
    const terminal = Object.keys(terminalEn);
    const cli = Object.keys(cliEn);
    expect(terminal.filter((k) => kit.has(k as MessageKey))).toEqual([]);
    expect(cli.filter((k) => kit.has(k as MessageKey) || terminal.includes(k))).toEqual([]);
  });
});
