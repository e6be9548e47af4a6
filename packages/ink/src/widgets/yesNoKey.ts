import type { Field } from '@elicitkit/core';
import type { KeyPress } from '../decodeKeys.js';
import type { WidgetInput, WidgetUpdate } from './inkWidget.js';

/**
 * Yes/No keeps no state of its own: the answer is core's. Space and ←/→ switch (from no answer to
 * Yes); the language's letters (j/n under German) and y/n answer directly; any other letter says
 * which keys do.
 */
export function yesNoKey(
  input: WidgetInput<Field, never> & { press: KeyPress },
): WidgetUpdate<never> | undefined {
  const { answer, press, yesNoKeys = { yes: 'y', no: 'n' } } = input;
  const current = answer?.status === 'answered' ? answer.value : undefined;
  let value: boolean | undefined;
  if (press.name === 'space' || press.name === 'left' || press.name === 'right')
    value = current !== true;
  else if (press.name === 'text') {
    const typed = press.text.toLocaleLowerCase();
    if (typed === 'y' || typed === yesNoKeys.yes.toLocaleLowerCase()) value = true;
    else if (typed === 'n' || typed === yesNoKeys.no.toLocaleLowerCase()) value = false;
  }
  if (value !== undefined) return { intent: { type: 'set', value } };
  if (press.name !== 'text') return undefined;
  return {
    intent: {
      type: 'notice',
      notice: { tone: 'accent', msg: { key: 'terminal.yesNoHelp', values: { ...yesNoKeys } } },
    },
  };
}
