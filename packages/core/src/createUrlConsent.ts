import type { UrlAnalysis } from './analyzeUrl.js';
import type { ElicitResult } from './protocol.js';
import type { UrlConsentAction, UrlConsentState } from './urlConsent.js';
import { initialUrlConsentState, urlConsentReducer } from './urlConsent.js';

/** URL-mode consent as a small store, shaped like createFormModel: renderers subscribe and dispatch. */
export interface UrlConsent {
  readonly url: UrlAnalysis;
  getState(): UrlConsentState;
  subscribe(listener: () => void): () => void;
  dispatch(action: UrlConsentAction): UrlConsentState;
  agree(value: boolean): void;
  open(): void;
  openResult(opened: boolean, detail?: string): void;
  copied(): void;
  /** "I've finished": accept, only once the person consented. */
  finished(): ElicitResult | undefined;
  decline(): ElicitResult;
  cancel(): ElicitResult;
}

export function createUrlConsent(
  url: UrlAnalysis,
  options: { shownBefore?: number } = {},
): UrlConsent {
  let state = initialUrlConsentState(url, options);
  const listeners = new Set<() => void>();
  const dispatch = (action: UrlConsentAction): UrlConsentState => {
    const next = urlConsentReducer(url, state, action);
    if (next !== state) {
      state = next;
      for (const listener of [...listeners]) listener();
    }
    return state;
  };
  return {
    url,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    agree: (value) => void dispatch({ type: 'agree', value }),
    open: () => void dispatch({ type: 'open' }),
    openResult: (opened, detail) =>
      void dispatch({ type: 'open-result', opened, ...(detail !== undefined && { detail }) }),
    copied: () => void dispatch({ type: 'copied' }),
    finished: () => dispatch({ type: 'finished' }).result,
    // The reducer always leaves a result here: this one, or the first one, which it keeps.
    decline: () => dispatch({ type: 'decline' }).result!,
    cancel: () => dispatch({ type: 'cancel' }).result!,
  };
}
