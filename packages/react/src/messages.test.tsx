// <ElicitationForm messages>: the words come from the host's catalogue, the root carries the
// locale's lang and dir, and numbers are read the locale's way.
import type { ElicitResult, LocaleCatalogue } from '@elicitkit/core';
import { PROTOCOL_2026, normalizeRequest, withMessages } from '@elicitkit/core';
import ar from '@elicitkit/core/locales/ar';
import de from '@elicitkit/core/locales/de';
import fr from '@elicitkit/core/locales/fr';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ElicitationForm } from './ElicitationForm.js';

afterEach(cleanup);

const params = {
  message: 'Wie viel?',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      amount: { type: 'number', title: 'Menge' },
    },
    required: ['name'],
  },
};

function renderIn(messages: typeof de) {
  const results: ElicitResult[] = [];
  const view = render(
    <ElicitationForm
      request={normalizeRequest(params)}
      context={{
        server: { trustedId: 'github' },
        era: PROTOCOL_2026,
        signal: new AbortController().signal,
      }}
      messages={messages}
      onResult={(r) => results.push(r)}
    />,
  );
  return { ...view, results, user: userEvent.setup() };
}

describe('messages', () => {
  it('draws the form in German, with lang="de" and dir="ltr" on its root', async () => {
    const { container, user } = renderIn(de);
    const root = container.querySelector('.ek-root');
    expect(root?.getAttribute('lang')).toBe('de');
    expect(root?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('heading').textContent).toBe('Eingabe erbeten');
    expect(screen.getByRole('button', { name: 'Annehmen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ablehnen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Annehmen' }));
    expect(screen.getByText('Es gibt ein Problem')).toBeTruthy();
    expect(container.textContent).toContain('Das ist ein Pflichtfeld');
    expect(container.textContent).not.toContain('This is required');
  });

  it('sends 1,5 typed under de as the number 1.5', async () => {
    const { results, user } = renderIn(de);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /Menge/ }), '1,5');
    await user.click(screen.getByRole('button', { name: 'Annehmen' }));
    expect(results).toEqual([{ action: 'accept', content: { name: 'Ada', amount: 1.5 } }]);
    // Under 2026-07-28 the answer travels with the round's retry: kept, not yet sent.
    expect(screen.getByRole('status').textContent).toMatch(/^Für diese Runde behalten/);
  });

  it('sets dir="rtl" and lang="ar" under Arabic, and isolates the server message', () => {
    const { container } = renderIn(ar);
    const root = container.querySelector('.ek-root');
    expect(root?.getAttribute('dir')).toBe('rtl');
    expect(root?.getAttribute('lang')).toBe('ar');
    expect(container.querySelector('.ek-message')?.getAttribute('dir')).toBe('auto');
    expect(container.querySelector('.ek-server-id')?.tagName).toBe('BDI');
  });
});

describe('messages in URL mode', () => {
  it('asks in German, the address left to right and its host isolated', () => {
    const { container } = render(
      <ElicitationForm
        request={normalizeRequest({
          mode: 'url',
          message: 'Bitte anmelden',
          url: 'https://example.com/login',
          elicitationId: 'e1',
        })}
        context={{
          server: { trustedId: 'github' },
          era: PROTOCOL_2026,
          signal: new AbortController().signal,
        }}
        messages={de}
        onResult={() => {}}
      />,
    );
    expect(container.querySelector('.ek-root')?.getAttribute('lang')).toBe('de');
    expect(screen.getByRole('heading').textContent).toBe('Eine Webseite öffnen?');
    expect(screen.getByRole('button', { name: 'Ablehnen' })).toBeTruthy();
    expect(container.querySelector('.ek-url')?.getAttribute('dir')).toBe('ltr');
    expect(container.querySelector('.ek-url .ek-url-host')?.tagName).toBe('BDI');
    expect(container.textContent).not.toContain('Open a web page?');
  });
});

describe('messages in the field templates', () => {
  it('Clear answer, Yes/No, No answer, Show, the error prefix and the time-zone note are German under de', async () => {
    const results: ElicitResult[] = [];
    const { container } = render(
      <ElicitationForm
        request={normalizeRequest({
          message: 'Wann?',
          requestedSchema: {
            type: 'object',
            properties: {
              ok: { type: 'boolean', title: 'Einverstanden' },
              at: { type: 'string', format: 'date-time', title: 'Zeitpunkt' },
              name: { type: 'string', title: 'Name' },
              team: {
                type: 'string',
                title: 'Team',
                enum: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'],
              },
              pin: { type: 'string', title: 'Passwort' },
            },
            required: ['name'],
          },
        })}
        context={{
          server: { trustedId: 'github' },
          era: PROTOCOL_2026,
          signal: new AbortController().signal,
        }}
        messages={de}
        onResult={(r) => results.push(r)}
      />,
    );
    const user = userEvent.setup();
    expect(container.textContent).toContain('Ihre Zeitzone:');
    expect(container.textContent).not.toContain('Your time zone');
    await user.click(screen.getByRole('radio', { name: 'Ja' }));
    expect(screen.getByRole('button', { name: 'Antwort löschen für Einverstanden' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Annehmen' }));
    expect(container.querySelector('.ek-error')?.textContent).toMatch(/^Fehler: /);
    expect(container.textContent).not.toContain('Clear answer');
    expect(screen.getByRole('option', { name: 'Keine Antwort' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anzeigen Passwort' })).toBeTruthy();
    expect(results).toEqual([]);
  });
});

describe('messages for the label suffix and the hints', () => {
  const hinted = {
    message: 'Ihre Angaben',
    requestedSchema: {
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Name' },
        amount: { type: 'number', title: 'Menge', minimum: 1, maximum: 9 },
        mail: { type: 'string', format: 'email', title: 'Post' },
        tags: { type: 'array', title: 'Marken', items: { type: 'string', enum: ['a', 'b'] } },
      },
      required: ['name'],
    },
  };
  function drawIn(messages?: LocaleCatalogue) {
    return render(
      <ElicitationForm
        fieldMarking="optional"
        request={normalizeRequest(hinted)}
        context={{
          server: { trustedId: 'github' },
          era: PROTOCOL_2026,
          signal: new AbortController().signal,
        }}
        {...(messages && { messages })}
        onResult={() => {}}
      />,
    );
  }
  const hints = (container: HTMLElement) =>
    [...container.querySelectorAll('.ek-hint')].map((p) => p.textContent);
  const suffixes = (container: HTMLElement) =>
    [...container.querySelectorAll('.ek-optional')].map((s) => s.textContent);
  // The three optional fields, each marked with the same word.
  const onEachOptional = (word: string) => [word, word, word];

  it('draws the hints in German under de, and the "(optional)" suffix from the catalogue', () => {
    const { container } = drawIn(de);
    // The hints that only restate the control ("Enter some text") are left out on the web.
    expect(hints(container)).toEqual([
      'Zahl von 1 bis 9 eingeben',
      'E-Mail-Adresse eingeben, etwa name@example.com',
    ]);
    // German says "(optional)" too; the catalogue's own word is what is drawn.
    expect(suffixes(container)).toEqual(onEachOptional(' (optional)'));
    cleanup();
    const host = drawIn(withMessages(de, { 'form.optionalSuffix': ' (freiwillig)' }));
    expect(suffixes(host.container)).toEqual(onEachOptional(' (freiwillig)'));
    cleanup();
    expect(suffixes(drawIn(fr).container)).toEqual(onEachOptional(' (facultatif)'));
  });

  it('keeps English unchanged without messages', () => {
    const { container } = drawIn();
    expect(hints(container)).toEqual([
      'Enter a number from 1 to 9',
      'Enter an email address like name@example.com',
    ]);
    expect(suffixes(container)).toEqual(onEachOptional(' (optional)'));
  });

  it('hides a hint its German error repeats, by message, not by English text', async () => {
    const { container } = drawIn(de);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Menge/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Annehmen' }));
    const amount = screen.getByRole('textbox', { name: /Menge/ }).closest('.ek-field')!;
    expect(amount.querySelector('.ek-error')?.textContent).toContain('Zahl von 1 bis 9 eingeben');
    expect(amount.querySelector('.ek-hint')).toBeNull();
    expect(hints(container)).not.toContain('Zahl von 1 bis 9 eingeben');
  });
});

describe('safety words a host catalogue drops', () => {
  // A host's German catalogue that lost the arguments that say where and who: each such message
  // falls back to English, which still names them.
  const careless = withMessages(de, {
    'url.consent.asksToOpen': 'Es bittet Sie, diese Adresse zu öffnen:',
    'url.consent.agree': 'Ich möchte diese Seite öffnen',
    'url.warning.userinfo': 'Diese Adresse enthält einen Benutzernamen vor dem „@“.',
    'identity.askedBy': 'Gefragt von einem Server',
  });
  const ctx = { server: { trustedId: 'github' }, era: PROTOCOL_2026 } as const;

  it('still shows the site in the URL consent, its agree box and its warning', () => {
    const { container } = render(
      <ElicitationForm
        request={normalizeRequest({
          mode: 'url',
          message: 'Anmelden',
          url: 'https://accounts.example.com@evil.example/oauth/authorize',
          elicitationId: 'e1',
        })}
        context={{ ...ctx, signal: new AbortController().signal }}
        messages={careless}
        onResult={() => {}}
      />,
    );
    const hostIn = (selector: string) =>
      container.querySelector(`${selector} .ek-url-host`)?.textContent;
    expect(container.querySelector('.ek-site')?.textContent).toBe(
      'It asks you to open this address on evil.example:',
    );
    expect(hostIn('.ek-site')).toBe('evil.example');
    expect(hostIn('.ek-consent')).toBe('evil.example');
    expect(hostIn('.ek-notices')).toBe('evil.example');
    // The rest of the catalogue is still German.
    expect(screen.getByRole('heading').textContent).toBe('Eine Webseite öffnen?');
  });

  it('still shows the id in the identity line', () => {
    const { container } = render(
      <ElicitationForm
        request={normalizeRequest(params)}
        context={{ ...ctx, signal: new AbortController().signal }}
        messages={careless}
        onResult={() => {}}
      />,
    );
    expect(container.querySelector('.ek-server .ek-server-id')?.textContent).toBe('github');
    expect(container.querySelector('.ek-server')?.textContent).toMatch(/^Asked by github/);
    expect(screen.getByRole('button', { name: 'Annehmen' })).toBeTruthy();
  });
});
