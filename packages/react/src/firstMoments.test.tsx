// The first moments of a question on the web (issue 46): for a moment after it is drawn the action
// row says it does not act yet (the person's clicks and Enter are held; Chromium proves the
// holding, test/e2e-web/answering.test.ts), script-driven hosts are unaffected, and a question for
// a destructive tool never starts where one stray Enter accepts it.
import type { ElicitResult, RenderContext } from '@elicitkit/core';
import { PROTOCOL_2025, normalizeRequest } from '@elicitkit/core';
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ElicitationForm } from './ElicitationForm.js';
import { useFormElicitation } from './headless/useFormElicitation.js';

afterEach(cleanup);

const server = { trustedId: 'db', trustedUrl: 'https://db.example/mcp' };
const destructive: RenderContext = {
  server,
  era: PROTOCOL_2025,
  signal: new AbortController().signal,
  subject: { method: 'tools/call', name: 'drop_table', destructive: true },
};
const plain: RenderContext = { server, era: PROTOCOL_2025, signal: new AbortController().signal };

const confirm = { message: 'Drop the table?', requestedSchema: { type: 'object', properties: {} } };
const withReason = {
  message: 'Drop the table?',
  requestedSchema: {
    type: 'object',
    properties: { reason: { type: 'string', title: 'Reason' } },
  },
};
const url = {
  mode: 'url',
  message: 'Sign in',
  url: 'https://example.com/sign-in',
  elicitationId: 'e1',
};

function renderForm(params: unknown, context: RenderContext, extra: { armDelayMs?: number } = {}) {
  const results: ElicitResult[] = [];
  render(
    <ElicitationForm
      request={normalizeRequest(params)}
      context={context}
      onResult={(r) => results.push(r)}
      autoFocus
      {...extra}
    />,
  );
  return { results, user: userEvent.setup() };
}

const actionButtons = () =>
  screen.getAllByRole('button').filter((b) => b.closest('.ek-actions') !== null);

describe('the action row arms a moment after the question is drawn', () => {
  it('form: the buttons say they do not act yet, with the catalogue line, then arm', async () => {
    renderForm(confirm, plain);
    const buttons = actionButtons();
    expect(buttons.map((b) => b.textContent)).toEqual(['Accept', 'Decline', 'Cancel']);
    for (const b of buttons) {
      expect(b.getAttribute('aria-disabled')).toBe('true');
      expect(b.getAttribute('aria-describedby')).toContain('arming');
    }
    expect(screen.getByText('The buttons respond in a moment')).toBeTruthy();
    await screen.findByText(/outside a field to cancel/);
    for (const b of actionButtons()) expect(b.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByText('The buttons respond in a moment')).toBeNull();
  });

  it('URL: the buttons say they do not act yet, then arm', async () => {
    renderForm(url, plain);
    expect(actionButtons().every((b) => b.getAttribute('aria-disabled') === 'true')).toBe(true);
    expect(screen.getByText('The buttons respond in a moment')).toBeTruthy();
    await waitFor(() => expect(actionButtons()[0]?.getAttribute('aria-disabled')).toBeNull());
    expect(screen.queryByText('The buttons respond in a moment')).toBeNull();
  });

  it('armDelayMs 0: armed from the start', () => {
    renderForm(confirm, plain, { armDelayMs: 0 });
    for (const b of actionButtons()) expect(b.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByText('The buttons respond in a moment')).toBeNull();
  });

  it('a host driving the form by script is not held', async () => {
    const { results, user } = renderForm(confirm, plain);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(results).toEqual([{ action: 'accept', content: {} }]);
  });
});

describe('a destructive question never starts on Accept', () => {
  it('action-only: focus starts on the heading, not Accept', () => {
    renderForm(confirm, destructive, { armDelayMs: 0 });
    expect(screen.getByText('This tool can change or delete data')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Input requested');
    expect(document.activeElement?.closest('.ek-actions')).toBeNull();
  });

  it('with a field: Enter in the focused field does not accept it; Accept itself does', async () => {
    const { results, user } = renderForm(withReason, destructive, { armDelayMs: 0 });
    const reason = screen.getByRole('textbox', { name: /Reason/ });
    expect(document.activeElement).toBe(reason);
    await user.keyboard('{Enter}');
    await user.type(reason, 'old{Enter}');
    expect(results).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(results).toEqual([{ action: 'accept', content: { reason: 'old' } }]);
  });

  it('a question of a tool not marked destructive still submits on Enter', async () => {
    const { results, user } = renderForm(withReason, plain, { armDelayMs: 0 });
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'old{Enter}');
    expect(results).toEqual([{ action: 'accept', content: { reason: 'old' } }]);
  });
});

describe('the headless hook says when its actions may act', () => {
  const request = normalizeRequest(confirm);
  if (request.mode !== 'form') throw new Error('a form');

  it('not armed at first, with the line to show; armed a moment later', async () => {
    const { result } = renderHook(() =>
      useFormElicitation(request, { onResult: () => {}, context: plain }),
    );
    expect(result.current.armed).toBe(false);
    expect(result.current.arming?.text).toBe('The buttons respond in a moment');
    await waitFor(() => expect(result.current.armed).toBe(true));
    expect(result.current.arming).toBeUndefined();
  });

  it('armDelayMs 0: armed from the start', () => {
    const { result } = renderHook(() =>
      useFormElicitation(request, { onResult: () => {}, context: plain, armDelayMs: 0 }),
    );
    expect(result.current.armed).toBe(true);
  });
});
