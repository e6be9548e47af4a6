import type { FormModel } from './createFormModel.js';
import type { FieldError } from './validateContent.js';
import { showsErrorOnLeave, stillShown } from './errorVisibility.js';

export interface ShownErrors {
  /** The errors to draw now; a new array only when what is shown changes. */
  errors: readonly FieldError[];
  /** An Accept has failed: every error is shown, and the summary with them. */
  submitAttempted: boolean;
}

export interface ShownErrorsStore {
  getSnapshot(): ShownErrors;
  subscribe(listener: () => void): () => void;
  /** The person left a field (focus moved out of it). */
  leave(name: string): void;
}

const NONE: ShownErrors = { errors: [], submitAttempted: false };

const keyOf = (errors: readonly FieldError[]) =>
  errors.map((e) => `${e.field}\u0000${e.message}`).join('\u0001');

/**
 * When an error is shown (the design's validation timing, both surfaces): a field's error appears
 * when the person leaves a field they changed, or on Accept; it clears while they type as soon as
 * the value is valid, and never appears while they type into a field the first time. After a
 * failed Accept every error is shown and kept current (core revalidates on each change).
 *
 * Verdicts and messages are core's; this only decides which of them are visible. Keystrokes that
 * change nothing visible (the common case: typing before any error) notify nobody, so the view
 * around the form does not re-render for them.
 */
export function createShownErrors(model: FormModel): ShownErrorsStore {
  // Fields whose error is on show before any Accept, in the order they were left.
  const shown = new Set<string>();
  const listeners = new Set<() => void>();
  let snapshot = NONE;
  let key = '';

  const recompute = () => {
    const state = model.getState();
    let errors: readonly FieldError[];
    if (state.submitAttempted) errors = state.errors;
    else if (shown.size === 0) errors = NONE.errors;
    else {
      const all = model.validate().errors;
      const kept = new Set(stillShown(shown, all));
      for (const name of shown) if (!kept.has(name)) shown.delete(name);
      errors = all.filter((e) => shown.has(e.field));
    }
    const next = `${state.submitAttempted ? 1 : 0}\u0002${keyOf(errors)}`;
    if (next === key) return;
    key = next;
    snapshot =
      errors.length === 0 && !state.submitAttempted
        ? NONE
        : { errors, submitAttempted: state.submitAttempted };
    for (const listener of [...listeners]) listener();
  };

  let unsubscribe: (() => void) | undefined;
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      if (!unsubscribe) {
        unsubscribe = model.subscribe(recompute);
        recompute();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          unsubscribe?.();
          unsubscribe = undefined;
        }
      };
    },
    leave(name) {
      if (!showsErrorOnLeave(model.getState().answers[name], name, model.validate().errors)) return;
      shown.add(name);
      recompute();
    },
  };
}
