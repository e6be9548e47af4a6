import type { Field, FieldAnswer, Question, QuestionField } from '@elicitkit/core';
import { createContext, useContext, useSyncExternalStore } from 'react';

/** The question rjsf draws, for the widgets and field templates that bind to it. */
export interface QuestionBinding {
  question: Question;
  /** rjsf property key → core field. */
  fieldByKey: ReadonlyMap<string, Field>;
  /** Where a windowed form (WindowedFields) takes requests to draw a field before it is reached. */
  window: FieldWindow;
}

/** Draws the field under a key, then calls `then` (at once when every field is drawn anyway). */
export interface FieldWindow {
  reveal(key: string, then: () => void): void;
  /** A windowed list takes the requests while mounted; returns its release. */
  register(reveal: (key: string, then: () => void) => void): () => void;
}

export function createFieldWindow(): FieldWindow {
  let current: ((key: string, then: () => void) => void) | undefined;
  return {
    reveal: (key, then) => (current ? current(key, then) : then()),
    register(reveal) {
      current = reveal;
      return () => {
        if (current === reveal) current = undefined;
      };
    },
  };
}

/**
 * Given by the form view around rjsf. rjsf only draws: its own form data is never read, and it is
 * never re-rendered by an answer; each field binds to the question itself, so a keystroke
 * re-renders the one field it changed (a 20,000-field form included).
 */
export const QuestionBindingContext = createContext<QuestionBinding | undefined>(undefined);

/** One field as the question holds it now. */
export interface BoundField {
  /** The field's name in core's form (absent for the root object and unknown keys). */
  name: string | undefined;
  /** The field as core's view shows it: answer, mark, hint, error on show, what will be sent. */
  shown: QuestionField | undefined;
  /** What the control shows: an answered value, else nothing (the text as typed, for numbers). */
  value: FieldAnswer['value'];
  /** Sets what the person gave (undefined or null: no answer, which clears the field). */
  change(value: unknown): void;
}

const noSubscription = () => () => {};
const ignore = () => {};

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

/** Binds one rjsf property (a widget's `name`, a field template's `fieldPathId.path[0]`) to the question. */
export function useBoundField(key: unknown): BoundField {
  const binding = useContext(QuestionBindingContext);
  const name = typeof key === 'string' ? binding?.fieldByKey.get(key)?.name : undefined;
  const question = name === undefined ? undefined : binding?.question;
  const subscribe = question?.subscribe ?? noSubscription;
  // Core's view of a field stays the same object while nothing it shows changed.
  const shown = useSyncExternalStore(subscribe, () =>
    question && name !== undefined ? question.fieldView(name) : undefined,
  );
  if (!question || name === undefined || !shown)
    return { name: undefined, shown: undefined, value: undefined, change: ignore };
  return {
    name,
    shown,
    value: shown.status === 'answered' ? shown.value : undefined,
    change: (value) => {
      // Only a change is one: a control that reports what it already shows (some themes do on
      // mount, or on every render) must not clear an untouched field or loop through the question.
      const now = question.getState().answers[name];
      const shown = now?.status === 'answered' ? now.value : undefined;
      if (value === undefined || value === null) {
        if (shown !== undefined) question.clear(name);
      } else if (!same(value, shown)) {
        question.setValue(name, value as NonNullable<FieldAnswer['value']>);
      }
    },
  };
}
