import type { Field, FieldError, FormElicitation } from '@elicitkit/core';
import type { TerminalLocalizer } from './messages/TerminalLocalizer.js';
import { dangerMsg, requiredNoteMsg } from '@elicitkit/core';
import { resolveTerminalLocalizer } from './resolveTerminalLocalizer.js';
import { bodyTop } from './bodyTop.js';
import { cachedFieldLines, targetIndexOf } from './fieldBlockCache.js';
import type { FormPromptModel, FormPromptState } from './formPromptState.js';
import type { TerminalSize, ViewInfo } from './promptView.js';
import { noticeText } from './noticeText.js';
import type { PromptOrigin } from './headerLines.js';
import { identityLine, preambleLines } from './headerLines.js';
import type { Line, ScreenLayout } from './lines.js';
import { bodyHeight, buttonSegments, line, seg, wrappedLines } from './lines.js';
import { widgetOf } from './widgets/inkWidgets.js';

/**
 * A run of body rows: its lines, or for a compact row not drawn yet the field it shows (one row),
 * so a form of thousands of fields draws only the rows on screen.
 */
interface Block {
  rows: number;
  lines?: Line[];
  field?: Field;
  target?: number;
  essential?: [number, number];
}

/** Options shown at once in a long list, for a body of `height` rows. */
function listSize(height: number): number {
  return Number.isFinite(height) ? Math.max(3, Math.min(10, height - 4)) : 10;
}

function keyHints(model: FormPromptModel, state: FormPromptState, l: TerminalLocalizer): string {
  const target = model.targets[state.focus];
  if (!target || target.kind === 'button') return l.format({ key: 'terminal.keys.buttons' });
  const last = model.targets[state.focus + 1]?.kind !== 'field';
  const enter = l.format({ key: last ? 'terminal.keys.enterSend' : 'terminal.keys.enterNext' });
  const { yes, no } = model.yesNoKeys;
  return l.format({
    key: widgetOf(target.field).keyHints(target.field),
    values: { enter, yes, no },
  });
}

function statusLine(model: FormPromptModel, state: FormPromptState, l: TerminalLocalizer): Line {
  if (state.editing)
    return line('status', seg(' '), seg(l.format({ key: 'terminal.editing' }), { tone: 'accent' }));
  if (state.notice)
    return line('status', seg(' '), seg(noticeText(state.notice, l), { tone: state.notice.tone }));
  const general = state.form.errors.find((e) => e.field === '');
  if (general)
    return line('status', seg(' '), seg(`✖ ${l.format(general.msg)}`, { tone: 'error' }));
  if (!model.form.accept.enabled) {
    const reason = l.format(model.form.accept.reason);
    return line(
      'status',
      seg(' '),
      seg(l.format({ key: 'terminal.acceptUnavailable', values: { reason } }), {
        tone: 'warning',
      }),
    );
  }
  const count = state.form.errors.length;
  if (count > 0) {
    return line(
      'status',
      seg(' '),
      seg(l.format({ key: 'summary.needAttention', values: { count } }), { tone: 'error' }),
    );
  }
  return line('status', seg(' '));
}

/**
 * Whether the form, every field open, would be taller than the body: then it is drawn compact (a
 * row per field, the focused one open). Judged from the form's shape alone, never from answers or
 * errors, so the layout does not switch while the person types.
 */
function isTall(model: FormPromptModel, preamble: number, height: number, list: number): boolean {
  if (!Number.isFinite(height) || model.form.fields.length < 2) return false;
  let rows = preamble;
  for (const field of model.form.fields) {
    // Label, control, hint; a list shows up to `list` options; a description takes a row or more.
    const control = 'options' in field ? Math.min(field.options.length, list) : 1;
    rows += 2 + control + (field.description ? 1 : 0);
    if (rows > height) return true;
  }
  return false;
}

// A tall form's rows say ✔ only of valid answers: validated once per answer state, not per row.
const invalidByAnswers = new WeakMap<object, ReadonlySet<string>>();
function invalidFields(model: FormPromptModel, state: FormPromptState): ReadonlySet<string> {
  let found = invalidByAnswers.get(state.form.answers);
  if (!found) {
    found = new Set(model.question.validate(state.form).errors.map((e) => e.field));
    invalidByAnswers.set(state.form.answers, found);
  }
  return found;
}

/** The form as a screen that fits the terminal: body scrolled to the focus, actions pinned. */
export function formLayout(
  request: FormElicitation,
  origin: PromptOrigin,
  model: FormPromptModel,
  state: FormPromptState,
  size: TerminalSize,
  l: TerminalLocalizer = resolveTerminalLocalizer(),
): { layout: ScreenLayout; view: ViewInfo } {
  const width = Math.max(20, size.columns);
  const height = bodyHeight(size.rows);
  const list = listSize(height);

  const preamble = preambleLines(origin, request.message, request.diagnostics, width, l);
  if (!model.form.accept.enabled) {
    const reason = l.format(model.form.accept.reason);
    const text = l.format({ key: 'form.acceptUnavailableTerminal', values: { reason } });
    preamble.push(...wrappedLines('blocked', text, width, '  ', { tone: 'warning' }));
  }
  if (model.form.fields.length === 0 && model.form.accept.enabled) {
    preamble.push(
      line('confirm', seg('  '), seg(l.format({ key: 'terminal.noFields' }), { dim: true })),
    );
  }
  const note = requiredNoteMsg(model.form.fields, 'required');
  if (note) preamble.push(line('required-note', seg('  '), seg(l.format(note), { dim: true })));
  const blocks: Block[] = [{ rows: preamble.length, lines: preamble }];
  const compact = isTall(model, preamble.length, height, list);
  // Which errors are on show is the question's decision (core's one timing rule).
  const errors = new Map<string, FieldError>();
  for (const e of state.form.visible) if (!errors.has(e.field)) errors.set(e.field, e);
  const focused = model.targets[state.focus];
  const invalid = compact ? invalidFields(model, state) : undefined;
  const draw = (field: Field) =>
    cachedFieldLines(model, field, state, {
      focused: focused?.kind === 'field' && focused.field.name === field.name,
      width,
      listSize: list,
      compact,
      ...(invalid && { valid: !invalid.has(field.name) }),
      error: errors.get(field.name),
      l,
    });
  for (const field of model.form.fields) {
    const target = targetIndexOf(model, field.name);
    const isFocused = focused?.kind === 'field' && focused.field.name === field.name;
    // Out of focus in a compact form, a field is one row: drawn below only if it is on screen.
    if (compact && !isFocused) {
      blocks.push(target >= 0 ? { rows: 1, field, target } : { rows: 1, field });
      continue;
    }
    const block = draw(field);
    blocks.push({
      rows: block.lines.length,
      lines: block.lines,
      essential: block.essential,
      ...(target >= 0 && { target }),
    });
  }

  // A blank row between blocks when everything fits (or nothing scrolls); tight terminals go without.
  const rowCount = blocks.reduce((n, b) => n + b.rows, 0);
  const spaced = !Number.isFinite(height) || rowCount + blocks.length - 1 <= height;
  const starts: number[] = [];
  let total = 0;
  let focusBlock: Parameters<typeof bodyTop>[2];
  for (const [i, block] of blocks.entries()) {
    if (spaced && i > 0) total += 1;
    const start = total;
    starts.push(start);
    total += block.rows;
    if (block.target !== undefined && block.target === state.focus) {
      const [a, b] = block.essential ?? [0, block.rows];
      focusBlock = { start, end: total, essentialStart: start + a, essentialEnd: start + b };
    }
  }

  const maxTop = Number.isFinite(height) ? Math.max(0, total - height) : 0;
  const top =
    state.scrollTop !== undefined
      ? Math.min(maxTop, state.scrollTop)
      : bodyTop(total, height, focusBlock);
  const end = Number.isFinite(height) ? Math.min(total, top + height) : total;
  // Only the blocks that reach into [top, end) are drawn.
  const body: Line[] = [];
  for (const [i, block] of blocks.entries()) {
    const start = starts[i] ?? 0;
    // The blank row before a block, when there are blank rows, is the row above its start.
    if (spaced && i > 0 && start - 1 >= top && start - 1 < end)
      body.push(line(`gap${i}`, seg(' ')));
    if (start >= end) break;
    if (start + block.rows <= top) continue;
    const lines = block.lines ?? (block.field ? draw(block.field).lines : []);
    body.push(...lines.slice(Math.max(0, top - start), Math.max(0, end - start)));
  }
  const below = Math.max(0, total - top - body.length);

  const focusedButton = focused?.kind === 'button' ? focused.id : undefined;
  const actions = line(
    'actions',
    ...buttonSegments(
      [
        {
          id: 'accept' as const,
          label: l.format({ key: 'actions.accept' }),
          disabled: !model.form.accept.enabled,
          // A destructive tool's Accept is drawn red (design-language.md §7).
          danger: dangerMsg(origin) !== undefined,
        },
        { id: 'decline' as const, label: l.format({ key: 'actions.decline' }) },
        { id: 'cancel' as const, label: l.format({ key: 'actions.cancel' }) },
      ],
      focusedButton,
      Infinity,
      l.format({ key: 'terminal.unavailableSuffix' }),
    ),
  );
  return {
    layout: {
      top: identityLine('identity.questionFrom', origin.server, width, { above: top, below }, l),
      body,
      status: statusLine(model, state, l),
      actions,
      footer: line('footer', seg(' '), seg(keyHints(model, state, l), { dim: true })),
    },
    view: { top, maxTop, height: Number.isFinite(height) ? height : total },
  };
}
