import type { ElicitContentValue, QuestionField } from '@elicitkit/core';
import type { TerminalLocalizer } from './messages/TerminalLocalizer.js';
import { isSupported, outcomeAnswers } from '@elicitkit/core';
import { resolveTerminalLocalizer } from './resolveTerminalLocalizer.js';
import { entryOf } from './entryOf.js';
import type { FormPromptState } from './formPromptState.js';
import type { Line, Segment } from './lines.js';
import { displayWidth, fitWidth } from './wrapText.js';
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
  /**
   * A tall form draws every field but the focused one as a single row ("Label*: value ✔"), so
   * the whole form fits and the focused field keeps its control, error and hint.
   */
  compact?: boolean;
  /** The prompt's words (English when absent). */
  l?: TerminalLocalizer;
}

/**
 * One field as screen rows: label, description, warnings, the control, its error, then its hint.
 * What each shows is core's field view (`shown`); only the rows and the control are drawn here.
 */
export function fieldLines(
  shown: QuestionField,
  state: FormPromptState,
  options: FieldLinesOptions,
): FieldBlock {
  const { field } = shown;
  const { focused, width } = options;
  const l = options.l ?? resolveTerminalLocalizer();
  const key = `field:${field.name}`;
  const lines: Line[] = [];
  const marker = focused ? seg('› ', { tone: 'focus', bold: true }) : seg('  ');
  // The required mark (design-language.md §2); the form states its meaning once, above.
  const mark = shown.requiredMark ? [seg('*', { bold: true })] : [];
  if (options.compact && !focused) return compactFieldBlock(shown, options, l, mark);
  lines.push(
    line(
      `${key}:label`,
      marker,
      seg(field.label, { bold: true, dim: !isSupported(field) }),
      ...mark,
    ),
  );
  if (field.description)
    lines.push(...wrappedLines(`${key}:desc`, field.description, width, INDENT, { dim: true }));
  for (const [i, msg] of shown.notices.entries())
    lines.push(
      ...wrappedLines(`${key}:diag${i}`, `⚠ ${l.format(msg)}`, width, INDENT, { tone: 'warning' }),
    );
  const answer = entryOf(state.form.answers, field.name);
  const valueStart = lines.length;

  const { error } = shown;
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
      ...wrappedLines(`${key}:error`, `✖ ${l.format(error)}`, width, INDENT, { tone: 'error' }),
    );
  else if (shown.preview)
    lines.push(
      ...wrappedLines(`${key}:sent`, l.format(shown.preview), width, INDENT, { tone: 'accent' }),
    );
  if (shown.emptyNote)
    lines.push(
      ...wrappedLines(`${key}:note`, l.format(shown.emptyNote), width, INDENT, { tone: 'accent' }),
    );
  const essentialEnd = lines.length;

  if (isSupported(field)) {
    const own = widget.promptHint?.(view);
    if (own) lines.push(own);
    else if (shown.hint)
      lines.push(
        ...wrappedLines(`${key}:hint`, l.format(shown.hint), width, INDENT, { dim: true }),
      );
  }
  return { lines, essential: [Math.max(0, valueStart - 1), essentialEnd] };
}

/**
 * One row for a field out of focus in a tall form: its label and mark, what it holds now (as the
 * record would read it back: choices by label, secrets masked) or a dash, what a number or date
 * typed the locale's way will be sent as, and its status — ⚠ when
 * its error is on show, ✔ when answered validly, nothing otherwise (an answer not yet judged is
 * never called right).
 */
function compactFieldBlock(
  shown: QuestionField,
  options: FieldLinesOptions,
  l: TerminalLocalizer,
  mark: Segment[],
): FieldBlock {
  const { field } = shown;
  const answered = shown.status === 'answered' && shown.value !== undefined;
  const value = answered
    ? (outcomeAnswers(
        { action: 'accept', content: { [field.name]: shown.value as ElicitContentValue } },
        { fields: [field], localizer: l },
      )[0]?.value ?? '')
    : '—';
  const status =
    shown.check === 'error'
      ? seg(' ⚠', { tone: 'error' })
      : shown.check === 'valid'
        ? seg(' ✔', { tone: 'success' })
        : seg('');
  // What will be sent, when the typed text is not already that: "tomorrow" reads back as the
  // date it stands for, as on the focused field.
  const sent = shown.preview ? l.format(shown.preview) : '';
  const head = `  ${field.label}${mark.length ? '*' : ''}: `;
  // The status stays on screen however long the value: the value gives way.
  const room = Math.max(1, options.width - displayWidth(head) - displayWidth(status.text) - 1);
  const fit = (text: string, width: number) =>
    displayWidth(text) > width ? `${fitWidth(text, Math.max(0, width - 1))}…` : text;
  // The sent form keeps its room before the typed text does.
  const sentShown = sent ? fit(` ${sent}`, room - 2) : '';
  const valueShown = fit(value, Math.max(1, room - displayWidth(sentShown)));
  return {
    lines: [
      line(
        `field:${field.name}:compact`,
        seg('  '),
        seg(field.label, { dim: !isSupported(field) }),
        ...mark,
        seg(': ', { dim: true }),
        seg(valueShown, answered ? undefined : { dim: true }),
        ...(sentShown ? [seg(sentShown, { tone: 'accent' })] : []),
        status,
      ),
    ],
    essential: [0, 1],
  };
}
