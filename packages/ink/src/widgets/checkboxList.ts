import type { MultiSelectField } from '@elicitkit/core';
import { line, seg } from '../lines.js';
import type { InkWidget } from './inkWidget.js';
import { INDENT } from './inkWidget.js';
import type { CheckboxListState } from './checkboxListState.js';
import { checkboxListArrive, checkboxListKey, cursorOf } from './checkboxListState.js';
import { optionRows } from './optionRows.js';

/** Any of the options: `[x]` / `[ ]` rows, `›` on the highlighted one while focused. */
export const checkboxList: InkWidget<MultiSelectField, CheckboxListState> = {
  typed: false,
  key: checkboxListKey,
  arrive: checkboxListArrive,
  lines: (view) => {
    const { field, answer, focused, key } = view;
    const picked = answer?.status === 'answered' && Array.isArray(answer.value) ? answer.value : [];
    const cursor = cursorOf(view);
    return optionRows(key, field.options.length, cursor, view.listSize, view.l, (i) => {
      const option = field.options[i];
      if (!option) return undefined;
      const on = picked.includes(option.value);
      const here = focused && i === cursor;
      return line(
        `${key}:opt:${option.value}`,
        seg(here ? '  › ' : INDENT, here ? { tone: 'focus', bold: true } : undefined),
        seg(on ? '[x] ' : '[ ] ', on ? { tone: 'accent' } : undefined),
        seg(option.label, here ? { inverse: true } : on ? { bold: true } : undefined),
      );
    });
  },
  keyHints: () => 'terminal.keys.checkbox',
};
