// The Ink renderer under the shared conformance suite. Everything goes through the terminal UI:
// keys written to ink-testing-library's stdin one per tick, and what is on screen read back from
// lastFrame(). Nothing reaches into component state.
import type { Elicitation, Field, Localizer, SupportedField } from '@elicitkit/core';
import type { TerminalLocalizer } from '../../packages/ink/src/messages/TerminalLocalizer.js';
import { fieldHintMsg, isSupported } from '@elicitkit/core';
import type {
  AdapterOptions,
  ConformanceAdapter,
  RenderedElicitation,
  ScriptedAnswer,
} from './adapter.js';
import type { Driven, KeyName } from '../../packages/ink/testing/driveInk.js';
import { driveInk, tick } from '../../packages/ink/testing/driveInk.js';
import { resolveTerminalLocalizer } from '../../packages/ink/src/resolveTerminalLocalizer.js';
import { QUOTE_BAR } from '../../packages/ink/src/headerLines.js';

// A quoted row of the server's message: the indent, the quote bar, then the server's words.
const QUOTED_ROW = new RegExp(`^( *)${QUOTE_BAR.trimEnd()} ?`, 'gm');

type Focus = { kind: 'field'; name: string } | { kind: 'button'; label: string } | undefined;

/** The buttons' words in the catalogue the prompt speaks: the adapter finds them by these. */
function buttonWords(l: TerminalLocalizer) {
  const w = {
    accept: l.format({ key: 'actions.accept' }),
    decline: l.format({ key: 'actions.decline' }),
    cancel: l.format({ key: 'actions.cancel' }),
    open: l.format({ key: 'url.consent.open' }),
    openAgain: l.format({ key: 'url.consent.openAgain' }),
    finished: l.format({ key: 'url.consent.finished' }),
    urlDecline: l.format({ key: 'url.consent.decline' }),
    urlCancel: l.format({ key: 'url.consent.cancel' }),
    unavailable: l.format({ key: 'terminal.unavailableSuffix' }),
  };
  return {
    ...w,
    form: [w.accept, w.decline, w.cancel],
    // Longer labels first: "Open page again" must not be read as "Open page".
    url: [w.finished, w.openAgain, w.open, w.urlDecline, w.urlCancel],
  };
}

function labelPrefix(field: Field): string {
  return field.label.slice(0, 40);
}

/** Walks the screen row by row, attributing rows to fields by their label rows (in form order). */
function scan(frame: string, fields: Field[]) {
  const rows = frame.split('\n');
  const owner: (string | undefined)[] = [];
  let next = 0;
  let current: string | undefined;
  let focusedField: string | undefined;
  for (const row of rows) {
    const field = fields[next];
    if (
      field &&
      (row.startsWith('  ' + labelPrefix(field)) || row.startsWith('› ' + labelPrefix(field)))
    ) {
      current = field.name;
      if (row.startsWith('› ')) focusedField = field.name;
      next++;
    }
    owner.push(current);
  }
  return { rows, owner, focusedField };
}

function focusOf(frame: string, fields: Field[], buttons: string[]): Focus {
  const { focusedField } = scan(frame, fields);
  if (focusedField !== undefined) return { kind: 'field', name: focusedField };
  // Focus is bracketed: `[ Label ]`, or `[Label]` when the row is too narrow for padding.
  const label = buttons.find((b) => frame.includes(`[ ${b} ]`) || frame.includes(`[${b}]`));
  return label ? { kind: 'button', label } : undefined;
}

function errorsOf(frame: string, fields: Field[], l: Localizer): Record<string, string> {
  const { rows, owner } = scan(frame, fields);
  const errors: Record<string, string> = {};
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] ?? '';
    const name = owner[i];
    if (name === undefined || !row.startsWith('    ✖ ')) continue;
    let message = row.slice('    ✖ '.length).trim();
    // The field's hint may follow at the same indent (it is kept unless the error repeats it):
    // it is not part of the message.
    const field = fields.find((f) => f.name === name);
    const hint = field ? l.format(fieldHintMsg(field)).trim() : '';
    const isHint = (next: string) => hint !== '' && hint.startsWith(next.trim());
    // A long message wraps onto further rows at the same indent.
    while (
      owner[i + 1] === name &&
      /^ {4}[^ ✖⚠>[(]/.test(rows[i + 1] ?? '') &&
      !isHint(rows[i + 1] ?? '')
    ) {
      message += ' ' + (rows[i + 1] ?? '').trim();
      i++;
    }
    Object.defineProperty(errors, name, {
      value: message,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  const status = rows.find((r) => r.startsWith(' ✖ '));
  if (status) errors[''] = status.slice(3).trim();
  return errors;
}

function render(
  request: Elicitation,
  context: Parameters<ConformanceAdapter['render']>[1],
  options: AdapterOptions,
): RenderedElicitation {
  const opened: string[] = [];
  // The words the prompt speaks: the catalogue given, joined with its locale's terminal words.
  const l = resolveTerminalLocalizer(options.messages);
  const words = buttonWords(l);
  const d: Driven = driveInk(request, {
    context,
    ...(options.messages ? { messages: options.messages } : {}),
    openUrl: async (href) => {
      opened.push(href);
      return { opened: true };
    },
  });
  const fields = request.mode === 'form' ? request.form.fields : [];
  const answerable = fields.filter(isSupported);
  const canAccept = request.mode === 'form' && request.form.accept.enabled;
  const buttons = request.mode === 'form' ? words.form : words.url;
  // The keyboard order: answerable fields, then the buttons on offer.
  const order = (): string[] => [
    ...answerable.map((f) => `field:${f.name}`),
    ...(request.mode === 'form'
      ? [...(canAccept ? [words.accept] : []), words.decline, words.cancel].map(
          (b) => `button:${b}`,
        )
      : []),
  ];

  const buttonFocus = (): string | undefined => {
    const focus = focusOf(d.frame(), [], buttons);
    return focus?.kind === 'button' ? focus.label : undefined;
  };

  const focusKey = (): string => {
    const focus = focusOf(d.frame(), fields, buttons);
    if (!focus) throw new Error('nothing has focus (is the prompt still open?)');
    return focus.kind === 'field' ? `field:${focus.name}` : `button:${focus.label}`;
  };

  async function focus(key: string): Promise<void> {
    const targets = order();
    const to = targets.indexOf(key);
    if (to < 0) throw new Error(`cannot reach ${key}`);
    const from = targets.indexOf(focusKey());
    const forward = (to - from + targets.length) % targets.length;
    const backward = targets.length - forward;
    const keys: KeyName[] =
      forward <= backward ? Array(forward).fill('tab') : Array(backward).fill('shiftTab');
    await d.press(...keys);
    if (focusKey() !== key) throw new Error(`focus is on ${focusKey()}, not ${key}`);
  }

  const fieldNamed = (name: string): SupportedField => {
    const field = answerable.find((f) => f.name === name);
    if (!field) throw new Error(`no answerable field "${name}"`);
    return field;
  };

  /** The multi-select option row under the cursor: is it ticked? */
  const cursorTicked = (): boolean => {
    const row = d
      .frame()
      .split('\n')
      .find((r) => r.startsWith('  › ['));
    if (!row) throw new Error('no highlighted option');
    return row.startsWith('  › [x]');
  };

  async function choose(field: SupportedField & { kind: 'select' }, value: string): Promise<void> {
    const index = field.options.findIndex((o) => o.value === value);
    if (index < 0) throw new Error(`"${value}" is not an option of "${field.name}"`);
    const n = field.options.length;
    const page = 10;
    // The shortest way there from either end of the list, the way a person would go.
    const fromTop = Math.floor(index / page) + (index % page);
    const fromEnd = Math.floor((n - 1 - index) / page) + ((n - 1 - index) % page);
    if (fromTop <= fromEnd) {
      await d.press(
        'home',
        ...Array<KeyName>(Math.floor(index / page)).fill('pageDown'),
        ...Array<KeyName>(index % page).fill('down'),
      );
    } else {
      const back = n - 1 - index;
      await d.press(
        'end',
        ...Array<KeyName>(Math.floor(back / page)).fill('pageUp'),
        ...Array<KeyName>(back % page).fill('up'),
      );
    }
  }

  async function pick(
    field: SupportedField & { kind: 'multiselect' },
    values: string[],
  ): Promise<void> {
    await d.press('home');
    for (const [i, option] of field.options.entries()) {
      if (cursorTicked() !== values.includes(option.value)) await d.press('space');
      if (i < field.options.length - 1) await d.press('down');
    }
  }

  async function settle(): Promise<void> {
    for (let i = 0; i < 5 && !d.result(); i++) await tick();
  }

  return {
    async answer(name: string, value: ScriptedAnswer) {
      const field = fieldNamed(name);
      await focus(`field:${name}`);
      switch (field.kind) {
        case 'text':
        case 'number':
        case 'integer':
          if (typeof value !== 'string') throw new Error(`"${name}" takes text`);
          await d.press('end', 'ctrlU');
          await d.type(value);
          return;
        case 'boolean':
          if (typeof value !== 'boolean') throw new Error(`"${name}" takes true or false`);
          await d.press({ text: value ? 'y' : 'n' });
          return;
        case 'select':
          if (typeof value !== 'string') throw new Error(`"${name}" takes one option`);
          await choose(field, value);
          return;
        case 'multiselect':
          if (!Array.isArray(value)) throw new Error(`"${name}" takes a list of options`);
          await pick(field, value);
          return;
      }
    },
    async clear(name: string) {
      const field = fieldNamed(name);
      await focus(`field:${name}`);
      if (field.kind === 'multiselect') await pick(field, []);
      else if (field.kind === 'text' || field.kind === 'number' || field.kind === 'integer')
        await d.press('end', 'ctrlU');
      else await d.press('backspace');
    },
    async accept() {
      if (request.mode === 'url') {
        // Core's consent model: Open page first (never focused by default), then "I've finished".
        // A re-asked address starts at "I've finished" already.
        if (!d.frame().includes(words.finished)) {
          if (!d.frame().includes(words.open) || d.frame().includes(words.open + words.unavailable))
            return;
          for (let i = 0; i < 5 && buttonFocus() !== words.open; i++) await d.press('left');
          await d.press('enter');
          // The opener is asynchronous; wait for "I've finished" to take focus.
          for (let i = 0; i < 50 && buttonFocus() !== words.finished; i++) await tick();
        }
        for (let i = 0; i < 5 && buttonFocus() !== words.finished; i++) await d.press('left');
        await d.press('enter');
      } else if (canAccept) {
        await focus(`button:${words.accept}`);
        await d.press('enter');
      } else {
        await d.press('ctrlS');
      }
      await settle();
    },
    async decline() {
      if (request.mode === 'url') {
        for (let i = 0; i < 4 && buttonFocus() !== words.urlDecline; i++) await d.press('right');
        if (buttonFocus() !== words.urlDecline) throw new Error('cannot reach Decline');
      } else {
        await focus(`button:${words.decline}`);
      }
      await d.press('enter');
      await settle();
    },
    async cancel() {
      await d.press('escape');
      await settle();
      // With answers given, the first Esc asks before anything is lost; the second cancels.
      if (!d.result()) {
        await d.press('escape');
        await settle();
      }
    },
    result: () => d.result()?.result,
    errorsShown: async () => errorsOf(d.frame(), fields, l),
    // The bar before each row of the server's message marks it as quoted; it is no part of the text.
    text: async () => d.frame().replace(QUOTED_ROW, '$1'),
    dispose: async () => d.unmount(),
    openedUrls: () => [...opened],
  };
}

export const inkConformanceAdapter: ConformanceAdapter = {
  name: 'ink (ink-testing-library)',
  render: async (request, context, options = {}) => render(request, context, options),
};
