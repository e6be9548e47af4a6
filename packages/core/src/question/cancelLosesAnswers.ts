import type { FormState } from '../formState.js';

/**
 * Whether cancelling now would throw away answers the person gave: any answer of theirs (typed
 * here, or carried over from an earlier showing) or a default they emptied. An untouched question,
 * or one still holding only the server's defaults, cancels at once; otherwise a surface asks once
 * before it cancels (design-language.md §12).
 */
export function cancelLosesAnswers(state: FormState): boolean {
  for (const name in state.answers) {
    const answer = state.answers[name];
    if (answer?.origin === 'person' || answer?.status === 'cleared') return true;
  }
  return false;
}
