import type { MultiSelectField } from '@elicitkit/core';
import type { KeyPress } from '../decodeKeys.js';
import type { WidgetInput, WidgetUpdate } from './inkWidget.js';
import { listMove, noOptionStarting, typeAhead } from './listKeys.js';

/** A checkbox list's own state: the highlighted option (ticking is by Space, unlike one choice). */
export interface CheckboxListState {
  cursor: number;
}

type Input = WidgetInput<MultiSelectField, CheckboxListState>;

export function cursorOf({ field, state }: Pick<Input, 'field' | 'state'>): number {
  return Math.min(state?.cursor ?? 0, field.options.length - 1);
}

export function checkboxListKey(
  input: Input & { press: KeyPress },
): WidgetUpdate<CheckboxListState> | undefined {
  const { field, press } = input;
  const cursor = cursorOf(input);
  if (press.name === 'space') {
    const option = field.options[cursor];
    return option ? { intent: { type: 'toggle', option: option.value } } : {};
  }
  let to = listMove(press, cursor, field.options.length);
  if (press.name === 'text') {
    to = typeAhead(field.options, cursor, press.text);
    if (to === -1) return noOptionStarting(press.text);
  }
  if (to === 'prev' || to === 'next') return { intent: { type: 'leave', direction: to } };
  return to === undefined ? undefined : { state: { cursor: to } };
}

/** Arriving from below lands on the last option, from above on the first. */
export function checkboxListArrive({ field }: Input, from: 'above' | 'below'): CheckboxListState {
  return { cursor: from === 'below' ? field.options.length - 1 : 0 };
}
