// Fixture for test/boundaries: a surface outside core that keeps the question's answer state
// itself, stepping a copy past the question's store (what Ink's prompt did before issue 47).
// Never compiled: `step` is not on the question any more.
import type { FormAction, FormState, Question } from '@elicitkit/core';

interface OwnCopy {
  form: FormState;
  focus: number;
}

export function onKey(question: Question, state: OwnCopy, action: FormAction): OwnCopy {
  return { ...state, form: question.step(state.form, action) };
}

export function onModelKey(model: { question: Question }, state: OwnCopy, action: FormAction) {
  return { ...state, form: model.question.step(state.form, action) };
}
