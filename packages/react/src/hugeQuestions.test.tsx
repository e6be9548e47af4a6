// Huge questions on the web (issue 37, item 2): a long server message is shown folded with a
// control that opens all of it in a scroll region, and a question past core's limits is declined
// with its reason to the person (and the too-large diagnostic to the host), answered cancel.
import type { ElicitResult, RenderContext } from '@elicitkit/core';
import {
  MAX_FIELDS,
  MAX_MESSAGE_CHARACTERS,
  PROTOCOL_2026,
  english,
  foldedMessage,
  normalizeRequest,
} from '@elicitkit/core';
import de from '@elicitkit/core/locales/de';
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ElicitationForm } from './ElicitationForm.js';
import { useFormElicitation } from './headless/useFormElicitation.js';

afterEach(cleanup);

const context: RenderContext = {
  server: { trustedId: 'github' },
  era: PROTOCOL_2026,
  signal: new AbortController().signal,
};
const note = { type: 'object', properties: { note: { type: 'string', title: 'Note' } } };
const MB_MESSAGE = `START ${'lorem ipsum dolor '.repeat(Math.ceil(1_000_000 / 18))}THE END`;

function show(params: unknown, messages?: typeof de) {
  const results: ElicitResult[] = [];
  const request = normalizeRequest(params);
  render(
    <ElicitationForm
      request={request}
      context={context}
      onResult={(r) => results.push(r)}
      {...(messages && { messages })}
    />,
  );
  return { results, request, user: userEvent.setup() };
}

const messageBox = () => document.querySelector<HTMLElement>('blockquote.ek-message')!;

describe('a long server message on the web', () => {
  it('shows a 1 MB message folded, and the whole of it in a scroll region on request', async () => {
    const { results, user } = show({ message: MB_MESSAGE, requestedSchema: note });
    const rest = MB_MESSAGE.length - foldedMessage(MB_MESSAGE).length;
    expect(messageBox().textContent).toBe(foldedMessage(MB_MESSAGE));
    expect(messageBox().textContent).not.toContain('THE END');
    const toggle = screen.getByRole('button', {
      name: `Show the whole message (${rest.toLocaleString('en')} more characters)`,
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(messageBox().id);
    // The kit's control is not part of the server's quotation.
    expect(messageBox().contains(toggle)).toBe(false);

    // Reached and pressed by keyboard: Tab from the folded region lands on it.
    messageBox().focus();
    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: 'Message from the server' });
    expect(region).toBe(messageBox());
    expect(region.textContent).toBe(MB_MESSAGE);
    expect(region.tabIndex).toBe(0);
    expect(toggle.textContent).toBe('Show less of the message');

    await user.click(toggle);
    expect(messageBox().textContent).toBe(foldedMessage(MB_MESSAGE));

    // The question is still answered as usual.
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'ok');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(results).toEqual([{ action: 'accept', content: { note: 'ok' } }]);
  });

  it('shows a message shorter than the fold whole, with no control', () => {
    const message = 'A short question. '.repeat(50);
    show({ message, requestedSchema: note });
    expect(messageBox().textContent).toBe(message);
    expect(screen.queryByRole('button', { name: /whole message/ })).toBeNull();
  });

  it('folds the message of a URL question too', () => {
    show({ mode: 'url', message: MB_MESSAGE, url: 'https://example.com/sign-in' });
    expect(messageBox().textContent).not.toContain('THE END');
    expect(screen.getByRole('button', { name: /^Show the whole message/ })).toBeTruthy();
  });

  it("says it in the catalogue's words", () => {
    show({ message: MB_MESSAGE, requestedSchema: note }, de);
    expect(screen.getByRole('button', { name: /^Ganze Nachricht zeigen \(/ })).toBeTruthy();
  });

  it('hands a headless host the fold and its words', () => {
    const request = normalizeRequest({ message: MB_MESSAGE, requestedSchema: note });
    if (request.mode !== 'form') throw new Error('expected a form');
    const { result } = renderHook(() => useFormElicitation(request, { onResult: () => {} }));
    expect(result.current.message).toBe(MB_MESSAGE);
    expect(result.current.messageFold?.shown).toBe(foldedMessage(MB_MESSAGE));
    expect(result.current.messageFold?.showAll.text).toMatch(/^Show the whole message \(/);
  });
});

describe('a question past the limits on the web', () => {
  it('is not drawn: the person reads why, the host gets the diagnostic, the answer is cancel', () => {
    const properties: Record<string, unknown> = {};
    for (let i = 0; i <= MAX_FIELDS; i++) properties[`f${i}`] = { type: 'string' };
    const { results, request } = show({
      message: 'Many',
      requestedSchema: { type: 'object', properties },
    });
    const diagnostic = request.diagnostics.find((d) => d.code === 'too-large');
    expect(diagnostic?.severity).toBe('error');
    expect(screen.getByText(english.format(diagnostic!.msg))).toBeTruthy();
    expect(screen.getByText(/too large to show \(50,001 fields/)).toBeTruthy();
    expect(screen.getByText('github')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(results).toEqual([{ action: 'cancel' }]);
  });

  it('declines a message past the limit the same way, URL mode included', () => {
    const { results } = show({
      mode: 'url',
      message: 'x'.repeat(MAX_MESSAGE_CHARACTERS + 1),
      url: 'https://example.com/',
    });
    expect(screen.getByText(/too large to show \(0 fields, 4,000,001 characters/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Open/ })).toBeNull();
    expect(results).toEqual([{ action: 'cancel' }]);
  });
});
