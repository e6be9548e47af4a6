import { describe, expect, it, vi } from 'vitest';
import { createLocalizer, EN_CATALOGUE, withMessages } from './createLocalizer.js';
import { en } from './en.js';
import { parseMessage, parsedMessageCount } from './parseMessage.js';
import { resolveLocalizer } from './resolveLocalizer.js';
import type { LocaleCatalogue, MessageKey, Messages } from './types.js';

const l = createLocalizer();

/** A catalogue with English everywhere but the keys given. */
function catalogue(locale: string, changes: Partial<Record<MessageKey, string>>): LocaleCatalogue {
  return { locale, dir: 'ltr', messages: { ...en, ...changes } as Messages };
}

describe('format', () => {
  it('interpolates named arguments, numbers, plurals with # and =0, select and tags', () => {
    expect(l.format({ key: 'task.asking', values: { id: 't-1' } })).toBe(
      'A running task (id t-1) is asking',
    );
    expect(l.format({ key: 'round.ofTotal', values: { round: 2, total: 1234 } })).toBe(
      'Question 2 of 1,234',
    );
    expect(l.format({ key: 'summary.title', values: { count: 1 } })).toBe('There is a problem');
    expect(l.format({ key: 'summary.title', values: { count: 3 } })).toBe('There are 3 problems');
    expect(l.format({ key: 'task.status', values: { status: 'input_required' } })).toBe(
      'input required',
    );
    expect(l.format({ key: 'task.status', values: { status: 'paused' } })).toBe('paused');
    expect(l.format({ key: 'url.consent.agree', values: { site: 'example.com' } })).toBe(
      'I want to open this page on example.com',
    );
    const zero = createLocalizer(
      catalogue('en', { 'host.moreWaiting': '{count, plural, =0 {none waiting} other {# more}}' }),
    );
    expect(zero.format({ key: 'host.moreWaiting', values: { count: 0 } })).toBe('none waiting');
    expect(zero.format({ key: 'host.moreWaiting', values: { count: 12000 } })).toBe('12,000 more');
  });

  it('gives tagged spans as parts, and values only ever as text', () => {
    expect(
      l.formatParts({ key: 'url.consent.agree', values: { site: '<b>evil</b>.example' } }),
    ).toEqual(['I want to open this page on ', { tag: 'host', parts: ['<b>evil</b>.example'] }]);
  });

  it('reads ICU apostrophes: doubled is one, before a brace quotes, otherwise text', () => {
    expect(parseMessage("l'adresse ''{x}'' '{literal}'")).toEqual([
      "l'adresse '",
      { type: 'arg', name: 'x' },
      "' {literal}",
    ]);
  });

  it('shows a missing value as its placeholder instead of dropping it', () => {
    expect(l.format({ key: 'task.asking' })).toBe('A running task (id {id}) is asking');
  });

  it('parses each message string once, not on every render', () => {
    const fresh = createLocalizer(catalogue('en', { 'form.heading': 'Eingabe {n, number}' }));
    fresh.format({ key: 'form.heading', values: { n: 1 } });
    const after = parsedMessageCount();
    for (let i = 0; i < 50; i++) fresh.format({ key: 'form.heading', values: { n: i } });
    expect(parsedMessageCount()).toBe(after);
  });

  it('refuses text outside the subset', () => {
    expect(() => parseMessage('{n, date}')).toThrow(/unsupported argument type/);
    expect(() => parseMessage('{n, plural, one {x}}')).toThrow(/without "other"/);
    expect(() => parseMessage('<b>open')).toThrow(/expected <\/b>/);
    expect(() => parseMessage('a } b')).toThrow(/unexpected/);
  });
});

describe('safety-critical keys', () => {
  it('falls back to English for a translation that drops an argument or tag, and says so', () => {
    const onFallback = vi.fn();
    const bad = createLocalizer(
      catalogue('de', {
        'url.consent.agree': 'Ich möchte diese Seite öffnen', // drops <host>{site}</host>
        'identity.askedBy': 'Gefragt von <id>jemandem</id>', // drops {id}
        'task.asking': 'Eine Aufgabe fragt', // drops {id}
        'danger.tool': '',
        'form.heading': 'Eingabe angefordert',
      }),
      undefined,
      { onFallback },
    );
    expect(bad.format({ key: 'url.consent.agree', values: { site: 'evil.example' } })).toBe(
      'I want to open this page on evil.example',
    );
    expect(bad.format({ key: 'identity.askedBy', values: { id: 'github' } })).toBe(
      'Asked by github',
    );
    expect(bad.format({ key: 'task.asking', values: { id: '7' } })).toBe(
      'A running task (id 7) is asking',
    );
    expect(bad.format({ key: 'danger.tool' })).toBe('This tool can change or delete data');
    // Not critical: the translation is used even without arguments.
    expect(bad.format({ key: 'form.heading' })).toBe('Eingabe angefordert');
    expect(onFallback.mock.calls).toEqual([
      ['url.consent.agree', 'unsafe'],
      ['identity.askedBy', 'unsafe'],
      ['task.asking', 'unsafe'],
      ['danger.tool', 'missing'],
    ]);
  });

  it('keeps a translation that moves the host but keeps it', () => {
    const de = createLocalizer(
      catalogue('de', {
        'url.consent.agree': 'Ich möchte diese Seite auf <host>{site}</host> öffnen',
      }),
    );
    expect(de.formatParts({ key: 'url.consent.agree', values: { site: 'x.example' } })).toEqual([
      'Ich möchte diese Seite auf ',
      { tag: 'host', parts: ['x.example'] },
      ' öffnen',
    ]);
  });

  it('falls back to English for a message that does not parse', () => {
    const onFallback = vi.fn();
    const broken = createLocalizer(
      catalogue('de', { 'summary.title': '{count, plural, one {x}' }),
      undefined,
      {
        onFallback,
      },
    );
    expect(broken.format({ key: 'summary.title', values: { count: 2 } })).toBe(
      'There are 2 problems',
    );
    expect(onFallback).toHaveBeenCalledWith('summary.title', 'syntax');
  });
});

describe('frozen', () => {
  it('refuses writes to the catalogue, its words, a localizer and formatted parts', () => {
    const words = en as Record<string, string>;
    expect(() => {
      words['url.consent.open'] = 'Seite öffnen';
    }).toThrow(TypeError);
    expect(en['url.consent.open']).toBe('Open page');
    expect(() => {
      (EN_CATALOGUE as { locale: string }).locale = 'xx';
    }).toThrow(TypeError);
    expect(() => {
      (l as { format: unknown }).format = () => 'x';
    }).toThrow(TypeError);
    const parts = l.formatParts({ key: 'url.consent.agree', values: { site: 'a.example' } });
    expect(() => {
      (parts as string[]).push('x');
    }).toThrow(TypeError);
    const custom = withMessages(EN_CATALOGUE, { 'form.heading': 'Hi' });
    expect(Object.isFrozen(custom.messages)).toBe(true);
  });
});

describe('resolveLocalizer and withMessages', () => {
  it('gives English without input, one localizer per catalogue object, a Localizer as is', () => {
    expect(resolveLocalizer().format({ key: 'actions.accept' })).toBe('Accept');
    const de = catalogue('de', { 'actions.accept': 'Annehmen' });
    expect(resolveLocalizer(de)).toBe(resolveLocalizer(de));
    expect(resolveLocalizer(de).format({ key: 'actions.accept' })).toBe('Annehmen');
    expect(resolveLocalizer(l)).toBe(l);
  });

  it('overrides single keys and ignores keys that do not exist', () => {
    const custom = withMessages(EN_CATALOGUE, {
      'actions.accept': 'Send',
      ...({ 'no.such.key': 'x' } as object),
    });
    expect(resolveLocalizer(custom).format({ key: 'actions.accept' })).toBe('Send');
    expect(resolveLocalizer(custom).format({ key: 'actions.decline' })).toBe('Decline');
    expect(Object.keys(custom.messages)).toEqual(Object.keys(en));
    const direct = createLocalizer(EN_CATALOGUE, { 'actions.cancel': 'Stop' });
    expect(direct.format({ key: 'actions.cancel' })).toBe('Stop');
  });
});

describe('numbers, dates, lists', () => {
  const de = createLocalizer(catalogue('de', {}), undefined, { timeZone: 'Europe/Berlin' });
  it('formats every digit of a number the locale way', () => {
    expect(l.number(1234567.5)).toBe('1,234,567.5');
    expect(de.number(1234567.5)).toBe('1.234.567,5');
    expect(de.number(0.123456789)).toBe('0,123456789');
  });
  it('formats dates without shifting the day, and leaves non-dates alone', () => {
    expect(l.date('2026-07-28', 'date')).toBe('July 28, 2026');
    expect(de.date('2026-07-28', 'date')).toBe('28. Juli 2026');
    expect(de.date('2026-07-28T14:30:00Z', 'date-time')).toBe('28. Juli 2026 um 16:30');
    expect(de.date('2026-02-30', 'date')).toBe('2026-02-30');
    expect(de.date('soon', 'date-time')).toBe('soon');
  });
  it('joins lists in the locale’s words', () => {
    expect(l.list(['a', 'b', 'c'])).toBe('a, b, and c');
    expect(de.list(['a', 'b', 'c'])).toBe('a, b und c');
  });
  it('formats pseudo-locales like their base language', () => {
    const pseudo = createLocalizer({ ...EN_CATALOGUE, locale: 'en-XA' });
    expect(pseudo.number(1234.5)).toBe('1,234.5');
    expect(pseudo.locale).toBe('en-XA');
  });
});

// Intl's formatters cost tens of milliseconds on a process's first use: a command line's first
// frame ("Connecting to …") has no number, date or list in it and must not pay for them.
describe('createLocalizer builds Intl formatters only when a message needs one', () => {
  const kinds = ['NumberFormat', 'PluralRules', 'ListFormat', 'DateTimeFormat'] as const;

  it('formats plain text without building any, and each kind on its first use', () => {
    const built: Record<string, number> = {};
    const originals = kinds.map((kind) => [kind, Intl[kind]] as const);
    for (const [kind, Original] of originals) {
      built[kind] = 0;
      // A subclass that counts what is built, standing in for the real constructor.
      const Counting = class extends (Original as new (...args: unknown[]) => object) {
        constructor(...args: unknown[]) {
          super(...args);
          built[kind] = (built[kind] ?? 0) + 1;
        }
      };
      Object.defineProperty(Intl, kind, { value: Counting, configurable: true, writable: true });
    }
    try {
      const words = createLocalizer(catalogue('de', {}));
      words.format({ key: 'actions.accept' });
      expect(built).toEqual({ NumberFormat: 0, PluralRules: 0, ListFormat: 0, DateTimeFormat: 0 });
      words.format({ key: 'summary.title', values: { count: 3 } });
      words.format({ key: 'summary.title', values: { count: 4 } });
      expect(built).toMatchObject({ PluralRules: 1, ListFormat: 0, DateTimeFormat: 0 });
      words.list(['a', 'b']);
      words.date('2026-12-24', 'date');
      expect(built).toMatchObject({ PluralRules: 1, ListFormat: 1, DateTimeFormat: 1 });
    } finally {
      for (const [kind, Original] of originals)
        Object.defineProperty(Intl, kind, { value: Original, configurable: true, writable: true });
    }
  });
});
