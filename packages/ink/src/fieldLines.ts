import type { Field, FieldError, Msg, TerminalLocalizer } from '@elicitkit/core';
import {
  emptySelectionMsg,
  fieldLabelSuffixMsg,
  isGenericHint,
  isSupported,
  visibleHintMsg,
} from '@elicitkit/core';
import { resolveTerminalLocalizer } from './resolveTerminalLocalizer.js';
import { entryOf } from './entryOf.js';
import type { FormPromptState } from './formPromptState.js';
import type { Line } from './lines.js';
import { line, seg, wrappedLines } from './lines.js';
import { INDENT } from './widgets/inkWidget.js';
import { widgetOf } from './widgets/inkWidgets.js';

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
  /** The prompt's words (English when absent). */
  l?: TerminalLocalizer;
  /** How a number or date typed the locale's way will be sent ("= 24. Dezember 2026 (2026-12-24)"). */
  preview?: Msg | undefined;
}

/** One field as screen rows: label, description, warnings, the control, its error, then its hint. */
export function fieldLines(
  field: Field,
  state: FormPromptState,
  options: FieldLinesOptions,
): FieldBlock {
  const { focused, width } = options;
  const l = options.l ?? resolveTerminalLocalizer();
  const key = `field:${field.name}`;
  const lines: Line[] = [];
  const marker = focused ? seg('› ', { tone: 'focus', bold: true }) : seg('  ');
  const suffix = isSupported(field)
    ? fieldLabelSuffixMsg(field, options.allOptional ?? false)
    : undefined;
  const optional = suffix ? [seg(l.format(suffix), { dim: true })] : [];
  lines.push(
    line(
      `${key}:label`,
      marker,
      seg(field.label, { bold: true, dim: !isSupported(field) }),
      ...optional,
    ),
  );
  if (field.description)
    lines.push(...wrappedLines(`${key}:desc`, field.description, width, INDENT, { dim: true }));
  for (const [i, d] of field.diagnostics.entries()) {
    // An unsupported field's own reason is shown below; its diagnostic would say it twice.
    if (d.severity === 'info' || d.code === 'unsupported-property') continue;
    lines.push(
      ...wrappedLines(`${key}:diag${i}`, `⚠ ${l.format(d.msg)}`, width, INDENT, {
        tone: 'warning',
      }),
    );
  }
  const answer = entryOf(state.form.answers, field.name);
  const valueStart = lines.length;

  const { error } = options;
  const widget = widgetOf(field);
  const view = {
    field,
    answer,
    state: entryOf(state.widgets, field.name),
    focused,
    width,
    listSize: options.listSize,
    key,
    error,
    l,
  };
  lines.push(...widget.lines(view));

  if (error)
    lines.push(
      ...wrappedLines(`${key}:error`, `✖ ${l.format(error.msg)}`, width, INDENT, {
        tone: 'error',
      }),
    );
  else if (options.preview)
    lines.push(
      ...wrappedLines(`${key}:sent`, l.format(options.preview), width, INDENT, { tone: 'accent' }),
    );
  // An emptied optional multi-select is sent without the field: say so rather than let it vanish.
  const note = emptySelectionMsg(field, answer);
  if (note)
    lines.push(...wrappedLines(`${key}:note`, l.format(note), width, INDENT, { tone: 'accent' }));
  const essentialEnd = lines.length;

  if (isSupported(field)) {
    // Core's rules, by message key: the hint is hidden when the error is the same message, and a
    // hint that says nothing the control does not already say is left out to save rows.
    const hint = visibleHintMsg(field, error?.msg);
    const own = widget.promptHint?.(view);
    if (own) lines.push(own);
    else if (hint !== undefined && !isGenericHint(hint))
      lines.push(...wrappedLines(`${key}:hint`, l.format(hint), width, INDENT, { dim: true }));
  }
  return { lines, essential: [Math.max(0, valueStart - 1), essentialEnd] };
}
