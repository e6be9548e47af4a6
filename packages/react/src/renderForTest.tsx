// The conformance adapter for @elicitkit/react in jsdom: it renders <ElicitationForm> and drives it
// only the way a person would, through Testing Library's user-event (typing, clicking labels,
// pressing Esc). It lives in src/ so the root type check covers it; nothing in index.ts imports it.
import type { ElicitResult, Elicitation, LocaleCatalogue, RenderContext } from '@elicitkit/core';
import { createLocalizer } from '@elicitkit/core';
import { act, fireEvent, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { toLocalInputValue } from './theme/DateTimeWidget.js';
import { ElicitationForm } from './ElicitationForm.js';
import { toRjsf } from './toRjsf.js';

type Answer = string | boolean | string[];

export interface RenderedForTest {
  answer(field: string, value: Answer): Promise<void>;
  clear(field: string): Promise<void>;
  accept(): Promise<void>;
  decline(): Promise<void>;
  cancel(): Promise<void>;
  result(): ElicitResult | undefined;
  results(): ElicitResult[];
  errorsShown(): Promise<Record<string, string>>;
  text(): Promise<string>;
  dispose(): Promise<void>;
  openedUrls(): string[];
  container: HTMLElement;
}

// An RFC 3339 date-time as a person would enter it in a datetime-local control: their local wall
// time. Anything else cannot be entered there, so it is "typed" as is and the control refuses it.
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;

function setKey(out: Record<string, string>, key: string, value: string) {
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * Renders a request and returns handles that act through the UI only. With `messages`, the form
 * speaks that catalogue and the handles find its controls by the catalogue's words.
 */
export function renderForTest(
  request: Elicitation,
  context: RenderContext,
  options: { messages?: LocaleCatalogue } = {},
): RenderedForTest {
  const user = userEvent.setup();
  const l = createLocalizer(options.messages);
  const words = {
    accept: l.format({ key: 'actions.accept' }),
    decline: l.format({ key: request.mode === 'url' ? 'url.consent.decline' : 'actions.decline' }),
    open: l.format({ key: 'url.consent.open' }),
    finished: l.format({ key: 'url.consent.finished' }),
    errorPrefix: `${l.format({ key: 'form.errorPrefix' })} `,
    discard: l.format({ key: 'form.discardConfirm' }),
  };
  // "Clear answer" carries the field's label hidden after it: its visible words open the button.
  const clearWords = (label: string) => {
    const [first] = l.formatParts({ key: 'form.clearAnswer', values: { label } });
    return typeof first === 'string'
      ? first.trim()
      : l.format({ key: 'form.clearAnswer', values: { label } });
  };
  const results: ElicitResult[] = [];
  const opened: string[] = [];
  const { container, unmount } = render(
    <ElicitationForm
      request={request}
      context={context}
      {...(options.messages ? { messages: options.messages } : {})}
      onResult={(result) => results.push(result)}
      openUrl={async (href) => {
        opened.push(href);
        return true;
      }}
    />,
  );
  const keys = request.mode === 'form' ? toRjsf(request.form).keyByName : new Map<string, string>();
  const fieldBox = (name: string): HTMLElement => {
    const key = keys.get(name);
    const box = key && container.querySelector<HTMLElement>(`[data-ek-field="${key}"]`);
    if (!box) throw new Error(`no field "${name}" on screen`);
    return box;
  };
  const button = (name: string) =>
    [...container.querySelectorAll<HTMLButtonElement>('button')].find(
      (b) => (b.textContent ?? '').trim() === name,
    );
  const click = async (element: Element | undefined | null) => {
    if (element && !(element as HTMLButtonElement).disabled) await user.click(element);
  };
  const focusInside = () => {
    if (!container.contains(document.activeElement))
      container.querySelector<HTMLElement>('.ek-heading')?.focus();
  };

  return {
    container,
    async answer(name, value) {
      const box = fieldBox(name);
      const field =
        request.mode === 'form' ? request.form.fields.find((f) => f.name === name) : undefined;
      if (!field) throw new Error(`no field "${name}"`);
      if (field.kind === 'boolean') {
        const choice = box.querySelectorAll<HTMLInputElement>('input[type=radio]')[value ? 0 : 1];
        if (!choice) throw new Error(`no Yes/No for "${name}"`);
        await click(choice);
        return;
      }
      if (field.kind === 'select') {
        const index = field.options.findIndex((o) => o.value === value);
        const select = box.querySelector('select');
        if (select) {
          await user.selectOptions(select, String(index));
        } else {
          await click(box.querySelectorAll('input[type=radio]')[index]);
        }
        return;
      }
      if (field.kind === 'multiselect') {
        if (!Array.isArray(value)) throw new Error(`"${name}" takes a list`);
        const boxes = box.querySelectorAll<HTMLInputElement>('input[type=checkbox]');
        for (const [index, option] of field.options.entries()) {
          const want = value.includes(option.value);
          if (boxes[index] && boxes[index].checked !== want) await user.click(boxes[index]);
        }
        return;
      }
      const input = box.querySelector<HTMLInputElement>('input');
      if (!input || typeof value !== 'string') throw new Error(`cannot type into "${name}"`);
      if (input.type === 'datetime-local') {
        // The control takes a whole local date and time at once (its picker); jsdom's value
        // normalisation defeats typing it key by key. Text that is not a date-time cannot be put
        // into it at all, so the field stays empty.
        await user.click(input);
        fireEvent.change(input, {
          target: { value: RFC3339.test(value) ? toLocalInputValue(value) : '' },
        });
        return;
      }
      await user.clear(input);
      if (value !== '') await user.type(input, value);
    },
    async clear(name) {
      const box = fieldBox(name);
      const label =
        request.mode === 'form'
          ? request.form.fields.find((f) => f.name === name)?.label
          : undefined;
      const clearButton = [...box.querySelectorAll('button')].find((b) =>
        (b.textContent ?? '').startsWith(clearWords(label ?? '')),
      );
      if (clearButton) return click(clearButton);
      for (const checkbox of box.querySelectorAll<HTMLInputElement>('input[type=checkbox]'))
        if (checkbox.checked) await user.click(checkbox);
      const select = box.querySelector('select');
      if (select) await user.selectOptions(select, '');
      const input = box.querySelector<HTMLInputElement>(
        'input:not([type=checkbox]):not([type=radio])',
      );
      if (input) await user.clear(input);
    },
    async accept() {
      if (request.mode === 'url') {
        const consent = container.querySelector<HTMLInputElement>('.ek-consent input');
        if (consent && !consent.checked) await user.click(consent);
        await click(button(words.open));
        await click(button(words.finished));
        return;
      }
      await click(button(words.accept));
    },
    decline: () => click(button(words.decline)),
    async cancel() {
      // Esc from outside any field (inside one it does only what the field does), confirmed
      // when answers would be lost.
      const active = document.activeElement;
      if (!container.contains(active) || active?.closest('[data-ek-field]'))
        container.querySelector<HTMLElement>('.ek-heading')?.focus();
      focusInside();
      await user.keyboard('{Escape}');
      await click(button(words.discard));
    },
    result: () => results[0],
    results: () => [...results],
    async errorsShown() {
      const shown: Record<string, string> = {};
      if (request.mode === 'form') {
        for (const field of request.form.fields) {
          const key = keys.get(field.name);
          const error = key && container.querySelector(`[data-ek-field="${key}"] .ek-error`);
          const text = error ? (error.textContent ?? '') : undefined;
          if (text !== undefined)
            setKey(
              shown,
              field.name,
              text.startsWith(words.errorPrefix) ? text.slice(words.errorPrefix.length) : text,
            );
        }
      }
      const formLevel = [...container.querySelectorAll('.ek-summary-list li')].find(
        (li) => !li.querySelector('button'),
      );
      if (formLevel) setKey(shown, '', formLevel.textContent ?? '');
      return shown;
    },
    text: async () => container.textContent ?? '',
    async dispose() {
      act(() => unmount());
      // Let the unmount's deferred cancel run before the next rendering starts.
      await Promise.resolve();
    },
    openedUrls: () => [...opened],
  };
}
