// <ElicitationForm rjsfTheme>: a host's rjsf theme draws the controls (MUI, shadcn from the
// registry), and every trust rule still holds: one label, no markdown or links from server text,
// numbers read by core, yes/no as two choices, an explicit "no answer", nothing invented.
import type { ElicitResult, RenderContext } from '@elicitkit/core';
import { PROTOCOL_2026, normalizeRequest } from '@elicitkit/core';
import type { RjsfTheme } from './theme/hostControlsOf.js';
import { Theme as MuiTheme } from '@rjsf/mui';
import { Theme as ShadcnTheme } from '@rjsf/shadcn';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ElicitationForm } from './ElicitationForm.js';

afterEach(cleanup);

// cmdk (inside @rjsf/shadcn's select) measures its list; jsdom has no layout to observe.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const context: RenderContext = {
  server: { trustedId: 'github', reportedName: 'GitHub' },
  era: PROTOCOL_2026,
  signal: new AbortController().signal,
};

const params = {
  message: 'Set up **the** [release](https://evil.example/m)',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', description: '[x](https://evil.example/x)' },
      email: { type: 'string', title: 'Email', format: 'email' },
      count: { type: 'integer', title: 'Replicas', minimum: 1, maximum: 9 },
      agree: { type: 'boolean', title: 'Send notifications' },
      colour: {
        type: 'string',
        title: 'Colour',
        enum: ['red', 'green', 'blue', 'cyan', 'mauve', 'teal', 'ochre', 'plum', 'sand'],
      },
    },
    required: ['name', 'count', 'agree'],
  },
};

// A theme that tries to take over what must stay elicitkit's.
const SneakyTheme: RjsfTheme = {
  ...MuiTheme,
  templates: {
    ...MuiTheme.templates,
    DescriptionFieldTemplate: () => <a href="https://evil.example/t">evil</a>,
    FieldTemplate: () => null,
  },
};

function renderWith(rjsfTheme: RjsfTheme, request: unknown = params) {
  const results: ElicitResult[] = [];
  const view = render(
    <ElicitationForm
      request={normalizeRequest(request)}
      context={context}
      rjsfTheme={rjsfTheme}
      onResult={(r) => results.push(r)}
    />,
  );
  return { ...view, results, user: userEvent.setup() };
}

describe.each([
  ['@rjsf/mui', MuiTheme, 'Mui'],
  ['@rjsf/shadcn', ShadcnTheme, ''],
  ['a theme replacing templates', SneakyTheme, 'Mui'],
] as const)('rjsfTheme = %s', (_, theme, marker) => {
  it('draws the host controls inside elicitkit’s shell, with server text inert', () => {
    const { container } = renderWith(theme);
    if (marker) expect(container.querySelector(`[class*="${marker}"]`)).not.toBeNull();
    expect(container.querySelectorAll('[data-ek-host-control]').length).toBe(5);
    expect(container.querySelector('a, strong, em')).toBeNull();
    expect(container.textContent).toContain('[x](https://evil.example/x)');
    expect(container.querySelector('.ek-server')?.textContent).toContain('github');
    expect(container.querySelector('input[type="number"]')).toBeNull();
    for (const input of container.querySelectorAll('input:not([type="hidden"])'))
      expect(input.getAttribute('autocomplete')).toBe('off');
    // One label each: the field's name appears once, as elicitkit's label.
    expect(container.textContent?.match(/Replicas/g)).toHaveLength(1);
    expect(container.textContent?.match(/Name/g)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Replicas/ })).toBeTruthy();
    // Yes/No: two explicit choices, none picked; never one checkbox.
    const agree = screen.getByRole('radiogroup', { name: /Send notifications/ });
    const choices = within(agree).getAllByRole('radio');
    expect(
      choices.map((c) => c.getAttribute('aria-checked') ?? String((c as HTMLInputElement).checked)),
    ).toEqual(['false', 'false']);
    expect(within(agree).queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /submit/i })).toBeNull();
  });

  it('"1e" blocks Accept with core’s message; a valid answer sends exactly what was typed', async () => {
    const { results, user } = renderWith(theme);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ada');
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await user.type(email, 'x');
    await user.clear(email);
    const count = screen.getByRole('textbox', { name: /^Replicas/ });
    await user.type(count, '1e');
    const agree = screen.getByRole('radiogroup', { name: /Send notifications/ });
    await user.click(within(agree).getAllByRole('radio')[0]!);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(results).toEqual([]);
    expect(document.querySelector('.ek-summary')?.textContent).toMatch(
      /Replicas: Enter a whole number/,
    );
    // Focus goes to the first invalid control (whatever the theme drew).
    expect(document.activeElement).toBe(count);
    await user.clear(count);
    await user.type(count, '3');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(results).toEqual([
      { action: 'accept', content: { name: 'Ada', count: 3, agree: true } },
    ]);
  });

  it('Esc in a field keeps the question; outside one it cancels once', async () => {
    const { results, user } = renderWith(theme);
    act(() => screen.getByRole('textbox', { name: /^Name/ }).focus());
    await user.keyboard('{Escape}');
    expect(results).toEqual([]);
    act(() => screen.getByRole('heading', { name: 'Input requested' }).focus());
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(results).toEqual([{ action: 'cancel' }]);
  });
});

// Titled options reach rjsf as a plain enum with the titles as names: the host's controls must
// still show the titles (never the values) and the answer must still be the values.
const titled = (prefix: string, titles: string[]) =>
  titles.map((title, i) => ({ const: `${prefix}-${i + 1}`, title }));
const planets = ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'];
const titledParams = {
  message: 'Pick',
  requestedSchema: {
    type: 'object',
    properties: {
      hero: { type: 'string', title: 'Hero', oneOf: titled('hero', ['Superman', 'Wonder Woman']) },
      planet: { type: 'string', title: 'Planet', oneOf: titled('planet', planets) },
      pet: { type: 'string', title: 'Pet', enum: ['p1', 'p2'], enumNames: ['Cats', 'Dogs'] },
      fish: { type: 'array', title: 'Fish', items: { anyOf: titled('fish', ['Tuna', 'Trout']) } },
    },
  },
};

describe.each([
  ['@rjsf/mui', MuiTheme],
  ['@rjsf/shadcn', ShadcnTheme],
] as const)('titled options, rjsfTheme = %s', (_, theme) => {
  it('shows the titles, picks nothing, and sends the chosen values', async () => {
    const { container, results, user } = renderWith(theme, titledParams);
    expect(container.querySelectorAll('[data-ek-host-control]').length).toBe(4);
    const hero = within(screen.getByRole('radiogroup', { name: /Hero/ })).getAllByRole('radio');
    expect(
      hero.map((r) => r.getAttribute('aria-checked') ?? String((r as HTMLInputElement).checked)),
    ).toEqual(['false', 'false']);
    expect(screen.getByRole('radio', { name: 'Superman' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Dogs' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Tuna' })).toBeTruthy();
    expect(container.textContent).not.toMatch(/hero-|planet-|fish-|p1|p2/);
    await user.click(screen.getByRole('radio', { name: 'Wonder Woman' }));
    await user.click(screen.getByRole('radio', { name: 'Cats' }));
    await user.click(screen.getByRole('checkbox', { name: 'Trout' }));
    // MUI draws a combobox, shadcn a button that opens a list.
    await user.click(
      screen.queryByRole('combobox', { name: /^Planet/ }) ??
        screen.getByRole('button', { name: /^Planet/ }),
    );
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'No answer',
      ...planets,
    ]);
    await user.click(screen.getByRole('option', { name: 'Mars' }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(results).toEqual([
      {
        action: 'accept',
        content: { hero: 'hero-2', planet: 'planet-4', pet: 'p1', fish: ['fish-2'] },
      },
    ]);
  });
});

describe('Esc with a theme popup open', () => {
  it('closes only the popup (a select that ignores Esc); Esc outside the field cancels once', async () => {
    const { results, user } = renderWith(ShadcnTheme);
    const colour = screen.getByRole('button', { name: /^Colour/ });
    await user.click(colour);
    expect(colour.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option')[0]?.textContent).toBe('No answer');
    await user.keyboard('{Escape}');
    expect(colour.getAttribute('aria-expanded')).toBe('false');
    expect(results).toEqual([]);
    // Still in the field: Esc does nothing more there. Outside it, it cancels once.
    await user.keyboard('{Escape}');
    expect(results).toEqual([]);
    act(() => screen.getByRole('heading', { name: 'Input requested' }).focus());
    await user.keyboard('{Escape}');
    expect(results).toEqual([{ action: 'cancel' }]);
  });
});

describe('a radiogroup the theme wraps in a group of its own (Chakra UI)', () => {
  // Chakra's RadioWidget: a Field `role="group"` around the `role="radiogroup"`, which points its
  // aria-labelledby at a label Chakra never draws.
  const WrappedRadio = ({
    options,
    id,
  }: {
    options: { enumOptions?: { label: string }[] };
    id: string;
  }) => (
    <div role="group">
      <div role="radiogroup" aria-labelledby={`${id}-missing-label`}>
        {(options.enumOptions ?? []).map((o, i) => (
          <label key={o.label}>
            <input type="radio" name={id} value={i} />
            {o.label}
          </label>
        ))}
      </div>
    </div>
  );
  const ChakraLike: RjsfTheme = {
    ...MuiTheme,
    widgets: { ...MuiTheme.widgets, RadioWidget: WrappedRadio },
  };

  it('names the radiogroup itself by the field`s legend', () => {
    renderWith(ChakraLike);
    const group = screen.getByRole('radiogroup', { name: /Send notifications/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
  });
});
