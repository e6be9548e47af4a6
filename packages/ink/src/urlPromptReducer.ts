import type { UrlAnalysis, UrlConsentButtonId, UrlConsentState } from '@elicitkit/core';
import {
  initialUrlConsentState,
  urlConsentButtons,
  urlConsentDefaultFocus,
  urlConsentReducer,
} from '@elicitkit/core';
import type { KeyPress } from './decodeKeys.js';
import type { Notice, ViewInfo } from './promptView.js';

/**
 * The terminal's URL screen: core's consent state (the one model both surfaces draw) plus where
 * the person is on this screen.
 */
export interface UrlPromptState {
  consent: UrlConsentState;
  focus: UrlConsentButtonId;
  scrollTop?: number;
  notice?: Notice;
  /** The prompt ended with Ctrl-C: the host may want to stop too, not just cancel this question. */
  interrupted: boolean;
}

export type UrlPromptAction =
  | { type: 'key'; press: KeyPress; view?: ViewInfo }
  | { type: 'open-finished'; opened: boolean; detail?: string }
  /** The server announced the step done (2025): "I've finished", which core accepts only once opened. */
  | { type: 'server-completed' }
  | { type: 'abort' };

export function initialUrlPromptState(
  url: UrlAnalysis,
  shownBefore: number | undefined,
): UrlPromptState {
  const consent = initialUrlConsentState(url, { shownBefore: shownBefore ?? 0 });
  return { consent, focus: urlConsentDefaultFocus(consent), interrupted: false };
}

/** Applies a core consent action; focus follows to the safe default when the phase changes. */
function withConsent(
  url: UrlAnalysis,
  state: UrlPromptState,
  action: Parameters<typeof urlConsentReducer>[2],
): UrlPromptState {
  const consent = urlConsentReducer(url, state.consent, action);
  if (consent === state.consent) return state;
  // A new phase, or the browser done starting, puts focus back on the safe or expected action.
  const settled =
    consent.phase !== state.consent.phase || consent.browser !== state.consent.browser;
  const focus = settled ? urlConsentDefaultFocus(consent) : state.focus;
  return { ...state, consent, focus };
}

export function urlPromptReducer(
  url: UrlAnalysis,
  state: UrlPromptState,
  action: UrlPromptAction,
): UrlPromptState {
  if (state.consent.result) return state;
  if (action.type === 'abort') return withConsent(url, state, { type: 'cancel' });
  if (action.type === 'server-completed') return withConsent(url, state, { type: 'finished' });
  if (action.type === 'open-finished') {
    return withConsent(url, state, {
      type: 'open-result',
      opened: action.opened,
      ...(action.detail !== undefined && { detail: action.detail }),
    });
  }
  const { view } = action;
  const cleared: UrlPromptState = state.notice ? { ...state, notice: undefined } : state;
  // While the browser starts nothing can be pressed, but Esc and Ctrl-C still leave.
  const buttons =
    state.consent.browser === 'opening'
      ? []
      : urlConsentButtons(url, state.consent).map((b) => b.id);
  const index = buttons.indexOf(state.focus);
  const move = (delta: number): UrlPromptState => {
    const next = buttons[(Math.max(0, index) + delta + buttons.length) % buttons.length];
    return next ? { ...cleared, focus: next } : cleared;
  };
  switch (action.press.name) {
    case 'ctrl-c':
      return { ...withConsent(url, cleared, { type: 'cancel' }), interrupted: true };
    case 'escape':
      return withConsent(url, cleared, { type: 'cancel' });
    case 'ctrl-d':
      return {
        ...cleared,
        notice: { tone: 'accent', msg: { key: 'terminal.ctrlDUrl' } },
      };
    case 'tab':
    case 'right':
    case 'down':
      return move(1);
    case 'shift-tab':
    case 'left':
    case 'up':
      return move(-1);
    case 'enter':
    case 'space':
      return buttons.includes(state.focus)
        ? withConsent(url, cleared, { type: state.focus })
        : cleared;
    case 'page-up':
    case 'page-down': {
      if (!view) return cleared;
      const step = Math.max(1, view.height - 1);
      const top = action.press.name === 'page-up' ? view.top - step : view.top + step;
      return { ...cleared, scrollTop: Math.max(0, Math.min(view.maxTop, top)) };
    }
    default:
      return cleared;
  }
}
