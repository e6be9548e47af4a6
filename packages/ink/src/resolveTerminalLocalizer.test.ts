import { describe, expect, it } from 'vitest';
import de from '@elicitkit/core/locales/de';
import terminalDe from '@elicitkit/ink/locales/de';
import { createLocalizer, extendLocalizer } from '@elicitkit/core';
import terminalEnCatalogue from '@elicitkit/ink/locales/en';
import { terminalEn } from './messages/terminalEn.js';
import { resolveTerminalLocalizer } from './resolveTerminalLocalizer.js';
import type { TerminalLocaleCatalogue, TerminalMessageKey } from './messages/TerminalLocalizer.js';

function withTerminal(
  catalogue: TerminalLocaleCatalogue,
  changes: Partial<Record<TerminalMessageKey, string>>,
): TerminalLocaleCatalogue {
  return { ...catalogue, messages: { ...catalogue.messages, ...changes } };
}

describe("the terminal's words beside the kit's", () => {
  it("speaks the terminal's words and hands the kit's to the kit's localizer", () => {
    const l = resolveTerminalLocalizer(createLocalizer(de), terminalDe);
    expect(l.format({ key: 'identity.questionFrom', values: { id: 'tickets' } })).toBe(
      'Frage von tickets',
    );
    expect(l.format({ key: 'actions.accept' })).toBe('Annehmen');
    expect(l.locale).toBe('de');
    expect(
      l.formatParts({ key: 'url.consent.reallyHost', values: { ascii: 'xn--e1a.com' } }),
    ).toEqual([' (tatsächlich ', { tag: 'host', parts: ['xn--e1a.com'] }, ')']);
  });

  it('is the locale’s own unless told otherwise, numbers and plurals in the kit locale', () => {
    expect(
      resolveTerminalLocalizer(createLocalizer(de)).format({ key: 'terminal.keys.enterSend' }),
    ).toBe(terminalDe.messages['terminal.keys.enterSend']);
    const l = resolveTerminalLocalizer(createLocalizer(de), terminalEnCatalogue);
    expect(l.format({ key: 'terminal.keys.enterSend' })).toBe('Enter send');
    const german = resolveTerminalLocalizer(createLocalizer(de), terminalDe);
    expect(german.format({ key: 'terminal.moreWaiting', values: { count: 1200 } })).toContain(
      '1.200',
    );
  });

  // A translation that drops where a link goes, or who asks, is not shown: English is.
  it('falls back to English when a safety message drops an argument or tag', () => {
    const fallbacks: [string, string][] = [];
    const broken = withTerminal(terminalDe, {
      'url.consent.reallyHost': ' (eigentlich woanders)',
      'identity.questionFrom': 'Eine Frage',
      // Not a safety message: a translation without {count} is the translator's choice.
      'terminal.moreWaiting': 'Weitere Fragen warten',
    });
    const l = extendLocalizer(createLocalizer(de), terminalEn, broken.messages, {
      onFallback: (key, reason) => fallbacks.push([key, reason]),
    });
    expect(l.format({ key: 'url.consent.reallyHost', values: { ascii: 'xn--e1a.com' } })).toBe(
      ' (really xn--e1a.com)',
    );
    expect(l.format({ key: 'identity.questionFrom', values: { id: 'tickets' } })).toBe(
      'Question from tickets',
    );
    expect(l.format({ key: 'terminal.moreWaiting', values: { count: 2 } })).toBe(
      'Weitere Fragen warten',
    );
    expect(fallbacks).toEqual([
      ['url.consent.reallyHost', 'unsafe'],
      ['identity.questionFrom', 'unsafe'],
    ]);
  });

  it('falls back to English for a missing or unreadable terminal message', () => {
    const fallbacks: [string, string][] = [];
    const broken = withTerminal(terminalDe, {
      'terminal.keys.enterSend': '',
      'terminal.noAnswer': '{kaputt',
    });
    const l = extendLocalizer(createLocalizer(de), terminalEn, broken.messages, {
      onFallback: (key, reason) => fallbacks.push([key, reason]),
    });
    expect(l.format({ key: 'terminal.keys.enterSend' })).toBe('Enter send');
    expect(l.format({ key: 'terminal.noAnswer' })).toBe('(no answer)');
    expect(fallbacks).toEqual([
      ['terminal.keys.enterSend', 'missing'],
      ['terminal.noAnswer', 'syntax'],
    ]);
  });
});
