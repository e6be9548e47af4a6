import type { ElicitContentValue, Field, FieldAnswer, Msg } from '@elicitkit/core';
import type { TerminalLocalizer, TerminalMessageKey } from '../messages/TerminalLocalizer.js';
import type { KeyPress } from '../decodeKeys.js';
import type { Line } from '../lines.js';
import type { Notice } from '../promptView.js';

/** A field's control rows sit this far in, under its label. */
export const INDENT = '    ';

/**
 * What a widget asks of the form after a key. The form owns answers (core's reducer), focus and
 * the status line, so a widget never changes them itself: it says what the key meant.
 */
export type WidgetIntent =
  | { type: 'set'; value: ElicitContentValue }
  | { type: 'toggle'; option: string }
  | { type: 'clear' }
  | { type: 'reset' }
  /** Past either end of the widget: focus moves to the previous / next target. */
  | { type: 'leave'; direction: 'prev' | 'next' }
  /** Ctrl-G: hand this text to the person's editor. */
  | { type: 'edit'; text: string }
  | { type: 'notice'; notice: Notice };

/** A key's effect: the widget's own next state (caret, highlight…) and/or an intent. */
export interface WidgetUpdate<S> {
  state?: S;
  intent?: WidgetIntent;
}

/** The letters that answer Yes and No in the prompt's language. */
export interface YesNoKeys {
  yes: string;
  no: string;
}

/** What a widget sees: its field, core's answer for it, and its own state (none until it has one). */
export interface WidgetInput<F, S> {
  field: F;
  answer: FieldAnswer | undefined;
  state: S | undefined;
  /** The letters that answer Yes and No in the prompt's language (English's y/n when absent). */
  yesNoKeys?: YesNoKeys;
}

export interface WidgetView<F, S> extends WidgetInput<F, S> {
  focused: boolean;
  width: number;
  /** Options shown at once when a list is too long to show whole. */
  listSize: number;
  /** Stable row-key prefix for this field. */
  key: string;
  /** The error on screen now, if any. */
  error: Msg | undefined;
  /** The prompt's words. */
  l: TerminalLocalizer;
}

/**
 * One terminal widget, in the shape of @inkjs/ui's components: a small reducer (state + key →
 * state and intent) and the rows that draw it. Widgets are pure, so the form can apply keys that
 * arrive together in order to the newest state.
 *
 * Methods (not function-valued properties) on purpose: the registry holds widgets of different
 * field and state types side by side, and each widget only ever receives its own field and the
 * state it produced, because core's widgetFor picks the same widget for a field every time.
 */
export interface InkWidget<F extends Field, S> {
  /** A key on the focused widget; undefined when the key is not the widget's (the form's defaults apply). */
  key(input: WidgetInput<F, S> & { press: KeyPress }): WidgetUpdate<S> | undefined;
  /** Focus arrives from the target above or below (a list starts at its near end). */
  arrive?(input: WidgetInput<F, S>, from: 'above' | 'below'): S | undefined;
  /** The control's rows, between the field's label block and its error. */
  lines(view: WidgetView<F, S>): Line[];
  /** A hint that replaces the field's own while it applies (e.g. how to start on an empty list). */
  promptHint?(view: WidgetView<F, S>): Line | undefined;
  /** The footer's key hints while focused: a catalogue message with `{enter}` (what Enter does here). */
  keyHints(field: F): TerminalMessageKey;
  /** The answer is typed text, worth keeping as a draft (formDraft); choices are decisions. */
  readonly typed: boolean;
}
