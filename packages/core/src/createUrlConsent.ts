import { createStore } from './store.js';
import type { UrlAnalysis } from './analyzeUrl.js';
import type { ElicitResult } from './protocol.js';
import type { UrlConsentAction, UrlConsentState } from './urlConsent.js';
import { initialUrlConsentState, urlConsentReducer } from './urlConsent.js';

/** URL-mode consent as a small store, shaped like createQuestion: renderers subscribe and dispatch. */
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
  const store = createStore(initialUrlConsentState(url, options));
  const dispatch = (action: UrlConsentAction): UrlConsentState => {
    store.set(urlConsentReducer(url, store.getState(), action));
    return store.getState();
  };
  return {
    url,
    getState: store.getState,
    subscribe: store.subscribe,
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
