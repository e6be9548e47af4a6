import type { Field, FormElicitation } from '@elicitkit/core';
import type { TerminalLocalizer } from './messages/TerminalLocalizer.js';
import { dangerMsg } from '@elicitkit/core';
import { resolveTerminalLocalizer } from './resolveTerminalLocalizer.js';
import { bodyTop } from './bodyTop.js';
import { readingLayout } from './readingLayout.js';
import { cachedFieldLines } from './fieldBlockCache.js';
import type { FormPromptModel, FormPromptState } from './formPromptState.js';
import { yesNoKeysOf } from './formPromptModel.js';
import type { TerminalSize, ViewInfo } from './promptView.js';
import { noticeText } from './noticeText.js';
import type { PromptOrigin } from './headerLines.js';
import { identityLine, preambleLines } from './headerLines.js';
import type { Line, ScreenLayout } from './lines.js';
import { bodyHeight, buttonSegments, line, seg, wrappedLines } from './lines.js';
import { widgetOf } from './widgets/inkWidgets.js';

/**
 * The body as blocks (the preamble, then one per field), read by index: a compact form's rows are
 * one each but the focused field's, so where a block starts is arithmetic and a form of thousands
 * of fields draws, and even visits, only the rows on screen.
 */
interface Body {
  count: number;
  rows(k: number): number;
  /** Rows of the blocks before block k, not counting blank rows between them. */
  before(k: number): number;
  lines(k: number): Line[];
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
  const { yes, no } = yesNoKeysOf(l);
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

interface Preamble {
  origin: string;
  width: number;
  l: TerminalLocalizer;
  lines: Line[];
}
// The rows above the fields change only with the question, who asks, the width and the words:
// made once, not per keystroke (a long message is wrapped once, thousands of fields read once).
const preambles = new WeakMap<FormElicitation, Preamble>();

function cachedPreamble(
  request: FormElicitation,
  origin: PromptOrigin,
  model: FormPromptModel,
  width: number,
  l: TerminalLocalizer,
): Line[] {
  const asker = JSON.stringify(origin);
  const known = preambles.get(request);
  if (known?.origin === asker && known.width === width && known.l === l) return known.lines;
  const lines = preambleLines(origin, request.message, request.diagnostics, width, l, true);
  if (!model.form.accept.enabled) {
    const reason = l.format(model.form.accept.reason);
    const text = l.format({ key: 'form.acceptUnavailableTerminal', values: { reason } });
    lines.push(...wrappedLines('blocked', text, width, '  ', { tone: 'warning' }));
  }
  if (model.form.fields.length === 0 && model.form.accept.enabled) {
    lines.push(
      line('confirm', seg('  '), seg(l.format({ key: 'terminal.noFields' }), { dim: true })),
    );
  }
  const note = model.question.getView().requiredNote;
  if (note) lines.push(line('required-note', seg('  '), seg(l.format(note), { dim: true })));
  preambles.set(request, { origin: asker, width, l, lines });
  return lines;
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

  const preamble = cachedPreamble(request, origin, model, width, l);
  const compact = isTall(model, preamble.length, height, list);
  const focused = model.targets[state.focus];
  const focusedField = focused?.kind === 'field' ? model.form.fields.indexOf(focused.field) : -1;
  const draw = (field: Field, focus: boolean) =>
    cachedFieldLines(model, field, state, {
      focused: focus,
      width,
      listSize: list,
      compact,
      l,
    });
  const { fields } = model.form;
  const open = focusedField >= 0 ? draw(fields[focusedField]!, true) : undefined;
  const body: Body = compact
    ? compactBody(preamble, fields, focusedField, open?.lines ?? [], (f) => draw(f, false).lines)
    : drawnBody(preamble, fields, (f, i) => (i === focusedField ? open! : draw(f, false)).lines);

  // A blank row between blocks when everything fits (or nothing scrolls); tight terminals go without.
  const rowCount = body.before(body.count);
  const spaced = !Number.isFinite(height) || rowCount + body.count - 1 <= height;
  const start = (k: number) => body.before(k) + (spaced ? k : 0);
  const total = start(body.count - 1) + body.rows(body.count - 1);
  let focusBlock: Parameters<typeof bodyTop>[2];
  if (open) {
    const from = start(focusedField + 1);
    const [a, b] = open.essential;
    focusBlock = {
      start: from,
      end: from + open.lines.length,
      essentialStart: from + a,
      essentialEnd: from + b,
    };
  }

  const maxTop = Number.isFinite(height) ? Math.max(0, total - height) : 0;
  const top =
    state.scrollTop !== undefined
      ? Math.min(maxTop, state.scrollTop)
      : bodyTop(total, height, focusBlock);
  const end = Number.isFinite(height) ? Math.min(total, top + height) : total;
  // Only the blocks that reach into [top, end) are drawn, from the last one starting at or above top.
  const rows: Line[] = [];
  let first = 0;
  for (let lo = 0, hi = body.count - 1; lo <= hi;) {
    const mid = (lo + hi) >> 1;
    if (start(mid) <= top) [first, lo] = [mid, mid + 1];
    else hi = mid - 1;
  }
  for (let k = first; k < body.count; k++) {
    const from = start(k);
    // The blank row before a block, when there are blank rows, is the row above its start.
    if (spaced && k > 0 && from - 1 >= top && from - 1 < end) rows.push(line(`gap${k}`, seg(' ')));
    if (from >= end) break;
    if (from + body.rows(k) <= top) continue;
    rows.push(...body.lines(k).slice(Math.max(0, top - from), Math.max(0, end - from)));
  }
  const below = Math.max(0, total - top - rows.length);

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
  if (state.reading) return readingLayout(request, origin, state.reading.row, actions, size, l);
  return {
    layout: {
      top: identityLine('identity.questionFrom', origin.server, width, { above: top, below }, l),
      body: rows,
      status: statusLine(model, state, l),
      actions,
      footer: line('footer', seg(' '), seg(keyHints(model, state, l), { dim: true })),
    },
    view: { top, maxTop, height: Number.isFinite(height) ? height : total },
  };
}

/** A compact form's body: a row per field but the focused one, which is `open` rows. */
function compactBody(
  preamble: Line[],
  fields: readonly Field[],
  focused: number,
  open: Line[],
  row: (field: Field) => Line[],
): Body {
  const extra = focused >= 0 ? open.length - 1 : 0;
  return {
    count: fields.length + 1,
    rows: (k) => (k === 0 ? preamble.length : k - 1 === focused ? open.length : 1),
    before: (k) =>
      k === 0 ? 0 : preamble.length + (k - 1) + (focused >= 0 && focused < k - 1 ? extra : 0),
    lines: (k) => (k === 0 ? preamble : k - 1 === focused ? open : row(fields[k - 1]!)),
  };
}

/** A form that fits drawn whole: every field's block, as drawn. */
function drawnBody(
  preamble: Line[],
  fields: readonly Field[],
  draw: (field: Field, index: number) => Line[],
): Body {
  const blocks = [preamble, ...fields.map(draw)];
  const before = [0];
  for (const block of blocks) before.push(before[before.length - 1]! + block.length);
  return {
    count: blocks.length,
    rows: (k) => blocks[k]!.length,
    before: (k) => before[k]!,
    lines: (k) => blocks[k]!,
  };
}
