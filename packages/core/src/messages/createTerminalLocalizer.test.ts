import { describe, expect, it } from 'vitest';
import de from '@elicitkit/core/locales/de';
import terminalDe from '@elicitkit/core/locales/terminal/de';
import { createLocalizer, createTerminalLocalizer } from '@elicitkit/core';
import type { TerminalLocaleCatalogue, TerminalMessageKey } from '@elicitkit/core';

function withTerminal(
  catalogue: TerminalLocaleCatalogue,
  changes: Partial<Record<TerminalMessageKey, string>>,
): TerminalLocaleCatalogue {
  return { ...catalogue, messages: { ...catalogue.messages, ...changes } };
}

describe('createTerminalLocalizer', () => {
  it("speaks the terminal's words and hands the kit's to the kit's localizer", () => {
    const l = createTerminalLocalizer(createLocalizer(de), terminalDe);
    expect(l.format({ key: 'identity.questionFrom', values: { id: 'tickets' } })).toBe(
      'Frage von tickets',
    );
    expect(l.format({ key: 'actions.accept' })).toBe('Annehmen');
    expect(l.locale).toBe('de');
    expect(
      l.formatParts({ key: 'url.consent.reallyHost', values: { ascii: 'xn--e1a.com' } }),
    ).toEqual([' (tatsächlich ', { tag: 'host', parts: ['xn--e1a.com'] }, ')']);
  });

  it('is English without a terminal catalogue, numbers and plurals in the kit locale', () => {
    const l = createTerminalLocalizer(createLocalizer(de));
    expect(l.format({ key: 'terminal.keys.enterSend' })).toBe('Enter send');
    const german = createTerminalLocalizer(createLocalizer(de), terminalDe);
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
    const l = createTerminalLocalizer(createLocalizer(de), broken, {
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
    const l = createTerminalLocalizer(createLocalizer(de), broken, {
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
