import { describe, expect, it, vi } from 'vitest';
import de from '@elicitkit/core/locales/de';
import type { LocaleCatalogueOf } from '@elicitkit/core';
import { createLocalizer, extendLocalizer, pseudoLocale } from '@elicitkit/core';

// A package's own catalogue, with dotted ids like the kit's.
const english = Object.freeze({
  'page.tools': '{count, plural, =0 {No tools} one {# tool} other {# tools}}',
  'page.connected': 'Connected to <code>{name}</code>',
  'page.stop': 'Stop the call',
  'page.signIn': 'Sign in to <host>{host}</host>',
});
type PageKey = keyof typeof english;

const german: LocaleCatalogueOf<PageKey> = {
  locale: 'de',
  dir: 'ltr',
  messages: {
    'page.tools': '{count, plural, =0 {Keine Werkzeuge} one {# Werkzeug} other {# Werkzeuge}}',
    'page.connected': 'Verbunden mit <code>{name}</code>',
    'page.stop': 'Aufruf beenden',
    'page.signIn': 'Bei <host>{host}</host> anmelden',
  },
};

describe('extendLocalizer: a package’s own words beside the kit’s', () => {
  it('formats its words with the kit’s plurals and numbers, and hands the kit’s on', () => {
    const l = extendLocalizer(createLocalizer(de), english, german.messages);
    expect(l.locale).toBe('de');
    expect(l.format({ key: 'page.tools', values: { count: 0 } })).toBe('Keine Werkzeuge');
    expect(l.format({ key: 'page.tools', values: { count: 1 } })).toBe('1 Werkzeug');
    expect(l.format({ key: 'page.tools', values: { count: 12000 } })).toBe('12.000 Werkzeuge');
    expect(l.format({ key: 'page.connected', values: { name: '<b>x</b>' } })).toBe(
      'Verbunden mit <b>x</b>',
    );
    expect(l.formatParts({ key: 'page.connected', values: { name: 'srv' } })).toEqual([
      'Verbunden mit ',
      { tag: 'code', parts: ['srv'] },
    ]);
    expect(l.format({ key: 'actions.accept' })).toBe('Annehmen');
    const en = extendLocalizer(createLocalizer(), english);
    expect(en.format({ key: 'page.tools', values: { count: 1234 } })).toBe('1,234 tools');
  });

  it('shows English for a missing or broken translation, and says which once', () => {
    const onFallback = vi.fn();
    const broken = {
      'page.tools': '{count, plural, one {# Werkzeug}',
      'page.stop': '',
    } as unknown as LocaleCatalogueOf<PageKey>['messages'];
    const l = extendLocalizer(createLocalizer(de), english, broken, { onFallback });
    expect(l.format({ key: 'page.tools', values: { count: 2 } })).toBe('2 tools');
    expect(l.format({ key: 'page.stop' })).toBe('Stop the call');
    expect(l.format({ key: 'page.connected', values: { name: 'srv' } })).toBe('Connected to srv');
    l.format({ key: 'page.tools', values: { count: 3 } });
    expect(onFallback.mock.calls).toEqual([
      ['page.tools', 'syntax'],
      ['page.stop', 'missing'],
      ['page.connected', 'missing'],
    ]);
  });

  // A package's safety words (where a person signs in) keep their host whatever the translation.
  it('refuses a translation of one of its safety words that drops a tag', () => {
    const onFallback = vi.fn();
    const unsafe = { ...german.messages, 'page.signIn': 'Anmelden' };
    const plain = extendLocalizer(createLocalizer(de), english, unsafe);
    expect(plain.format({ key: 'page.signIn', values: { host: 'evil.example' } })).toBe('Anmelden');
    const guarded = extendLocalizer(createLocalizer(de), english, unsafe, {
      onFallback,
      isCritical: (key) => key === 'page.signIn',
    });
    expect(guarded.format({ key: 'page.signIn', values: { host: 'evil.example' } })).toBe(
      'Sign in to evil.example',
    );
    expect(onFallback.mock.calls).toEqual([['page.signIn', 'unsafe']]);
  });

  it('pseudo-locales of its words: bracketed and longer, or right to left', () => {
    const xa = pseudoLocale(english, 'en-XA');
    expect(xa.dir).toBe('ltr');
    expect(xa.messages['page.stop']).toMatch(/^\[Šţöþ ţĥé çàĺĺ·+\]$/);
    const xb = pseudoLocale(english, 'ar-XB');
    expect(xb.dir).toBe('rtl');
    expect(xb.messages['page.stop']).toBe('\u200f\u202eStop the call\u202c\u200f');
    expect(Object.isFrozen(xa.messages)).toBe(true);
  });
});
