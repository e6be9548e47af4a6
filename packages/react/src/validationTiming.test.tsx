// Validation timing (design-language.md §4): a field's error appears when the person leaves a field they
// changed, or on Accept; it clears while typing as soon as the value is valid; never while typing
// into a field the first time; focus passing through an untouched field shows nothing.
import type { ElicitResult, RenderContext } from '@elicitkit/core';
import { PROTOCOL_2026, normalizeRequest } from '@elicitkit/core';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ElicitationForm } from './ElicitationForm.js';

afterEach(cleanup);

const context: RenderContext = {
  server: { trustedId: 'test' },
  era: PROTOCOL_2026,
  signal: new AbortController().signal,
};

const params = {
  message: 'Contact',
  requestedSchema: {
    type: 'object',
    properties: {
      email: { type: 'string', format: 'email', title: 'Email' },
      name: { type: 'string', title: 'Name', minLength: 2 },
      sizes: {
        type: 'array',
        title: 'Sizes',
        minItems: 2,
        items: { type: 'string', enum: ['S', 'M', 'L'] },
      },
    },
    required: ['email', 'name'],
  },
};

function setup() {
  const results: ElicitResult[] = [];
  render(
    <ElicitationForm
      request={normalizeRequest(params)}
      context={context}
      onResult={(r) => results.push(r)}
    />,
  );
  return { results, user: userEvent.setup() };
}

const errorTexts = () =>
  [...document.querySelectorAll('.ek-error')].map((e) => e.textContent?.replace('Error: ', ''));

describe('validation timing', () => {
  it('shows nothing while typing the first time, the error on leaving, and clears it live', async () => {
    const { user } = setup();
    const email = screen.getByRole('textbox', { name: /Email/ });
    await user.type(email, 'ada');
    expect(errorTexts()).toEqual([]);
    expect(email.getAttribute('aria-invalid')).toBeNull();

    await user.tab();
    expect(errorTexts()).toHaveLength(1);
    expect(email.getAttribute('aria-invalid')).toBe('true');

    await user.click(email);
    await user.type(email, '@example.com');
    // Valid now: the error is gone without leaving the field.
    expect(errorTexts()).toEqual([]);
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('focus passing through untouched fields shows no error', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('textbox', { name: /Email/ }));
    await user.tab();
    await user.tab();
    expect(errorTexts()).toEqual([]);
    expect(document.querySelector('.ek-summary')).toBeNull();
  });

  it('moving between the options of one group is not leaving it', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('checkbox', { name: 'S' }));
    await user.tab();
    // Still inside Sizes: one of two picked is not judged yet.
    expect(errorTexts()).toEqual([]);
    await user.click(screen.getByRole('textbox', { name: /Name/ }));
    expect(errorTexts()).toHaveLength(1);
  });

  it('Accept shows every error with the summary, and they stay current', async () => {
    const { user, results } = setup();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(results).toEqual([]);
    expect(errorTexts()).toHaveLength(2);
    expect(document.querySelector('.ek-summary')).not.toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    expect(errorTexts()).toHaveLength(1);
  });
});
