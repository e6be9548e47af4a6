import { describe, expect, it } from 'vitest';
import de from '@elicitkit/core/locales/de';
import { createLocalizer } from '@elicitkit/core';
import { createCliLocalizer } from './createCliLocalizer.js';
import cliDe from './locales/de.js';
import type { CliLocaleCatalogue, CliMessageKey } from './messages/CliLocalizer.js';

function withCli(
  catalogue: CliLocaleCatalogue,
  changes: Partial<Record<CliMessageKey, string>>,
): CliLocaleCatalogue {
  return { ...catalogue, messages: { ...catalogue.messages, ...changes } };
}

describe('createCliLocalizer', () => {
  it("speaks the command line's words, numbers in the kit's locale, and the kit's through the kit", () => {
    const l = createCliLocalizer(createLocalizer(de), cliDe);
    expect(l.format({ key: 'auth.cli.signedIn', values: { server: 'tickets' } })).toBe(
      cliDe.messages['auth.cli.signedIn'].replace('{server}', 'tickets'),
    );
    expect(l.format({ key: 'cli.tools.heading', values: { count: 1200, server: 's' } })).toContain(
      '1.200',
    );
    expect(l.format({ key: 'actions.accept' })).toBe('Annehmen');
  });

  // The sign-in lines say which server the tokens are for: a translation that drops it is not shown.
  it('falls back to English when a sign-in line drops its server, as the kit and terminal do', () => {
    const fallbacks: [string, string][] = [];
    const broken = withCli(cliDe, {
      'auth.cli.page': 'Die Anmeldeseite:',
      'cli.taskAsking': 'Die Aufgabe fragt:',
      'cli.usage.unknownCommand': '',
      // Not a safety message: a translation without {server} is the translator's choice.
      'cli.tools.heading': '{count, plural, one {# Werkzeug:} other {# Werkzeuge:}}',
    });
    const l = createCliLocalizer(createLocalizer(de), broken, {
      onFallback: (key, reason) => fallbacks.push([key, reason]),
    });
    expect(l.format({ key: 'auth.cli.page', values: { server: 'tickets' } })).toBe(
      'The sign-in page for tickets:',
    );
    expect(l.format({ key: 'cli.taskAsking', values: { line: 'deploy' } })).toBe(
      'deploy — the running task is asking:',
    );
    expect(l.format({ key: 'cli.usage.unknownCommand', values: { name: 'x' } })).toBe(
      'unknown command x',
    );
    expect(l.format({ key: 'cli.tools.heading', values: { count: 2, server: 's' } })).toBe(
      '2 Werkzeuge:',
    );
    expect(fallbacks).toEqual([
      ['auth.cli.page', 'unsafe'],
      ['cli.taskAsking', 'unsafe'],
      ['cli.usage.unknownCommand', 'missing'],
    ]);
  });
});
