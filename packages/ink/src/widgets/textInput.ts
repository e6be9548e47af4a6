import type { Field } from '@elicitkit/core';
import { isSecretField } from '@elicitkit/core';
import type { Segment } from '../lines.js';
import { line, seg } from '../lines.js';
import { charWidth, graphemes } from '../wrapText.js';
import type { InkWidget, WidgetView } from './inkWidget.js';
import { INDENT } from './inkWidget.js';
import type { TextInputState } from './textInputState.js';
import { currentText, textInputKey } from './textInputState.js';

/** The visible slice of a one-line input, scrolled sideways so the caret stays in view. */
function inputSegments(
  text: string,
  caret: number,
  focused: boolean,
  width: number,
  mask: boolean,
  noAnswer: string,
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
      ? [seg(INDENT + '>' + lead), seg(noAnswer, { dim: true })]
      : [seg(INDENT + '>' + lead + visible.join(''))];
  }
  return [
    seg(INDENT + '>', { tone: 'accent', bold: true }),
    seg(lead + before),
    seg(at, { inverse: true }),
    seg(after),
  ];
}

/**
 * One row: `> text` with the caret, masked when core flags the field as asking for a secret
 * (shoulder-surfing, screen sharing, recordings) until the person reveals it with Ctrl-T.
 */
function textInputLines(view: WidgetView<Field, TextInputState>) {
  const text = currentText(view);
  const length = graphemes(text.replace(/\n/g, '↵')).length;
  const caret = Math.min(view.state?.caret ?? length, length);
  const mask = isSecretField(view.field) && !view.state?.revealed;
  const noAnswer = view.l.format({ key: 'terminal.noAnswer' });
  return [
    line(
      `${view.key}:input`,
      ...inputSegments(text, caret, view.focused, view.width, mask, noAnswer),
    ),
  ];
}

/** Free text (and email, URL, date, date-time: the hint names the format). Ctrl-G opens an editor. */
export const textInput: InkWidget<Field, TextInputState> = {
  typed: true,
  key: (input) => textInputKey(input, true),
  lines: textInputLines,
  keyHints: (field) =>
    isSecretField(field) ? 'terminal.keys.textSecret' : 'terminal.keys.textEditor',
};

/** Numbers are typed as text and coerced by core at submit, so "1e" is never silently 1. */
export const numberInput: InkWidget<Field, TextInputState> = {
  typed: true,
  key: (input) => textInputKey(input, false),
  lines: textInputLines,
  keyHints: () => 'terminal.keys.text',
};
