import { describe, expect, it } from 'vitest';
import { SHIPPED_LOCALES } from './detectLocale.js';
import { loadLocale } from './loadLocale.js';

describe('loadLocale', () => {
  it('loads every shipped locale as its own catalogue', async () => {
    for (const tag of SHIPPED_LOCALES) {
      const catalogue = await loadLocale(tag);
      expect(catalogue.locale).toBe(tag);
      expect(catalogue.dir).toBe(tag === 'ar' || tag === 'ar-XB' ? 'rtl' : 'ltr');
    }
    expect((await loadLocale('de')).messages['actions.accept']).not.toBe('Accept');
  });
});
