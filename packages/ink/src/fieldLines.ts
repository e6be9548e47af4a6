import type { Field, FieldError } from '@elicitkit/core';
import { emptySelectionNote, fieldLabelSuffix, isSecretField, visibleHint } from '@elicitkit/core';
import type { FormPromptState } from './formPromptReducer.js';
import { currentText, entryOf } from './formPromptReducer.js';
import type { Line, Segment } from './lines.js';
import { line, seg, wrappedLines } from './lines.js';
import { optionWindow } from './optionWindow.js';
import { charWidth, graphemes } from './wrapText.js';

export interface FieldBlock {
  lines: Line[];
  /** Rows (relative to the block) that must be on screen while the field has focus: its answer and error. */
  essential: [number, number];
}

export interface FieldLinesOptions {
  focused: boolean;
  width: number;
  /** Options shown at once when a list is too long to show whole. */
  listSize: number;
  /** Every field is optional: then none is marked "(optional)" (core's fieldLabelSuffix). */
  allOptional?: boolean;
  /** The error to show now (validation timing is decided by the layout, not here). */
  error?: FieldError | undefined;
}

const INDENT = '    ';

// Hints that say nothing the control does not already say are left out to save rows.
const GENERIC_HINTS = new Set([
  'Enter some text',
  'Choose one of the options',
  'Choose yes or no',
  'Choose any of the options',
]);

/** The visible slice of a one-line input, scrolled sideways so the caret stays in view. */
function inputSegments(
  text: string,
  caret: number,
  focused: boolean,
  width: number,
  mask: boolean,
): Segment[] {
  // One row: line breaks (from the editor, or pasted) show as ↵, one character each like the text.
  const shown = graphemes(text.replace(/\n/g, '↵'));
  const chars = mask ? shown.map(() => '•') : shown;
  const room = Math.max(4, width - INDENT.length - 2);
  let start = 0;
  let used = 0;
  for (let i = Math.min(caret, chars.length) - 1; i >= 0; i--) {
    used += charWidth(chars[i] ?? '');
    if (used > room - 1) {
      start = i + 1;
      break;
    }
  }
  const visible = chars.slice(start);
  const before = visible.slice(0, caret - start).join('');
  const at = visible[caret - start] ?? ' ';
  const after = visible.slice(caret - start + 1).join('');
  const lead = start > 0 ? '…' : ' ';
  if (!focused) {
    return text === ''
      ? [seg(INDENT + '>' + lead), seg('(no answer)', { dim: true })]
      : [seg(INDENT + '>' + lead + visible.join(''))];
  }
  return [
    seg(INDENT + '>', { tone: 'accent', bold: true }),
    seg(lead + before),
    seg(at, { inverse: true }),
    seg(after),
  ];
}

/** One field as screen rows: label, description, warnings, the control, its error, then its hint. */
export function fieldLines(
  field: Field,
  state: FormPromptState,
  options: FieldLinesOptions,
): FieldBlock {
  const { focused, width } = options;
  const key = `field:${field.name}`;
  const lines: Line[] = [];
  const marker = focused ? seg('› ', { tone: 'accent', bold: true }) : seg('  ');
  const suffix =
    field.kind === 'unsupported' ? '' : fieldLabelSuffix(field, options.allOptional ?? false);
  const optional = suffix ? [seg(suffix, { dim: true })] : [];
  lines.push(
    line(
      `${key}:label`,
      marker,
      seg(field.label, { bold: true, dim: field.kind === 'unsupported' }),
      ...optional,
    ),
  );
  if (field.description)
    lines.push(...wrappedLines(`${key}:desc`, field.description, width, INDENT, { dim: true }));
  for (const [i, d] of field.diagnostics.entries()) {
    // An unsupported field's own reason is shown below; its diagnostic would say it twice.
    if (d.severity === 'info' || d.code === 'unsupported-property') continue;
    lines.push(
      ...wrappedLines(`${key}:diag${i}`, `⚠ ${d.message}`, width, INDENT, { tone: 'warning' }),
    );
  }
  const answer = entryOf(state.form.answers, field.name);
  const valueStart = lines.length;

  switch (field.kind) {
    case 'unsupported':
      lines.push(
        ...wrappedLines(`${key}:reason`, `Can't be answered here: ${field.reason}`, width, INDENT, {
          tone: 'warning',
        }),
      );
      break;
    case 'text':
    case 'number':
    case 'integer': {
      const text = currentText(state, field);
      const length = graphemes(text.replace(/\n/g, '↵')).length;
      const caret = Math.min(entryOf(state.carets, field.name) ?? length, length);
      lines.push(
        line(`${key}:input`, ...inputSegments(text, caret, focused, width, isSecretField(field))),
      );
      break;
    }
    case 'boolean': {
      const value = answer?.status === 'answered' ? answer.value : undefined;
      const choice = (label: string, on: boolean): Segment[] => [
        seg(on ? '(•) ' : '( ) '),
        seg(label, on && focused ? { inverse: true, bold: true } : on ? { bold: true } : undefined),
      ];
      lines.push(
        line(
          `${key}:bool`,
          seg(INDENT),
          ...choice('Yes', value === true),
          seg('   '),
          ...choice('No', value === false),
        ),
      );
      break;
    }
    case 'select': {
      const selected = field.options.findIndex(
        (o) => answer?.status === 'answered' && o.value === answer.value,
      );
      const window = optionWindow(field.options.length, selected, options.listSize);
      const scrolling = window.above + window.below > 0;
      if (scrolling) lines.push(moreLine(`${key}:above`, '↑', window.above));
      for (let i = window.start; i < window.end; i++) {
        const option = field.options[i];
        if (!option) continue;
        const on = i === selected;
        lines.push(
          line(
            `${key}:opt:${option.value}`,
            seg(INDENT + (on ? '● ' : '○ '), on ? { tone: 'accent' } : undefined),
            seg(
              option.label,
              on ? (focused ? { inverse: true, bold: true } : { bold: true }) : undefined,
            ),
          ),
        );
      }
      if (scrolling) lines.push(moreLine(`${key}:below`, '↓', window.below));
      break;
    }
    case 'multiselect': {
      const picked =
        answer?.status === 'answered' && Array.isArray(answer.value) ? answer.value : [];
      const cursor = Math.min(entryOf(state.cursors, field.name) ?? 0, field.options.length - 1);
      const window = optionWindow(field.options.length, cursor, options.listSize);
      const scrolling = window.above + window.below > 0;
      if (scrolling) lines.push(moreLine(`${key}:above`, '↑', window.above));
      for (let i = window.start; i < window.end; i++) {
        const option = field.options[i];
        if (!option) continue;
        const on = picked.includes(option.value);
        const here = focused && i === cursor;
        lines.push(
          line(
            `${key}:opt:${option.value}`,
            seg(here ? '  › ' : INDENT, here ? { tone: 'accent', bold: true } : undefined),
            seg(on ? '[x] ' : '[ ] ', on ? { tone: 'accent' } : undefined),
            seg(option.label, here ? { inverse: true } : on ? { bold: true } : undefined),
          ),
        );
      }
      if (scrolling) lines.push(moreLine(`${key}:below`, '↓', window.below));
      break;
    }
  }

  const { error } = options;
  if (error)
    lines.push(
      ...wrappedLines(`${key}:error`, `✖ ${error.message}`, width, INDENT, { tone: 'error' }),
    );
  // An emptied optional multi-select is sent without the field: say so rather than let it vanish.
  const note = emptySelectionNote(field, answer);
  if (note) lines.push(...wrappedLines(`${key}:note`, note, width, INDENT, { tone: 'accent' }));
  const essentialEnd = lines.length;

  if (field.kind !== 'unsupported') {
    // Core's rule: the hint is hidden only when the error already says the same words.
    const hint = visibleHint(field, error?.message);
    const untouchedSelect =
      field.kind === 'select' && focused && answer?.status !== 'answered' && !error;
    if (untouchedSelect)
      lines.push(
        line(
          `${key}:hint`,
          seg(INDENT),
          seg('Nothing chosen yet: ↓ or Space picks an option', { dim: true }),
        ),
      );
    else if (hint !== undefined && !GENERIC_HINTS.has(hint))
      lines.push(...wrappedLines(`${key}:hint`, hint, width, INDENT, { dim: true }));
  }
  return { lines, essential: [Math.max(0, valueStart - 1), essentialEnd] };
}

function moreLine(key: string, arrow: string, count: number): Line {
  return line(key, seg(INDENT), seg(count > 0 ? `${arrow} ${count} more` : ' ', { dim: true }));
}
