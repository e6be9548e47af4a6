import type { UrlAnalysis } from './analyzeUrl.js';
import type { ElicitResult } from './protocol.js';
import { acceptUrlResult, cancelResult, declineResult } from './results.js';

/**
 * review: the address is shown and nothing has been opened; opened: the person consented (opened
 * the page, or copied its address); done: answered.
 */
export type UrlConsentPhase = 'review' | 'opened' | 'done';

/** What the browser did with the last "open": still starting, started, or not confirmed. */
export type UrlBrowserState = 'opening' | 'opened' | 'failed' | 'copied';

export interface UrlConsentState {
  phase: UrlConsentPhase;
  /** The person agreed to open this address. Once given it is kept, including on a re-ask. */
  consent: boolean;
  browser?: UrlBrowserState;
  /** Why the browser could not be confirmed started (the surface's words), when it says. */
  openProblem?: string;
  /** How many times this same address was asked for already (a re-ask after "I've finished"). */
  shownBefore: number;
  result?: ElicitResult;
}

export type UrlConsentAction =
  /** The web's "I want to open this page" box (review only); the terminal's Open is consent itself. */
  | { type: 'agree'; value: boolean }
  /** Consent and open: the renderer starts the browser when it sees `browser: 'opening'`. */
  | { type: 'open' }
  | { type: 'open-result'; opened: boolean; detail?: string }
  /** The address was copied instead of opened: as good as opening for "I've finished". */
  | { type: 'copied' }
  | { type: 'finished' }
  | { type: 'decline' }
  | { type: 'cancel' };

/** Whether this address may be opened at all: blocked or unparsable addresses never are. */
export function canOpenUrl(url: UrlAnalysis): boolean {
  return url.blocked === undefined && url.href !== undefined;
}

export function initialUrlConsentState(
  url: UrlAnalysis,
  options: { shownBefore?: number } = {},
): UrlConsentState {
  const shownBefore = Math.max(0, Math.floor(options.shownBefore ?? 0)) || 0;
  // Shown before means the person already consented and said they had finished; the server asks
  // again because it does not see the step done yet. Never back to review: that would make them
  // consent again and put "Open" first, when what they need is to finish and say so.
  return shownBefore > 0 && canOpenUrl(url)
    ? { phase: 'opened', consent: true, shownBefore }
    : { phase: 'review', consent: false, shownBefore };
}

/** Pure transitions of URL-mode consent; renderers map keys and clicks to these actions. */
export function urlConsentReducer(
  url: UrlAnalysis,
  state: UrlConsentState,
  action: UrlConsentAction,
): UrlConsentState {
  if (state.result) return state;
  switch (action.type) {
    case 'agree':
      return state.phase === 'review' && canOpenUrl(url) && state.consent !== action.value
        ? { ...state, consent: action.value }
        : state;
    case 'open': {
      if (!canOpenUrl(url) || state.browser === 'opening') return state;
      const { openProblem: _old, ...rest } = state;
      return { ...rest, phase: 'opened', consent: true, browser: 'opening' };
    }
    case 'open-result':
      if (state.browser !== 'opening') return state;
      return action.opened
        ? { ...state, browser: 'opened' }
        : {
            ...state,
            browser: 'failed',
            // No detail: the status then says only that opening was not confirmed.
            ...(action.detail !== undefined ? { openProblem: action.detail } : {}),
          };
    case 'copied':
      if (!canOpenUrl(url) || state.browser === 'opening') return state;
      return {
        ...state,
        phase: 'opened',
        consent: true,
        browser: state.browser === 'opened' ? 'opened' : 'copied',
      };
    case 'finished':
      // Only after consent: "I've finished" before anything was opened would be a false accept.
      return state.phase === 'opened' && state.browser !== 'opening'
        ? { ...state, phase: 'done', result: acceptUrlResult() }
        : state;
    case 'decline':
      return { ...state, phase: 'done', result: declineResult() };
    case 'cancel':
      return { ...state, phase: 'done', result: cancelResult() };
  }
}
