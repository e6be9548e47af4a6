// The README's recipes for hosts that already have an i18n runtime, run as written.
import { describe, expect, it } from 'vitest';
import de from '@elicitkit/core/locales/de';
import { createLocalizer, en, resolveLocalizer, withMessages } from '@elicitkit/core';
import type { LocaleCatalogue, Localizer, MessageKey, Messages, Msg } from '@elicitkit/core';

/** FormatJS / any ICU catalogue: the host's own messages under a prefix become a catalogue. */
function fromMessages(
  locale: string,
  dir: 'ltr' | 'rtl',
  messages: Record<string, string>,
  prefix = '',
): LocaleCatalogue {
  const picked: Partial<Record<MessageKey, string>> = {};
  for (const key of Object.keys(en) as MessageKey[]) {
    const text = messages[prefix + key];
    if (typeof text === 'string') picked[key] = text;
  }
  // Keys the host has not translated keep English; safety keys that lose {site} etc. do too.
  return withMessages({ locale, dir, messages: en as Messages }, picked);
}

/** i18next (or vscode.l10n, or any t()): its words, elicitkit's numbers, dates and parsing. */
function fromT(
  t: (key: string, values?: Msg['values']) => string | undefined,
  locale: string,
): Localizer {
  const base = createLocalizer({ locale, dir: 'ltr', messages: en as Messages });
  const format = (msg: Msg) => t(`ek.${msg.key}`, msg.values) ?? base.format(msg);
  return Object.freeze({ ...base, format, formatParts: (msg: Msg) => [format(msg)] });
}

describe('plugging in a host runtime', () => {
  it('FormatJS-style ICU messages under a prefix', () => {
    const catalogue = fromMessages(
      'de',
      'ltr',
      {
        'ek.actions.accept': 'Übernehmen',
        'ek.summary.title': '{count, plural, one {Ein Fehler} other {# Fehler}}',
        'ek.url.consent.agree': 'Seite öffnen', // drops <host>{site}</host>: not used
      },
      'ek.',
    );
    const l = resolveLocalizer(catalogue);
    expect(l.format({ key: 'actions.accept' })).toBe('Übernehmen');
    expect(l.format({ key: 'summary.title', values: { count: 4 } })).toBe('4 Fehler');
    expect(l.format({ key: 'url.consent.agree', values: { site: 'x.example' } })).toBe(
      'I want to open this page on x.example',
    );
  });

  it('a t() function, falling back to elicitkit for keys it lacks', () => {
    const resources: Record<string, string> = { 'ek.actions.decline': 'Nein danke' };
    const l = fromT((key) => resources[key], 'de');
    expect(l.format({ key: 'actions.decline' })).toBe('Nein danke');
    expect(l.format({ key: 'actions.cancel' })).toBe('Cancel');
    expect(l.number(1234.5)).toBe('1.234,5');
  });

  it('overriding single keys of a shipped locale', () => {
    const mine = withMessages(de, { 'actions.accept': 'Senden' });
    expect(resolveLocalizer(mine).format({ key: 'actions.accept' })).toBe('Senden');
    expect(resolveLocalizer(mine).format({ key: 'actions.decline' })).toBe('Ablehnen');
  });
});
