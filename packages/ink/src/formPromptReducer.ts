import type { FormSchema, FormState, SupportedField } from '@elicitkit/core';
import { formReducer, initialFormState, isSecretField, isSupported } from '@elicitkit/core';
import type { KeyPress } from './decodeKeys.js';
import { graphemes } from './wrapText.js';
import type { Notice, ViewInfo } from './promptView.js';

export type ButtonId = 'accept' | 'decline' | 'cancel';

export type FocusTarget =
  { kind: 'field'; field: SupportedField } | { kind: 'button'; id: ButtonId };

/** What the keyboard can reach: the answerable fields in order, then the action row. */
export interface FormPromptModel {
  form: FormSchema;
  targets: FocusTarget[];
}

/**
 * Everything the terminal form knows: core's answer state plus where the person is. One reducer
 * owns all of it, so keys that arrive together (a paste, tmux, fast typing) are applied in order
 * to the newest state and none is lost or applied to a stale screen.
 */
export interface FormPromptState {
  form: FormState;
  /** Index into the model's targets. */
  focus: number;
  /** Text as typed, per text/number field (core keeps numbers as typed text too, until submit). */
  drafts: Record<string, string>;
  /** Caret position (in characters) per text field; the end of the text when absent. */
  carets: Record<string, number>;
  /** Highlighted option per multi-select (selection is by Space there, unlike single-select). */
  cursors: Record<string, number>;
  /**
   * Fields the person answered (or emptied) and then left: their errors show from then on,
   * before any submit, and clear live once the answer is valid (never while first typing).
   */
  left: Record<string, true>;
  /** Body scroll position chosen with PgUp/PgDn; undefined means "follow the focus". */
  scrollTop?: number;
  notice?: Notice;
  /** The prompt ended with Ctrl-C: the host may want to stop too, not just cancel this question. */
  interrupted: boolean;
  /** Ctrl-G on a text field: the prompt hands this text to the person's editor, then `edited`. */
  editing?: { name: string; text: string };
}

export type FormPromptAction =
  | { type: 'key'; press: KeyPress; view?: ViewInfo }
  | { type: 'abort' }
  /** The editor opened by Ctrl-G is done: the new text, or why there is none. */
  | { type: 'edited'; name: string; outcome: { text: string } | { error: string } };

/**
 * A per-field entry of drafts, carets or cursors. Own properties only: a field may be named
 * `constructor` or `toString`, and a plain lookup would find Object.prototype's instead.
 */
export function entryOf<T>(map: Record<string, T>, name: string): T | undefined {
  return Object.hasOwn(map, name) ? map[name] : undefined;
}

export function formPromptModel(form: FormSchema): FormPromptModel {
  const targets: FocusTarget[] = form.fields
    .filter(isSupported)
    .map((field) => ({ kind: 'field', field }));
  if (form.canAccept) targets.push({ kind: 'button', id: 'accept' });
  targets.push({ kind: 'button', id: 'decline' }, { kind: 'button', id: 'cancel' });
  return { form, targets };
}

export function initialFormPromptState(model: FormPromptModel): FormPromptState {
  return {
    form: initialFormState(model.form),
    focus: 0,
    drafts: {},
    carets: {},
    cursors: {},
    left: {},
    interrupted: false,
  };
}

type State = FormPromptState;

function fieldCount(model: FormPromptModel): number {
  return model.targets.filter((t) => t.kind === 'field').length;
}

function withForm(model: FormPromptModel, state: State, action: Parameters<typeof formReducer>[2]) {
  return { ...state, form: formReducer(model.form, state.form, action) };
}

function moveFocus(model: FormPromptModel, state: State, to: number, from?: 'above' | 'below') {
  const count = model.targets.length;
  const focus = ((to % count) + count) % count;
  const target = model.targets[focus];
  let cursors = state.cursors;
  // Arriving in a checkbox list from below lands on its last option, from above on its first.
  if (target?.kind === 'field' && target.field.kind === 'multiselect' && from) {
    const cursor = from === 'below' ? target.field.options.length - 1 : 0;
    cursors = { ...cursors, [target.field.name]: cursor };
  }
  const previous = model.targets[state.focus];
  const leaving =
    focus !== state.focus &&
    previous?.kind === 'field' &&
    entryOf(state.form.answers, previous.field.name)?.status !== 'untouched' &&
    !entryOf(state.left, previous.field.name);
  const left = leaving ? { ...state.left, [previous.field.name]: true as const } : state.left;
  return { ...state, focus, cursors, left, scrollTop: undefined };
}

/** Arrow-key focus moves: like Tab, except ↑ on the first field stays put instead of wrapping. */
function stepFocus(model: FormPromptModel, state: State, direction: 'prev' | 'next'): State {
  if (direction === 'prev') {
    return state.focus === 0 ? state : moveFocus(model, state, state.focus - 1, 'below');
  }
  return moveFocus(model, state, state.focus + 1, 'above');
}

/** A text or number field's text as typed, else its answer as text. */
export function currentText(state: State, field: SupportedField): string {
  const draft = entryOf(state.drafts, field.name);
  if (draft !== undefined) return draft;
  const answer = entryOf(state.form.answers, field.name);
  return answer?.status === 'answered' && answer.value !== undefined
    ? String(answer.value as string | number)
    : '';
}

function submit(model: FormPromptModel, state: State): State {
  if (!model.form.canAccept) {
    return {
      ...state,
      notice: {
        tone: 'warning',
        text: `Accept is unavailable: ${model.form.acceptBlockedReason ?? 'this form cannot be accepted.'} Choose Decline or Cancel.`,
      },
    };
  }
  const next = withForm(model, state, { type: 'submit' });
  if (next.form.result) return next;
  const errors = next.form.errors;
  const firstBad = model.targets.findIndex(
    (t) => t.kind === 'field' && errors.some((e) => e.field === t.field.name),
  );
  const count = errors.length;
  const moved = firstBad >= 0 ? moveFocus(model, next, firstBad) : next;
  return {
    ...moved,
    notice: {
      tone: 'error',
      text: `Not sent: ${count} answer${count === 1 ? ' needs' : 's need'} attention (shown in red).`,
    },
  };
}

/** Enter on a field: the next field, or submit from the last field (and in a one-field form). */
function enterOnField(model: FormPromptModel, state: State): State {
  const next = model.targets[state.focus + 1];
  return next?.kind === 'field'
    ? moveFocus(model, state, state.focus + 1, 'above')
    : submit(model, state);
}

function editText(
  model: FormPromptModel,
  state: State,
  field: SupportedField,
  press: KeyPress,
): State | undefined {
  const text = currentText(state, field);
  // The caret moves by grapheme cluster: one ←, Backspace or Delete per character a person
  // sees, never into the middle of an emoji sequence or a letter with its accents.
  const chars = graphemes(text);
  const caret = Math.min(entryOf(state.carets, field.name) ?? chars.length, chars.length);
  const before = chars.slice(0, caret).join('');
  const after = chars.slice(caret).join('');
  let edited = text;
  let nextCaret: number;
  switch (press.name) {
    case 'text':
    case 'space': {
      const typed = before + (press.name === 'text' ? press.text : ' ');
      edited = typed + after;
      // Counted on the result: a typed accent joins the character before it.
      nextCaret = graphemes(typed).length;
      break;
    }
    case 'backspace':
      if (caret === 0) return state;
      edited = chars.slice(0, caret - 1).join('') + after;
      nextCaret = caret - 1;
      break;
    case 'ctrl-u':
      edited = after;
      nextCaret = 0;
      break;
    case 'left':
      nextCaret = Math.max(0, caret - 1);
      break;
    case 'right':
      nextCaret = Math.min(chars.length, caret + 1);
      break;
    case 'home':
    case 'ctrl-a':
      nextCaret = 0;
      break;
    case 'end':
    case 'ctrl-e':
      nextCaret = chars.length;
      break;
    default:
      return undefined;
  }
  const carets = { ...state.carets, [field.name]: nextCaret };
  if (edited === text) return { ...state, carets };
  const draft = edited;
  const next = withForm(model, state, { type: 'set', name: field.name, value: draft });
  return { ...next, drafts: { ...state.drafts, [field.name]: draft }, carets };
}

function typeAhead(options: { label: string }[], from: number, text: string): number {
  const wanted = text.toLowerCase();
  const n = options.length;
  // One character cycles through the options starting with it; a pasted word finds its first match.
  const start = wanted.length === 1 ? from + 1 : 0;
  for (let i = 0; i < n; i++) {
    const index = (start + i) % n;
    if (options[index]?.label.toLowerCase().startsWith(wanted)) return index;
  }
  return -1;
}

function listMove(
  press: KeyPress,
  index: number,
  count: number,
): number | 'prev' | 'next' | undefined {
  switch (press.name) {
    case 'down':
      return index < count - 1 ? index + 1 : 'next';
    case 'up':
      return index > 0 ? index - 1 : 'prev';
    case 'home':
      return 0;
    case 'end':
      return count - 1;
    default:
      return undefined;
  }
}

function fieldKey(
  model: FormPromptModel,
  state: State,
  field: SupportedField,
  press: KeyPress,
): State {
  switch (field.kind) {
    case 'text':
    case 'number':
    case 'integer':
      return editText(model, state, field, press) ?? state;
    case 'boolean': {
      const answer = entryOf(state.form.answers, field.name);
      const current = answer?.status === 'answered' ? answer.value : undefined;
      let value: boolean | undefined;
      if (press.name === 'space' || press.name === 'left' || press.name === 'right')
        value = current !== true;
      else if (press.name === 'text' && /^[yY]$/.test(press.text)) value = true;
      else if (press.name === 'text' && /^[nN]$/.test(press.text)) value = false;
      if (value === undefined) {
        return press.name === 'text'
          ? {
              ...state,
              notice: {
                tone: 'accent',
                text: 'Press Space to switch between Yes and No, or type y or n.',
              },
            }
          : state;
      }
      return withForm(model, state, { type: 'set', name: field.name, value });
    }
    case 'select': {
      const answer = entryOf(state.form.answers, field.name);
      const index = field.options.findIndex(
        (o) => answer?.status === 'answered' && o.value === answer.value,
      );
      let to: number | 'prev' | 'next' | undefined = listMove(press, index, field.options.length);
      if (press.name === 'space' && index === -1) to = 0;
      if (press.name === 'text') {
        to = typeAhead(field.options, index, press.text);
        if (to === -1)
          return {
            ...state,
            notice: { tone: 'accent', text: `No option starts with "${press.text}".` },
          };
      }
      if (to === 'prev' || to === 'next') return stepFocus(model, state, to);
      const option = to === undefined ? undefined : field.options[to];
      // The highlighted option is the chosen one: moving the highlight answers the question.
      return option
        ? withForm(model, state, { type: 'set', name: field.name, value: option.value })
        : state;
    }
    case 'multiselect': {
      const cursor = Math.min(entryOf(state.cursors, field.name) ?? 0, field.options.length - 1);
      if (press.name === 'space') {
        const option = field.options[cursor];
        return option
          ? withForm(model, state, { type: 'toggle', name: field.name, option: option.value })
          : state;
      }
      let to = listMove(press, cursor, field.options.length);
      if (press.name === 'text') {
        const found = typeAhead(field.options, cursor, press.text);
        if (found === -1)
          return {
            ...state,
            notice: { tone: 'accent', text: `No option starts with "${press.text}".` },
          };
        to = found;
      }
      if (to === 'prev' || to === 'next') return stepFocus(model, state, to);
      return to === undefined
        ? state
        : { ...state, cursors: { ...state.cursors, [field.name]: to } };
    }
  }
}

function buttonKey(model: FormPromptModel, state: State, id: ButtonId, press: KeyPress): State {
  switch (press.name) {
    case 'left':
      return model.targets[state.focus - 1]?.kind === 'button'
        ? moveFocus(model, state, state.focus - 1)
        : state;
    case 'right':
      return model.targets[state.focus + 1]?.kind === 'button'
        ? moveFocus(model, state, state.focus + 1)
        : state;
    case 'up': {
      const lastField = fieldCount(model) - 1;
      return lastField >= 0 ? moveFocus(model, state, lastField, 'below') : state;
    }
    case 'enter':
    case 'space':
      if (id === 'accept') return submit(model, state);
      return withForm(model, state, { type: id });
    default:
      return state;
  }
}

function scroll(state: State, press: KeyPress, view: ViewInfo | undefined): State | undefined {
  if (!view || (press.name !== 'page-up' && press.name !== 'page-down')) return undefined;
  const step = Math.max(1, view.height - 1);
  const top = press.name === 'page-up' ? view.top - step : view.top + step;
  return { ...state, scrollTop: Math.max(0, Math.min(view.maxTop, top)) };
}

/** Ctrl-G: long text is written in the person's own editor (never a secret: it would be a file). */
function startEditing(state: State, field: SupportedField): State {
  if (field.kind !== 'text')
    return {
      ...state,
      notice: { tone: 'accent', text: 'Ctrl-G opens your editor for text answers only.' },
    };
  if (isSecretField(field))
    return {
      ...state,
      notice: {
        tone: 'warning',
        text: 'Not for this field: it looks like a secret, and the editor would get it as a file.',
      },
    };
  return { ...state, editing: { name: field.name, text: currentText(state, field) } };
}

function edited(
  model: FormPromptModel,
  state: State,
  name: string,
  outcome: { text: string } | { error: string },
): State {
  const { editing: _done, ...rest } = state;
  if ('error' in outcome) return { ...rest, notice: { tone: 'error', text: outcome.error } };
  const text = outcome.text;
  const next = withForm(model, rest, { type: 'set', name, value: text });
  const lines = text.split('\n').length;
  return {
    ...next,
    drafts: { ...rest.drafts, [name]: text },
    carets: { ...rest.carets, [name]: graphemes(text).length },
    notice: {
      tone: 'success',
      text: `Answer taken from your editor (${lines} line${lines === 1 ? '' : 's'}).`,
    },
  };
}

export function formPromptReducer(
  model: FormPromptModel,
  state: State,
  action: FormPromptAction,
): State {
  if (state.form.result) return state;
  if (action.type === 'abort') return withForm(model, state, { type: 'cancel' });
  if (action.type === 'edited') return edited(model, state, action.name, action.outcome);
  const { press, view } = action;
  const cleared: State = state.notice ? { ...state, notice: undefined } : state;
  switch (press.name) {
    case 'ctrl-c':
      return { ...withForm(model, cleared, { type: 'cancel' }), interrupted: true };
    case 'escape':
      return withForm(model, cleared, { type: 'cancel' });
    case 'ctrl-s':
      return submit(model, cleared);
    case 'ctrl-d':
      // Elsewhere Ctrl-D ends input and can throw an answer away; here it never does.
      return {
        ...cleared,
        notice: {
          tone: 'accent',
          text: 'Ctrl-D does not close this question; your answers are kept. Esc cancels, Ctrl-S sends.',
        },
      };
    case 'tab':
      return moveFocus(model, cleared, state.focus + 1);
    case 'shift-tab':
      return moveFocus(model, cleared, state.focus - 1);
  }
  const target = model.targets[state.focus];
  if (!target) return cleared;
  if (target.kind === 'button') {
    return scroll(cleared, press, view) ?? buttonKey(model, cleared, target.id, press);
  }
  const { field } = target;
  // PgUp/PgDn scroll the screen everywhere, as the hint says; on a list they never pick an option.
  const scrolled = scroll(cleared, press, view);
  if (scrolled) return scrolled;
  const isList = field.kind === 'select' || field.kind === 'multiselect';
  if (press.name === 'enter') return enterOnField(model, cleared);
  if (press.name === 'ctrl-g') return startEditing(cleared, field);
  if (press.name === 'ctrl-r') {
    const { [field.name]: _draft, ...drafts } = cleared.drafts;
    const { [field.name]: _caret, ...carets } = cleared.carets;
    return { ...withForm(model, cleared, { type: 'reset', name: field.name }), drafts, carets };
  }
  // Backspace un-answers a choice, so an optional one can be left out again.
  if (
    press.name === 'backspace' &&
    field.kind !== 'text' &&
    field.kind !== 'number' &&
    field.kind !== 'integer'
  ) {
    return withForm(model, cleared, { type: 'clear', name: field.name });
  }
  if (!isList && (press.name === 'up' || press.name === 'down')) {
    return stepFocus(model, cleared, press.name === 'up' ? 'prev' : 'next');
  }
  return fieldKey(model, cleared, field, press);
}
