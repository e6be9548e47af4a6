import type { SelectField } from '@elicitkit/core';
import { line, seg } from '../lines.js';
import type { InkWidget } from './inkWidget.js';
import { INDENT } from './inkWidget.js';
import { chosenIndex, choiceListKey } from './choiceListState.js';
import { optionRows } from './optionRows.js';

/**
 * One choice (core's 'radio' and 'select' alike: a terminal list scrolls instead of becoming a
 * drop-down): `● chosen` / `○ other`, the window always holding the chosen option.
 */
export const choiceList: InkWidget<SelectField, never> = {
  typed: false,
  key: choiceListKey,
  lines: ({ field, answer, focused, key, listSize, l }) => {
    const selected = chosenIndex(field, answer);
    return optionRows(key, field.options.length, selected, listSize, l, (i) => {
      const option = field.options[i];
      if (!option) return undefined;
      const on = i === selected;
      return line(
        `${key}:opt:${option.value}`,
        seg(INDENT + (on ? '● ' : '○ '), on ? { tone: 'accent' } : undefined),
        seg(
          option.label,
          on ? (focused ? { inverse: true, bold: true } : { bold: true }) : undefined,
        ),
      );
    });
  },
  promptHint: ({ answer, focused, error, key, l }) =>
    focused && answer?.status !== 'answered' && !error
      ? line(
          `${key}:hint`,
          seg(INDENT),
          seg(l.format({ key: 'terminal.choice.nothingYet' }), { dim: true }),
        )
      : undefined,
  keyHints: () => 'terminal.keys.choice',
};
