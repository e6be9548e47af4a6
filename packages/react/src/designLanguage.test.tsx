// The web side of the shared design language (docs/design-language.md): "(optional)" marking, the
// round indicator, hints that match the control and never repeat the error, the note on an emptied
// optional multi-select, danger styling for destructive tools, the persistent neutral outcome record
// with focus on it, and secret fields masked with a way to reveal them.
import type { ElicitResult, RenderContext } from '@elicitkit/core';
import {
  DANGER_TEXT,
  EMPTY_SELECTION_NOTE,
  PROTOCOL_2025,
  PROTOCOL_2026,
  normalizeRequest,
} from '@elicitkit/core';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ElicitationForm } from './ElicitationForm.js';
import { accessibleDescription, hasFocus } from './testHelpers.js';

afterEach(cleanup);

function renderForm(params: unknown, extra: Partial<RenderContext> = {}) {
  const results: ElicitResult[] = [];
  const context: RenderContext = {
    server: { trustedId: 'deploy-bot' },
    era: PROTOCOL_2025,
    signal: new AbortController().signal,
    ...extra,
  };
  render(
    <ElicitationForm
      request={normalizeRequest(params)}
      context={context}
      onResult={(r) => results.push(r)}
    />,
  );
  return { results, user: userEvent.setup() };
}

const form = (properties: Record<string, unknown>, required: string[] = []) => ({
  message: 'Details',
  requestedSchema: { type: 'object', properties, required },
});

const labelText = (name: RegExp) =>
  [...document.querySelectorAll('.ek-label')].find((l) => name.test(l.textContent ?? ''))
    ?.textContent;

describe('required marking', () => {
  const twoFields = form(
    { name: { type: 'string', title: 'Name' }, nick: { type: 'string', title: 'Nick' } },
    ['name'],
  );

  it('marks required fields with * (read as "required") and says once what it means', () => {
    renderForm(twoFields);
    expect(labelText(/^Name/)).toBe('Name* (required)');
    expect(document.querySelector('.ek-required [aria-hidden="true"]')?.textContent).toBe('*');
    expect(labelText(/^Nick/)).toBe('Nick');
    expect(screen.getAllByText('Fields marked * are required')).toHaveLength(1);
    expect(document.body.textContent).not.toContain('(optional)');
  });

  it('marks optional fields "(optional)" and required ones not at all when the host asks', () => {
    const results: ElicitResult[] = [];
    render(
      <ElicitationForm
        fieldMarking="optional"
        request={normalizeRequest(twoFields)}
        onResult={(r) => results.push(r)}
      />,
    );
    expect(labelText(/^Name/)).toBe('Name');
    expect(labelText(/^Nick/)).toBe('Nick (optional)');
    expect(document.body.textContent).not.toMatch(/required/);
  });

  it('marks nothing when every field is optional', () => {
    renderForm(form({ a: { type: 'string', title: 'A' }, b: { type: 'string', title: 'B' } }));
    expect(document.body.textContent).not.toContain('(optional)');
    expect(document.body.textContent).not.toMatch(/required/);
  });
});

describe('round indicator', () => {
  it('shows "Question 2 of 3" above the message, and nothing for a lone question', () => {
    renderForm(form({ a: { type: 'string' } }), { round: 2, totalRounds: 3 });
    const round = screen.getByText('Question 2 of 3');
    const message = screen.getByText('Details');
    expect(round.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    cleanup();
    renderForm(form({ a: { type: 'string' } }), { round: 1 });
    expect(screen.queryByText(/^Question/)).toBeNull();
  });
});

describe('hints', () => {
  it('a native date control gets no "like 2026-07-28" hint (its own picker says enough)', () => {
    renderForm(form({ when: { type: 'string', format: 'date', title: 'When' } }));
    const input = screen.getByLabelText(/When/);
    expect(input.getAttribute('type')).toBe('date');
    expect(accessibleDescription(input)).toBe('');
    expect(document.body.textContent).not.toMatch(/2026-07-28/);
  });

  it('an error that says what the hint says hides the hint: the words appear once', async () => {
    const { user } = renderForm(
      form({ email: { type: 'string', format: 'email', title: 'Email' } }, ['email']),
    );
    const input = screen.getByRole('textbox', { name: /Email/ });
    await user.type(input, 'nope');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const hint = 'Enter an email address like name@example.com';
    const field = document.querySelector('[data-ek-field]');
    expect(field?.textContent?.split(hint).length).toBe(2);
    expect(accessibleDescription(input).split(hint).length).toBe(2);
  });
});

describe('an error that restates a limit of the hint', () => {
  it('hides the hint: "Choose at most 2" is not shown beside "Choose between 1 and 2"', async () => {
    const { user } = renderForm(
      form({
        tags: {
          type: 'array',
          title: 'Tags',
          minItems: 1,
          maxItems: 2,
          items: { type: 'string', enum: ['a', 'b', 'c'] },
        },
      }),
    );
    expect(document.querySelector('.ek-hint')?.textContent).toBe('Choose between 1 and 2');
    for (const name of ['a', 'b', 'c']) await user.click(screen.getByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const field = document.querySelector('[data-ek-field]')!;
    expect(field.querySelector('.ek-error')?.textContent).toContain('Choose at most 2');
    expect(field.querySelector('.ek-hint')).toBeNull();
  });
});

describe('an emptied optional multi-select', () => {
  it('gets a visible note that it will be left out, and is left out', async () => {
    const { results, user } = renderForm(
      form({
        sizes: {
          type: 'array',
          title: 'Sizes',
          items: { type: 'string', enum: ['S', 'M'] },
          default: ['S'],
        },
      }),
    );
    expect(screen.queryByText(EMPTY_SELECTION_NOTE)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'S' }));
    expect(screen.getByText(EMPTY_SELECTION_NOTE)).toBeTruthy();
    expect(accessibleDescription(screen.getByRole('group', { name: /Sizes/ }))).toContain(
      EMPTY_SELECTION_NOTE,
    );
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(results).toEqual([{ action: 'accept', content: {} }]);
  });
});

describe('danger', () => {
  const params = form({ confirm: { type: 'boolean', title: 'Drop the table' } });

  it('a destructive tool gets the marker and a danger Accept', () => {
    renderForm(params, {
      subject: { method: 'tools/call', name: 'drop_table', destructive: true },
    });
    expect(screen.getByText(DANGER_TEXT)).toBeTruthy();
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(accept.className).toContain('ek-danger');
    expect(accessibleDescription(accept)).toContain(DANGER_TEXT);
  });

  it('any other tool does not', () => {
    renderForm(params, { subject: { method: 'tools/call', name: 'list_tables' } });
    expect(screen.queryByText(DANGER_TEXT)).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept' }).className).not.toContain('ek-danger');
  });
});

describe('outcome record', () => {
  const params = form({ name: { type: 'string', title: 'Name' } });

  it('Accept leaves a record of what was sent, and focus moves to it', async () => {
    const { user } = renderForm(params);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const record = screen.getByRole('status');
    expect(record.textContent).toBe('Sent to deploy-bot: Name: "Ada"');
    expect(hasFocus(record)).toBe(true);
  });

  it('a person’s cancel is a neutral record, not an error', async () => {
    const { user } = renderForm(params);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const record = screen.getByRole('status');
    expect(record.textContent).toBe(
      'Cancelled — deploy-bot was told you cancelled; no answers were sent',
    );
    expect(record.className).not.toMatch(/error|danger/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(hasFocus(record)).toBe(true);
  });

  it('Decline leaves its own record', async () => {
    const { user } = renderForm(params);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.getByRole('status').textContent).toBe(
      'Declined — deploy-bot was told no; no answers were sent',
    );
  });

  // Under 2026-07-28 nothing reaches the server until the round's retry carries it: the record
  // says the answer is kept, never "sent" or "was told".
  it('under 2026-07-28 the record says the answer is kept for the round, not sent', async () => {
    const { user } = renderForm(params, { era: PROTOCOL_2026 });
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('status').textContent).toBe(
      'Kept for this round — Name: "Ada"; nothing is sent to deploy-bot until the round is complete',
    );
  });

  it('under 2026-07-28 a decline is kept for the round too, with nobody told yet', async () => {
    const { user } = renderForm(params, { era: PROTOCOL_2026 });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const text = screen.getByRole('status').textContent ?? '';
    expect(text).toBe(
      'Declined — kept for this round; nothing is sent to deploy-bot until the round is complete',
    );
    expect(text).not.toMatch(/was told/);
  });
});

describe('secret fields', () => {
  it('are masked, with a Show/Hide button; the typed value is sent as typed', async () => {
    const { results, user } = renderForm(
      form({ apiKey: { type: 'string', title: 'API key' } }, ['apiKey']),
    );
    const input = screen.getByLabelText(/API key/) as HTMLInputElement;
    expect(input.type).toBe('password');
    await user.type(input, 's3cret');
    const show = screen.getByRole('button', { name: 'Show API key' });
    expect(show.getAttribute('aria-pressed')).toBe('false');
    await user.click(show);
    expect(input.type).toBe('text');
    expect(input.value).toBe('s3cret');
    await user.click(screen.getByRole('button', { name: 'Hide API key' }));
    expect(input.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(results).toEqual([{ action: 'accept', content: { apiKey: 's3cret' } }]);
    // The record read back on screen masks it too.
    expect(screen.getByRole('status').textContent).not.toContain('s3cret');
  });
});
