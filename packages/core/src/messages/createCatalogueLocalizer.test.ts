import { describe, expect, it, vi } from 'vitest';
import type { CatalogueOf } from '@elicitkit/core';
import { createCatalogueLocalizer } from '@elicitkit/core';

// An app's own catalogue, with dotted ids like the kit's (which core's own localizer would refuse).
const english = Object.freeze({
  'page.tools': '{count, plural, =0 {No tools} one {# tool} other {# tools}}',
  'page.connected': 'Connected to <code>{name}</code>',
  'page.stop': 'Stop the call',
});

const german: CatalogueOf<typeof english> = {
  locale: 'de',
  dir: 'ltr',
  messages: {
    'page.tools': '{count, plural, =0 {Keine Werkzeuge} one {# Werkzeug} other {# Werkzeuge}}',
    'page.connected': 'Verbunden mit <code>{name}</code>',
    'page.stop': 'Aufruf beenden',
  },
};

describe('createCatalogueLocalizer: an app catalogue in core’s ICU subset', () => {
  it('formats plurals and numbers the locale’s way, and arguments as text', () => {
    const de = createCatalogueLocalizer(german, english);
    expect(de.locale).toBe('de');
    expect(de.format({ key: 'page.tools', values: { count: 0 } })).toBe('Keine Werkzeuge');
    expect(de.format({ key: 'page.tools', values: { count: 1 } })).toBe('1 Werkzeug');
    expect(de.format({ key: 'page.tools', values: { count: 12000 } })).toBe('12.000 Werkzeuge');
    expect(de.format({ key: 'page.connected', values: { name: '<b>x</b>' } })).toBe(
      'Verbunden mit <b>x</b>',
    );
    expect(de.formatParts({ key: 'page.connected', values: { name: 'srv' } })).toEqual([
      'Verbunden mit ',
      { tag: 'code', parts: ['srv'] },
    ]);
    const en = createCatalogueLocalizer({ locale: 'en', dir: 'ltr', messages: english }, english);
    expect(en.format({ key: 'page.tools', values: { count: 1234 } })).toBe('1,234 tools');
  });

  it('shows English for a missing or broken translation, and says which once', () => {
    const onFallback = vi.fn();
    const broken = {
      locale: 'de',
      dir: 'ltr',
      messages: { 'page.tools': '{count, plural, one {# Werkzeug}', 'page.stop': '' },
    } as unknown as CatalogueOf<typeof english>;
    const de = createCatalogueLocalizer(broken, english, { onFallback });
    expect(de.format({ key: 'page.tools', values: { count: 2 } })).toBe('2 tools');
    expect(de.format({ key: 'page.stop' })).toBe('Stop the call');
    expect(de.format({ key: 'page.connected', values: { name: 'srv' } })).toBe('Connected to srv');
    de.format({ key: 'page.tools', values: { count: 3 } });
    expect(onFallback.mock.calls).toEqual([
      ['page.tools', 'syntax'],
      ['page.stop', 'missing'],
      ['page.connected', 'missing'],
    ]);
  });

  it('a key its English lacks shows as itself; the direction is the catalogue’s', () => {
    const ar = createCatalogueLocalizer({ ...german, locale: 'ar', dir: 'rtl' }, english);
    expect(ar.dir).toBe('rtl');
    expect(ar.format({ key: 'page.unknown' as keyof typeof english })).toBe('page.unknown');
  });
});
