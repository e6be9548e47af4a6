import { describe, expect, it } from 'vitest';
import kitEnXA from '@elicitkit/core/locales/en-XA';
import { createLocalizer, EN_CATALOGUE, extendLocalizer } from '@elicitkit/core';
import type { MessageKey } from '@elicitkit/core';
import { describeCatalogueRules, SAMPLE_VALUES } from '../../../../test/support/catalogueRules.js';
import { terminalEn } from '../messages/terminalEn.js';
import type { TerminalLocaleCatalogue, TerminalMessageKey } from '../messages/TerminalLocalizer.js';
import { resolveTerminalLocalizer } from '../resolveTerminalLocalizer.js';
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

const shipped: TerminalLocaleCatalogue[] = [en, de, fr, es, ptBR, ja, zhHans, ar, enXA, arXB];
const keys = Object.keys(terminalEn) as TerminalMessageKey[];

describeCatalogueRules('terminal', terminalEn, shipped, (catalogue, onFallback) => {
  const l = extendLocalizer(createLocalizer(), terminalEn, catalogue.messages, { onFallback });
  for (const key of keys) l.format({ key, values: SAMPLE_VALUES });
});

describe("the terminal's catalogue", () => {
  it("shares no key with the kit's: each message has one home", () => {
    const kit = new Set(Object.keys(EN_CATALOGUE.messages));
    expect(keys.filter((k) => kit.has(k))).toEqual([]);
  });

  it('en-XA changes every word the terminal shows, the kit’s and its own', () => {
    const terminal = resolveTerminalLocalizer(kitEnXA, enXA);
    expect(terminal.format({ key: 'terminal.keys.enterSend' })).toMatch(/^\[Enter šéñđ·+\]$/);
    const english = resolveTerminalLocalizer(EN_CATALOGUE, en);
    const msgs = [
      ...(Object.keys(EN_CATALOGUE.messages) as MessageKey[]).map((key) => ({ key, values: {} })),
      ...keys.map((key) => ({ key, values: {} })),
    ];
    for (const msg of msgs) {
      const text = terminal.format(msg);
      expect(text.startsWith('['), msg.key).toBe(true);
      expect(text.length, msg.key).toBeGreaterThanOrEqual(english.format(msg).length);
    }
  });
});
