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
import type { LocaleCatalogue, MessageKey } from '@elicitkit/core';
import { createLocalizer, en } from '@elicitkit/core';
import { describeCatalogueRules, SAMPLE_VALUES } from '../../../../test/support/catalogueRules.js';

const shipped: LocaleCatalogue[] = [enCatalogue, de, fr, es, ptBR, ja, zhHans, ar, enXA, arXB];
const keys = Object.keys(en) as MessageKey[];

describeCatalogueRules('kit', en, shipped, (catalogue, onFallback) => {
  const l = createLocalizer(catalogue as LocaleCatalogue, undefined, { onFallback });
  for (const key of keys) l.format({ key, values: SAMPLE_VALUES });
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
    const english = createLocalizer();
    for (const key of keys) {
      const text = l.format({ key, values: {} });
      expect(text.startsWith('['), key).toBe(true);
      expect(text.length, key).toBeGreaterThanOrEqual(english.format({ key, values: {} }).length);
    }
  });
});
