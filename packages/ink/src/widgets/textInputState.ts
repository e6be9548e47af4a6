import type { Field } from '@elicitkit/core';
import { isSecretField } from '@elicitkit/core';
import type { KeyPress } from '../decodeKeys.js';
import { graphemes } from '../wrapText.js';
import type { WidgetInput, WidgetUpdate } from './inkWidget.js';

/** A one-line text input's own state (text and number fields). */
export interface TextInputState {
  /** Text as typed (core keeps numbers as typed text too, until submit); the answer when absent. */
  draft?: string;
  /** Caret position in grapheme clusters; the end of the text when absent. */
  caret?: number;
  /** A secret shown as typed (Ctrl-T), like the web's Show button; masked again by Ctrl-T. */
  revealed?: boolean;
}

type Input = WidgetInput<Field, TextInputState>;

/** The field's text as typed, else its answer as text. */
export function currentText({ answer, state }: Pick<Input, 'answer' | 'state'>): string {
  if (state?.draft !== undefined) return state.draft;
  return answer?.status === 'answered' && answer.value !== undefined
    ? String(answer.value as string | number)
    : '';
}

/** The state after the person's editor handed `text` back: the caret after its end. */
export function textFromEditor(text: string): TextInputState {
  return { draft: text, caret: graphemes(text).length };
}

/** Ctrl-G: long text is written in the person's own editor (never a secret: it would be a file). */
function openEditor(input: Input): WidgetUpdate<TextInputState> {
  if (isSecretField(input.field))
    return {
      intent: {
        type: 'notice',
        notice: { tone: 'warning', msg: { key: 'terminal.editor.secret' } },
      },
    };
  return { intent: { type: 'edit', text: currentText(input) } };
}

/** Typing and caret keys; undefined for any other key. */
function editKey(input: Input, press: KeyPress): WidgetUpdate<TextInputState> | undefined {
  const text = currentText(input);
  // The caret moves by grapheme cluster: one ←, Backspace or Delete per character a person
  // sees, never into the middle of an emoji sequence or a letter with its accents.
  const chars = graphemes(text);
  const caret = Math.min(input.state?.caret ?? chars.length, chars.length);
  const before = chars.slice(0, caret).join('');
  const after = chars.slice(caret).join('');
  let edited = text;
  let nextCaret: number;
  switch (press.name) {
    case 'text':
    case 'space': {
      const typed = before + (press.name === 'text' ? press.text : ' ');
      edited = typed + after;
      // Counted on the result: a typed accent joins the character before it.
      nextCaret = graphemes(typed).length;
      break;
    }
    case 'backspace':
      if (caret === 0) return {};
      edited = chars.slice(0, caret - 1).join('') + after;
      nextCaret = caret - 1;
      break;
    case 'delete':
      if (caret === chars.length) return {};
      edited = before + chars.slice(caret + 1).join('');
      nextCaret = caret;
      break;
    case 'ctrl-u':
      edited = after;
      nextCaret = 0;
      break;
    case 'left':
      nextCaret = Math.max(0, caret - 1);
      break;
    case 'right':
      nextCaret = Math.min(chars.length, caret + 1);
      break;
    case 'home':
    case 'ctrl-a':
      nextCaret = 0;
      break;
    case 'end':
    case 'ctrl-e':
      nextCaret = chars.length;
      break;
    default:
      return undefined;
  }
  const state = { ...input.state, caret: nextCaret };
  if (edited === text) return { state };
  return { state: { ...state, draft: edited }, intent: { type: 'set', value: edited } };
}

/**
 * The text input's reducer. `editor`: Ctrl-G hands the text to the person's editor (free text
 * only; on numbers the form's default note says so).
 */
export function textInputKey(
  input: Input & { press: KeyPress },
  editor: boolean,
): WidgetUpdate<TextInputState> | undefined {
  const { press } = input;
  if (press.name === 'ctrl-g') return editor ? openEditor(input) : undefined;
  // Only a secret is masked, so only a secret has anything to reveal.
  if (press.name === 'ctrl-t')
    return isSecretField(input.field)
      ? { state: { ...input.state, revealed: !input.state?.revealed } }
      : undefined;
  // Back to the default: what was typed goes, and the caret with it (a reveal stays as chosen).
  if (press.name === 'ctrl-r')
    return { state: input.state?.revealed ? { revealed: true } : {}, intent: { type: 'reset' } };
  return editKey(input, press);
}
