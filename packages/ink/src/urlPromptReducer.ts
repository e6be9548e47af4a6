import type {
  UrlAnalysis,
  UrlConsentAction,
  UrlConsentButtonId,
  UrlConsentState,
} from '@elicitkit/core';
import { urlConsentButtons, urlConsentDefaultFocus } from '@elicitkit/core';
import type { KeyPress } from './decodeKeys.js';
import type { Notice, ViewInfo } from './promptView.js';
import { readingKey } from './readingKey.js';

/**
 * Where the person is on the terminal's URL screen. The question itself (consent, the browser,
 * the answer) is core's URL consent controller's (`createUrlConsent`); this is only the view.
 */
export interface UrlPromptView {
  focus: UrlConsentButtonId;
  /** The consent phase and browser state `focus` was chosen under (see focusedButton). */
  focusFor: string;
  scrollTop?: number;
  notice?: Notice;
  /** The prompt ended with Ctrl-C: the host may want to stop too, not just cancel this question. */
  interrupted: boolean;
  /** Ctrl-O on a folded message: the whole message is on screen, from this row of it. */
  reading?: { row: number } | undefined;
}

/** What the screen is drawn from: the controller's consent and the view. */
export interface UrlPromptState extends UrlPromptView {
  consent: UrlConsentState;
}

const settledAs = (consent: UrlConsentState) => `${consent.phase}:${consent.browser ?? ''}`;

/**
 * The focused button: the person's choice while the phase and browser stay as they were; a new
 * phase, or the browser done starting, puts focus back on the safe or expected action.
 */
export function focusedButton(consent: UrlConsentState, view: UrlPromptView): UrlConsentButtonId {
  return view.focusFor === settledAs(consent) ? view.focus : urlConsentDefaultFocus(consent);
}

/** The view once the controller's consent is `consent`: focus settled for it. */
export function settleView(consent: UrlConsentState, view: UrlPromptView): UrlPromptView {
  return { ...view, focus: focusedButton(consent, view), focusFor: settledAs(consent) };
}

export function initialUrlPromptView(consent: UrlConsentState): UrlPromptView {
  return {
    focus: urlConsentDefaultFocus(consent),
    focusFor: settledAs(consent),
    interrupted: false,
  };
}

/** One key on the URL screen: the next view, and what to tell the controller, if anything. */
export function urlPromptKey(
  url: UrlAnalysis,
  consent: UrlConsentState,
  view: UrlPromptView,
  press: KeyPress,
  info?: ViewInfo,
  /** The message is folded on screen: Ctrl-O opens all of it to read. */
  messageFolded = false,
): { view: UrlPromptView; consent?: UrlConsentAction } {
  if (view.reading && press.name !== 'ctrl-c')
    return { view: { ...view, reading: readingKey(view.reading.row, press, info) } };
  const cleared = settleView(consent, view);
  delete cleared.notice;
  const { focus } = cleared;
  // While the browser starts nothing can be pressed, but Esc and Ctrl-C still leave.
  const buttons =
    consent.browser === 'opening' ? [] : urlConsentButtons(url, consent).map((b) => b.id);
  const index = buttons.indexOf(focus);
  const move = (delta: number) => {
    const next = buttons[(Math.max(0, index) + delta + buttons.length) % buttons.length];
    return { view: next ? { ...cleared, focus: next } : cleared };
  };
  switch (press.name) {
    case 'ctrl-c':
      return { view: { ...cleared, interrupted: true }, consent: { type: 'cancel' } };
    case 'escape':
      return { view: cleared, consent: { type: 'cancel' } };
    case 'ctrl-d':
      return {
        view: { ...cleared, notice: { tone: 'accent', msg: { key: 'terminal.ctrlDUrl' } } },
      };
    case 'ctrl-o':
      return { view: messageFolded ? { ...cleared, reading: { row: 0 } } : cleared };
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
      return buttons.includes(focus)
        ? { view: cleared, consent: { type: focus } }
        : { view: cleared };
    case 'page-up':
    case 'page-down': {
      if (!info) return { view: cleared };
      const step = Math.max(1, info.height - 1);
      const top = press.name === 'page-up' ? info.top - step : info.top + step;
      return { view: { ...cleared, scrollTop: Math.max(0, Math.min(info.maxTop, top)) } };
    }
    default:
      return { view: cleared };
  }
}
