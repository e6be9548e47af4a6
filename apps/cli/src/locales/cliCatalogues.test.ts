import { describe, expect, it } from 'vitest';
import { createLocalizer, EN_CATALOGUE } from '@elicitkit/core';
import terminalEnCatalogue from '@elicitkit/ink/locales/en';
import { describeCatalogueRules, SAMPLE_VALUES } from '../../../../test/support/catalogueRules.js';
import { createCliLocalizer } from '../createCliLocalizer.js';
import { cliEn } from '../messages/cliEn.js';
import type { CliLocaleCatalogue, CliMessageKey } from '../messages/CliLocalizer.js';
import ar from './ar.js';
import arXB from './ar-XB.js';
import de from './de.js';
import en from './en.js';
import enXA from './en-XA.js';
import es from './es.js';
import fr from './fr.js';
import ja from './ja.js';
import ptBR from './pt-BR.js';
import zhHans from './zh-Hans.js';

const shipped: CliLocaleCatalogue[] = [en, de, fr, es, ptBR, ja, zhHans, ar, enXA, arXB];
const keys = Object.keys(cliEn) as CliMessageKey[];

describeCatalogueRules('command-line', cliEn, shipped, (catalogue, onFallback) => {
  const l = createCliLocalizer(createLocalizer(), catalogue as CliLocaleCatalogue, { onFallback });
  for (const key of keys) l.format({ key, values: SAMPLE_VALUES });
});

describe("the command line's catalogue", () => {
  it("shares no key with the kit's or the terminal's: each message has one home", () => {
    const others = new Set([
      ...Object.keys(EN_CATALOGUE.messages),
      ...Object.keys(terminalEnCatalogue.messages),
    ]);
    expect(keys.filter((k) => others.has(k))).toEqual([]);
  });
});
