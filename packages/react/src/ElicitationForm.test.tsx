// Behaviour of <ElicitationForm> in form mode beyond the shared corpus: exactly-once answers, the
// ways a request ends in cancel, Enter to submit, the error summary and focus, blocked and
// confirm-only forms, inert hostile text, and that nothing is invented.
import type { ElicitResult, RenderContext } from '@elicitkit/core';
import { PROTOCOL_2025, normalizeRequest } from '@elicitkit/core';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCase } from '../../../test/fixtures/index.js';
import de from '@elicitkit/core/locales/de';
import { ElicitationForm } from './ElicitationForm.js';
import { accessibleDescription, hasFocus, isDisabled } from './testHelpers.js';

afterEach(cleanup);

const server = {
  trustedId: 'github',
  trustedUrl: 'https://api.example/mcp',
  reportedName: 'GitHub',
};

function contextWith(signal = new AbortController().signal): RenderContext {
  return { server, era: PROTOCOL_2025, signal };
}

function renderForm(params: unknown, context = contextWith(), strict = false) {
  const results: ElicitResult[] = [];
  const element = (
    <ElicitationForm
      request={normalizeRequest(params)}
      context={context}
      onResult={(r) => results.push(r)}
    />
  );
  const view = render(strict ? <StrictMode>{element}</StrictMode> : element);
  return { ...view, results, user: userEvent.setup() };
}

const nameForm = {
  message: 'What is your name?',
  requestedSchema: {
    type: 'object',
    properties: { name: { type: 'string', title: 'Name' }, age: { type: 'integer', title: 'Age' } },
    required: ['name'],
  },
};

const flush = () => act(async () => {});

describe('answered exactly once', () => {
  it('a double click on Accept reports one accept', async () => {
    const { results, user } = renderForm(nameForm);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.dblClick(screen.getByRole('button', { name: 'Accept' }));
    expect(results).toEqual([{ action: 'accept', content: { name: 'Ada' } }]);
  });

  it('a double click on Decline reports one decline, and later Esc changes nothing', async () => {
    const { results, user } = renderForm(nameForm);
    await user.dblClick(screen.getByRole('button', { name: 'Decline' }));
    await user.keyboard('{Escape}');
    expect(results).toEqual([{ action: 'decline' }]);
    expect(isDisabled(screen.getByRole('button', { name: 'Accept' }))).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(
      'Declined — github was told no; no answers were sent',
    );
  });

  it('unmounting after an answer does not add a cancel', async () => {
    const { results, user, unmount } = renderForm(nameForm);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    unmount();
    await flush();
    expect(results).toEqual([{ action: 'cancel' }]);
  });
});

describe('ways a request ends in cancel', () => {
  it('Esc in a field keeps the question and what was typed', async () => {
    const { results, user } = renderForm(nameForm);
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.type(name, 'Ad{Escape}');
    expect(results).toEqual([]);
    expect((name as HTMLInputElement).value).toBe('Ad');
    // The key hint comes once the buttons are armed (useArming).
    expect((await screen.findByText(/outside a field to cancel/)).textContent).toBe(
      'Press Esc outside a field to cancel',
    );
  });

  it('Esc outside a field cancels an untouched question at once', async () => {
    const { results, user } = renderForm(nameForm);
    act(() => screen.getByRole('heading', { name: 'Input requested' }).focus());
    await user.keyboard('{Escape}');
    expect(results).toEqual([{ action: 'cancel' }]);
  });

  it('with answers given, Cancel and Esc ask once; Keep editing keeps them, Discard cancels', async () => {
    const { results, user } = renderForm(nameForm);
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.type(name, 'Ada');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(results).toEqual([]);
    const asked = screen.getByRole('group', { name: 'Discard your answers?' });
    // Focus starts on the choice that loses nothing.
    expect(hasFocus(within(asked).getByRole('button', { name: 'Keep editing' }))).toBe(true);
    await user.click(within(asked).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('group', { name: 'Discard your answers?' })).toBeNull();
    expect((name as HTMLInputElement).value).toBe('Ada');
    // Esc while asked means "keep editing" too, and focus goes back where it was.
    act(() => screen.getByRole('heading', { name: 'Input requested' }).focus());
    await user.keyboard('{Escape}');
    expect(screen.getByRole('group', { name: 'Discard your answers?' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Discard your answers?' })).toBeNull();
    expect(hasFocus(screen.getByRole('heading', { name: 'Input requested' }))).toBe(true);
    expect(results).toEqual([]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Discard answers' }));
    expect(results).toEqual([{ action: 'cancel' }]);
  });

  it('unmounting an unanswered form cancels', async () => {
    const { results, unmount } = renderForm(nameForm);
    unmount();
    await flush();
    expect(results).toEqual([{ action: 'cancel' }]);
  });

  it("StrictMode's rehearsal unmount does not cancel; the real one does", async () => {
    const { results, unmount } = renderForm(nameForm, contextWith(), true);
    await flush();
    expect(results).toEqual([]);
    unmount();
    await flush();
    expect(results).toEqual([{ action: 'cancel' }]);
  });

  it('an aborted signal cancels, and an already aborted one cancels at once', async () => {
    const controller = new AbortController();
    const { results } = renderForm(nameForm, contextWith(controller.signal));
    expect(results).toEqual([]);
    act(() => controller.abort());
    expect(results).toEqual([{ action: 'cancel' }]);
    cleanup();
    const early = renderForm(nameForm, contextWith(AbortSignal.abort()));
    expect(early.results).toEqual([{ action: 'cancel' }]);
  });
});

describe('accepting', () => {
  it('Enter in a text field submits', async () => {
    const { results, user } = renderForm(nameForm);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada{Enter}');
    expect(results).toEqual([{ action: 'accept', content: { name: 'Ada' } }]);
  });

  it('number fields take text, which core coerces', async () => {
    const { results, user } = renderForm(nameForm);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /Age/ }), ' 42 ');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(results).toEqual([{ action: 'accept', content: { name: 'Ada', age: 42 } }]);
  });

  it('a failed Accept shows core messages, a summary, and focuses the first invalid field', async () => {
    const { results, user } = renderForm(nameForm);
    await user.type(screen.getByRole('textbox', { name: /Age/ }), 'forty');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(results).toEqual([]);
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(hasFocus(name)).toBe(true);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(accessibleDescription(name)).toMatch(/This is required/);
    const age = screen.getByRole('textbox', { name: /Age/ });
    expect(accessibleDescription(age)).toMatch(/Enter a whole number/);
    const summary = screen.getByRole('region', { name: /2 problems/ });
    await user.click(within(summary).getByRole('button', { name: /Age: Enter a whole number/ }));
    expect(hasFocus(age)).toBe(true);
    // Errors follow the answers from then on, and the summary goes once all is well.
    await user.clear(age);
    await user.type(name, 'Ada');
    expect(screen.queryByRole('region', { name: /problem/ })).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('what is shown', () => {
  it('the trusted server first, the self-reported name marked, the message as text', () => {
    const { container } = renderForm(nameForm);
    const identity = container.querySelector('.ek-server');
    expect(identity?.textContent).toBe(
      'Asked by github (https://api.example/mcp), which calls itself “GitHub” (self-reported)',
    );
    expect(screen.getByText('What is your name?')).toBeTruthy();
  });

  it('hostile markup, markdown and escapes stay inert text', () => {
    const { container } = renderForm(loadCase('hostile-markup-and-escapes').params);
    for (const tag of ['script', 'img', 'a', 'b', 'i', 'strong', 'em'])
      expect(container.querySelector(tag), tag).toBeNull();
    const text = container.textContent ?? '';
    expect(text).toContain('<img src=x onerror=alert(1)>');
    expect(text).toContain('[Click here](https://evil.example/login) **bold**');
    expect(text).toContain("<script>alert('x')</script> _emphasis_");
    expect(text).toContain('**Yes** \ufffdplease\ufffd');
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\u001b\u009b\u202a-\u202e\u2066-\u2069]/);
    // Option labels are text too.
    expect(screen.getByRole('radio', { name: '<i>No</i>' })).toBeTruthy();
  });

  it('option values shown as labels are cleaned too: a mark where something was hidden', async () => {
    const { container, results, user } = renderForm({
      message: 'Pick',
      requestedSchema: {
        type: 'object',
        properties: {
          u: { type: 'string', title: 'U', enum: ['a\u202eexe.txt', 'b'] },
          t: { type: 'string', title: 'T', oneOf: [{ const: 'c\u202eexe', title: '\u202e' }] },
        },
      },
    });
    const labels = [...container.querySelectorAll('.ek-option label')].map((l) => l.textContent);
    // A title that was nothing but a bidi override shows as a mark, not as a blank choice.
    expect(labels).toEqual(['a\ufffdexe.txt', 'b', '\ufffd']);
    expect(container.textContent).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    await user.click(screen.getByRole('radio', { name: 'a\ufffdexe.txt' }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    // The value itself is sent as the server wrote it.
    expect(results).toEqual([{ action: 'accept', content: { u: 'a\u202eexe.txt' } }]);
  });

  it('a form that cannot be accepted says why; Decline and Cancel still work', async () => {
    const { results, user } = renderForm(loadCase('unsupported-required-field').params);
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(isDisabled(accept)).toBe(true);
    expect(accessibleDescription(accept)).toMatch(/Accept is unavailable: .*Verification code/);
    expect(screen.getAllByText(/the keyword "pattern" is not part/).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(results).toEqual([{ action: 'decline' }]);
  });

  it('empty properties make a confirm-only form: no fields, the three actions', async () => {
    const { results, user, container } = renderForm(loadCase('deviation-empty-properties').params);
    expect(container.querySelectorAll('input, select, textarea')).toHaveLength(0);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Accept',
      'Decline',
      'Cancel',
    ]);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(results).toEqual([{ action: 'accept', content: {} }]);
  });

  it('secret fields are warned about at the top and at the field, and masked', () => {
    renderForm({
      message: 'Log in',
      requestedSchema: { type: 'object', properties: { password: { type: 'string' } } },
    });
    const warnings = screen.getAllByText(/looks like it asks for a password/);
    expect(warnings).toHaveLength(2);
    const input = screen.getByLabelText(/password/) as HTMLInputElement;
    expect(accessibleDescription(input)).toMatch(/looks like it asks for a password/);
    expect(input.type).toBe('password');
  });
});

describe('nothing is invented', () => {
  it('untouched optional fields of every kind are left out; defaults are sent', async () => {
    const { results, user } = renderForm({
      message: 'Options',
      requestedSchema: {
        type: 'object',
        properties: {
          tags: { type: 'array', minItems: 1, items: { enum: ['a', 'b'] } },
          hero: { type: 'string', oneOf: [{ const: 'h1', title: 'One' }] },
          ok: { type: 'boolean' },
          n: { type: 'number' },
          pick: { type: 'string', enum: ['x', 'y'], default: 'y' },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(results).toEqual([{ action: 'accept', content: { pick: 'y' } }]);
  });

  it('a boolean is an explicit Yes/No pair: nothing picked, "No" is one click, Clear takes it back', async () => {
    const { results, user } = renderForm({
      message: 'Agree?',
      requestedSchema: { type: 'object', properties: { ok: { type: 'boolean', title: 'OK' } } },
    });
    const group = screen.getByRole('radiogroup', { name: 'OK' });
    const yes = within(group).getByRole('radio', { name: 'Yes' });
    const no = within(group).getByRole('radio', { name: 'No' });
    expect([(yes as HTMLInputElement).checked, (no as HTMLInputElement).checked]).toEqual([
      false,
      false,
    ]);
    await user.click(no);
    expect((no as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: /Clear answer/ }));
    expect((no as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(results).toEqual([{ action: 'accept', content: {} }]);
  });

  it('a required Yes/No left unanswered is an error on Accept, never a silent no', async () => {
    const { results, user } = renderForm({
      message: 'Agree?',
      requestedSchema: {
        type: 'object',
        properties: { ok: { type: 'boolean', title: 'OK' } },
        required: ['ok'],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(results).toEqual([]);
    expect(document.querySelector('.ek-error')?.textContent).toBe('Error: Choose yes or no');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(results).toEqual([{ action: 'accept', content: { ok: false } }]);
  });
});

describe('titled options', () => {
  const heroes = ['Superman', 'Green Lantern', 'Wonder Woman'];
  const planets = ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'];
  const titled = (prefix: string, titles: string[]) =>
    titles.map((title, i) => ({ const: `${prefix}-${i + 1}`, title }));
  const titledForm = (hero: Record<string, unknown> = {}) => ({
    message: 'Pick',
    requestedSchema: {
      type: 'object',
      properties: {
        hero: { type: 'string', title: 'Hero', oneOf: titled('hero', heroes), ...hero },
        planet: { type: 'string', title: 'Planet', oneOf: titled('planet', planets) },
        pet: { type: 'string', title: 'Pet', enum: ['p1', 'p2'], enumNames: ['Cats', 'Dogs'] },
        fish: { type: 'array', title: 'Fish', items: { anyOf: titled('fish', ['Tuna', 'Trout']) } },
      },
    },
  });

  it('shows the titles, never the values, and nothing is picked', () => {
    const { container } = renderForm(titledForm());
    const hero = within(screen.getByRole('group', { name: /Hero/ })).getAllByRole('radio');
    expect(hero.map((r) => (r as HTMLInputElement).labels?.[0]?.textContent)).toEqual(heroes);
    expect(hero.some((r) => (r as HTMLInputElement).checked)).toBe(false);
    const planet = screen.getByRole('combobox', { name: /Planet/ }) as HTMLSelectElement;
    expect([...planet.options].slice(1).map((o) => o.textContent)).toEqual(planets);
    expect(planet.selectedIndex).toBe(0);
    expect(screen.getByRole('radio', { name: 'Dogs' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Trout' })).toBeTruthy();
    expect(container.textContent).not.toMatch(/hero-|planet-|fish-|p1|p2/);
  });

  it('sends the chosen values exactly', async () => {
    const { results, user } = renderForm(titledForm());
    await user.click(screen.getByRole('radio', { name: 'Wonder Woman' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Planet/ }), 'Mars');
    await user.click(screen.getByRole('radio', { name: 'Cats' }));
    await user.click(screen.getByRole('checkbox', { name: 'Trout' }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(results).toEqual([
      {
        action: 'accept',
        content: { hero: 'hero-3', planet: 'planet-4', pet: 'p1', fish: ['fish-2'] },
      },
    ]);
  });

  it("a server's default is picked and sent as its value", async () => {
    const { results, user } = renderForm(titledForm({ default: 'hero-2' }));
    expect((screen.getByRole('radio', { name: 'Green Lantern' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(results).toEqual([{ action: 'accept', content: { hero: 'hero-2' } }]);
  });
});

describe('a host that switches language mid-question', () => {
  it('reads the typed number again the new locale’s way, error on show included', async () => {
    const amount = {
      message: 'How much?',
      requestedSchema: {
        type: 'object',
        properties: { amount: { type: 'number', title: 'Amount' } },
      },
    };
    const results: ElicitResult[] = [];
    const request = normalizeRequest(amount);
    const draw = (messages?: typeof de) => (
      <ElicitationForm
        request={request}
        context={contextWith()}
        {...(messages && { messages })}
        onResult={(r) => results.push(r)}
      />
    );
    const view = render(draw());
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '1,5');
    await user.tab();
    expect(screen.getByRole('textbox', { name: /Amount/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    view.rerender(draw(de));
    await flush();
    const field = screen.getByRole('textbox', { name: /Amount|Betrag/ });
    expect((field as HTMLInputElement).value).toBe('1,5');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    await user.click(view.container.querySelector('button[type="submit"]')!);
    expect(results).toEqual([{ action: 'accept', content: { amount: 1.5 } }]);
  });
});
