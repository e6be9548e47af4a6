import type { Field } from '@elicitkit/core';
import { yesNoChoices } from '@elicitkit/core';
import type { Segment } from '../lines.js';
import { line, seg } from '../lines.js';
import type { InkWidget } from './inkWidget.js';
import { INDENT } from './inkWidget.js';
import { yesNoKey } from './yesNoKey.js';

/** `( ) Yes   ( ) No`: two explicit answers, nothing chosen unless the schema has a default (design-language.md §1). */
export const yesNo: InkWidget<Field, never> = {
  typed: false,
  key: yesNoKey,
  lines: ({ key, answer, focused, l }) => {
    const [YES, NO] = yesNoChoices(l);
    const value = answer?.status === 'answered' ? answer.value : undefined;
    const choice = (label: string, on: boolean): Segment[] => [
      seg(on ? '(•) ' : '( ) '),
      seg(label, on && focused ? { inverse: true, bold: true } : on ? { bold: true } : undefined),
    ];
    return [
      line(
        `${key}:bool`,
        seg(INDENT),
        ...choice(YES.label, value === true),
        seg('   '),
        ...choice(NO.label, value === false),
      ),
    ];
  },
  keyHints: () => 'terminal.keys.yesNo',
};
