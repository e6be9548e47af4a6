import type { SupportedField } from '@elicitkit/core';
import { cancelLosesAnswers } from '@elicitkit/core';
import type { KeyPress } from './decodeKeys.js';
import type { EditOutcome } from './systemEditor.js';
import { entryOf } from './entryOf.js';
import { readingKey } from './readingKey.js';
import { enterOnField, moveFocus, stepFocus, submit } from './formFocus.js';
import type {
  ButtonId,
  FormPromptAction,
  FormPromptState,
  FormPromptStep,
} from './formPromptState.js';
import type { ViewInfo } from './promptView.js';
import type { WidgetIntent, WidgetUpdate, YesNoKeys } from './widgets/inkWidget.js';
import { widgetOf } from './widgets/inkWidgets.js';
import { textFromEditor } from './widgets/textInputState.js';

type State = FormPromptState;

/**
 * The form's defaults for a field key its widget leaves alone: Ctrl-R resets, Backspace (and
 * Delete) un-answers (so an optional choice can be left out again), ↑/↓ move between fields, and Ctrl-G
 * says where the editor works.
 */
function fieldDefault(press: KeyPress): WidgetUpdate<unknown> {
  switch (press.name) {
    case 'ctrl-r':
      return { intent: { type: 'reset' } };
    case 'backspace':
    case 'delete':
      return { intent: { type: 'clear' } };
    case 'up':
    case 'down':
      return { intent: { type: 'leave', direction: press.name === 'up' ? 'prev' : 'next' } };
    case 'ctrl-g':
      return {
        intent: {
          type: 'notice',
          notice: { tone: 'accent', msg: { key: 'terminal.editor.textOnly' } },
        },
      };
    default:
      return {};
  }
}

/** What a widget's intent does to the form: core's reducer for answers, the form for the rest. */
function applyIntent(
  model: FormPromptStep,
  state: State,
  name: string,
  intent: WidgetIntent,
): State {
  switch (intent.type) {
    case 'set':
      return model.answer(state, { type: 'set', name, value: intent.value });
    case 'toggle':
      return model.answer(state, { type: 'toggle', name, option: intent.option });
    case 'clear':
    case 'reset':
      return model.answer(state, { type: intent.type, name });
    case 'leave':
      return stepFocus(model, state, intent.direction);
    case 'edit':
      return { ...state, editing: { name, text: intent.text } };
    case 'notice':
      return { ...state, notice: intent.notice };
  }
}

/** A key on a focused field goes to the widget core chose for it (the form's defaults else). */
function fieldKey(
  model: FormPromptStep,
  state: State,
  field: SupportedField,
  press: KeyPress,
  yesNoKeys: YesNoKeys | undefined,
) {
  const own = entryOf(state.widgets, field.name);
  const answer = entryOf(state.form.answers, field.name);
  const update =
    widgetOf(field).key({ field, answer, state: own, press, ...(yesNoKeys && { yesNoKeys }) }) ??
    fieldDefault(press);
  const next =
    update.state === undefined
      ? state
      : { ...state, widgets: { ...state.widgets, [field.name]: update.state } };
  return update.intent ? applyIntent(model, next, field.name, update.intent) : next;
}

function buttonKey(model: FormPromptStep, state: State, id: ButtonId, press: KeyPress): State {
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
      const lastField = model.targets.filter((t) => t.kind === 'field').length - 1;
      return lastField >= 0 ? moveFocus(model, state, lastField, 'below') : state;
    }
    case 'enter':
    case 'space':
      if (id === 'accept') return submit(model, state);
      return model.answer(state, { type: id });
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

/** The editor opened by Ctrl-G is done: its text becomes the answer, caret at the end. */
function edited(model: FormPromptStep, state: State, name: string, outcome: EditOutcome): State {
  const { editing: _done, ...rest } = state;
  if ('error' in outcome)
    return {
      ...rest,
      notice: outcome.msg
        ? { tone: 'error', msg: outcome.msg }
        : { tone: 'error', text: outcome.error },
    };
  const { text } = outcome;
  const next = model.answer(rest, { type: 'set', name, value: text });
  const lines = text.split('\n').length;
  return {
    ...next,
    widgets: { ...rest.widgets, [name]: textFromEditor(text) },
    notice: {
      tone: 'success',
      msg: { key: 'terminal.editor.taken', values: { lines } },
    },
  };
}

/**
 * The form-level reducer, the question's surface slot (formPromptModel): keys that mean the same everywhere (cancel, send, Tab, paging, Enter)
 * are handled here; every other key on a field is routed to that field's widget.
 */
export function formPromptReducer(
  model: FormPromptStep,
  state: State,
  action: FormPromptAction,
): State {
  if (state.form.result) return state;
  if (action.type === 'abort') return model.answer(state, { type: 'cancel' });
  if (action.type === 'edited') return edited(model, state, action.name, action.outcome);
  const { press, view, yesNoKeys } = action;
  if (state.reading && press.name !== 'ctrl-c')
    return { ...state, reading: readingKey(state.reading.row, press, view) };
  const cleared: State =
    state.notice || state.confirmingCancel
      ? { ...state, notice: undefined, confirmingCancel: undefined }
      : state;
  switch (press.name) {
    case 'ctrl-c':
      return { ...model.answer(cleared, { type: 'cancel' }), interrupted: true };
    case 'escape':
      // Esc never loses work unasked: with answers given, the first Esc asks, the second cancels.
      if (state.confirmingCancel || !cancelLosesAnswers(state.form))
        return model.answer(cleared, { type: 'cancel' });
      return {
        ...cleared,
        confirmingCancel: true,
        notice: { tone: 'warning', msg: { key: 'terminal.discardConfirm' } },
      };
    case 'ctrl-s':
      return submit(model, cleared);
    case 'ctrl-d':
      // Elsewhere Ctrl-D ends input and can throw an answer away; here it never does.
      return {
        ...cleared,
        notice: {
          tone: 'accent',
          msg: { key: 'terminal.ctrlDForm' },
        },
      };
    case 'ctrl-o':
      return model.messageFolded ? { ...cleared, reading: { row: 0 } } : cleared;
    case 'tab':
      return moveFocus(model, cleared, state.focus + 1);
    case 'shift-tab':
      return moveFocus(model, cleared, state.focus - 1);
  }
  const target = model.targets[state.focus];
  if (!target) return cleared;
  // PgUp/PgDn scroll the screen everywhere, as the hint says; on a list they never pick an option.
  const scrolled = scroll(cleared, press, view);
  if (scrolled) return scrolled;
  if (target.kind === 'button') return buttonKey(model, cleared, target.id, press);
  if (press.name === 'enter') return enterOnField(model, cleared);
  return fieldKey(model, cleared, target.field, press, yesNoKeys);
}
