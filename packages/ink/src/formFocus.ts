import { entryOf } from './entryOf.js';
import type { FormPromptState, FormPromptStep } from './formPromptState.js';
import { widgetOf } from './widgets/inkWidgets.js';

type State = FormPromptState;

/** Focus to target `to` (wrapping); `from` says which side it arrives from, for a list's highlight. */
export function moveFocus(
  model: FormPromptStep,
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
  // Leaving a field may put its error on show: the question decides, as on the web.
  const left =
    focus !== state.focus && previous?.kind === 'field'
      ? model.answer(state, { type: 'leave', name: previous.field.name })
      : state;
  return { ...left, focus, widgets, scrollTop: undefined };
}

/** Arrow-key focus moves: like Tab, except ↑ on the first field stays put instead of wrapping. */
export function stepFocus(model: FormPromptStep, state: State, direction: 'prev' | 'next'): State {
  if (direction === 'prev') {
    return state.focus === 0 ? state : moveFocus(model, state, state.focus - 1, 'below');
  }
  return moveFocus(model, state, state.focus + 1, 'above');
}

/** Accept: core validates; on errors focus goes to the first field in error, with a note. */
export function submit(model: FormPromptStep, state: State): State {
  const accept = model.form.accept;
  if (!accept.enabled) {
    return {
      ...state,
      notice: {
        tone: 'warning',
        msg: { key: 'form.acceptUnavailableTerminal' },
        nested: { reason: accept.reason },
      },
    };
  }
  const next = model.answer(state, { type: 'submit' });
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
export function enterOnField(model: FormPromptStep, state: State): State {
  const next = model.targets[state.focus + 1];
  return next?.kind === 'field'
    ? moveFocus(model, state, state.focus + 1, 'above')
    : submit(model, state);
}
