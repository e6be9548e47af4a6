import type { FieldAnswer, SelectField } from '@elicitkit/core';
import type { KeyPress } from '../decodeKeys.js';
import type { WidgetInput, WidgetUpdate } from './inkWidget.js';
import { listMove, noOptionStarting, typeAhead } from './listKeys.js';

/** The chosen option's index, or -1. */
export function chosenIndex(field: SelectField, answer: FieldAnswer | undefined): number {
  return field.options.findIndex((o) => answer?.status === 'answered' && o.value === answer.value);
}

/**
 * A single choice keeps no state of its own: the highlighted option is the chosen one, so moving
 * the highlight answers the question (nothing is chosen until a key does it).
 */
export function choiceListKey(
  input: WidgetInput<SelectField, never> & { press: KeyPress },
): WidgetUpdate<never> | undefined {
  const { field, press } = input;
  const index = chosenIndex(field, input.answer);
  let to = listMove(press, index, field.options.length);
  if (press.name === 'space' && index === -1) to = 0;
  if (press.name === 'text') {
    to = typeAhead(field.options, index, press.text);
    if (to === -1) return noOptionStarting(press.text);
  }
  if (to === 'prev' || to === 'next') return { intent: { type: 'leave', direction: to } };
  const option = to === undefined ? undefined : field.options[to];
  if (option) return { intent: { type: 'set', value: option.value } };
  // Space on a chosen option, or an arrow with nowhere to go: the list's key, nothing to do.
  return press.name === 'space' || to !== undefined ? {} : undefined;
}
