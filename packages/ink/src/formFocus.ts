import type { FormAction } from '@elicitkit/core';
import {
  contentOf,
  formReducer,
  showsErrorOnLeave,
  stillShown,
  validateContent,
} from '@elicitkit/core';
import { entryOf } from './entryOf.js';
import type { FormPromptModel, FormPromptState } from './formPromptState.js';
import { widgetOf } from './widgets/inkWidgets.js';

type State = FormPromptState;

/** The answers' errors now, core's verdicts. */
function errorsOf(model: FormPromptModel, form: State['form']) {
  return validateContent(model.form, contentOf(model.form, form)).errors;
}

/**
 * The state with core's reducer applied to its answers; a field whose error was on show stops
 * showing once it is valid, until it is left again (core's rule, as on the web).
 */
export function withForm(model: FormPromptModel, state: State, action: FormAction): State {
  const form = formReducer(model.form, state.form, action);
  const names = Object.keys(state.left);
  if (names.length === 0) return { ...state, form };
  const kept = stillShown(names, errorsOf(model, form));
  if (kept.length === names.length) return { ...state, form };
  return { ...state, form, left: Object.fromEntries(kept.map((n) => [n, true as const])) };
}

/** Focus to target `to` (wrapping); `from` says which side it arrives from, for a list's highlight. */
export function moveFocus(
  model: FormPromptModel,
  state: State,
  to: number,
  from?: 'above' | 'below',
): State {
  const count = model.targets.length;
  const focus = ((to % count) + count) % count;
  const target = model.targets[focus];
  let widgets = state.widgets;
  if (target?.kind === 'field' && from) {
    const { field } = target;
    const own = entryOf(widgets, field.name);
    const answer = entryOf(state.form.answers, field.name);
    const arrived = widgetOf(field).arrive?.({ field, answer, state: own }, from);
    if (arrived !== undefined) widgets = { ...widgets, [field.name]: arrived };
  }
  const previous = model.targets[state.focus];
  const leaving =
    focus !== state.focus &&
    previous?.kind === 'field' &&
    !entryOf(state.left, previous.field.name) &&
    showsErrorOnLeave(
      entryOf(state.form.answers, previous.field.name),
      previous.field.name,
      errorsOf(model, state.form),
    );
  const left = leaving ? { ...state.left, [previous.field.name]: true as const } : state.left;
  return { ...state, focus, widgets, left, scrollTop: undefined };
}

/** Arrow-key focus moves: like Tab, except ↑ on the first field stays put instead of wrapping. */
export function stepFocus(model: FormPromptModel, state: State, direction: 'prev' | 'next'): State {
  if (direction === 'prev') {
    return state.focus === 0 ? state : moveFocus(model, state, state.focus - 1, 'below');
  }
  return moveFocus(model, state, state.focus + 1, 'above');
}

/** Accept: core validates; on errors focus goes to the first field in error, with a note. */
export function submit(model: FormPromptModel, state: State): State {
  if (!model.form.canAccept) {
    return {
      ...state,
      notice: {
        tone: 'warning',
        msg: { key: 'form.acceptUnavailableTerminal' },
        nested: { reason: model.form.acceptBlockedMsg ?? { key: 'form.cannotAccept' } },
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
      msg: { key: 'summary.notSent', values: { count } },
    },
  };
}

/** Enter on a field: the next field, or submit from the last field (and in a one-field form). */
export function enterOnField(model: FormPromptModel, state: State): State {
  const next = model.targets[state.focus + 1];
  return next?.kind === 'field'
    ? moveFocus(model, state, state.focus + 1, 'above')
    : submit(model, state);
}
