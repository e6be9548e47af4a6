import { describe, expect, it } from 'vitest';
import { SHIPPED_LOCALES } from './detectLocale.js';
import { loadLocale } from './loadLocale.js';

describe('loadLocale', () => {
  it('loads every shipped locale as its own catalogues, the kit’s and the command line’s', async () => {
    for (const tag of SHIPPED_LOCALES) {
      const { catalogue, cli } = await loadLocale(tag);
      for (const c of [catalogue, cli]) {
        expect(c.locale).toBe(tag);
        expect(c.dir).toBe(tag === 'ar' || tag === 'ar-XB' ? 'rtl' : 'ltr');
      }
    }
    const de = await loadLocale('de');
    expect(de.catalogue.messages['actions.accept']).not.toBe('Accept');
    expect(de.cli.messages['cli.check.accept']).toBe('Annehmen');
  });
});
