import type { UrlAnalysis } from './analyzeUrl.js';
import type { UrlConsentState } from './urlConsent.js';
import { canOpenUrl } from './urlConsent.js';

/** The words of URL consent, one set for every surface (design-language.md §11). */
export const URL_CONSENT_WORDS = {
  open: 'Open page',
  openAgain: 'Open page again',
  finished: "I've finished",
  decline: 'Decline',
  cancel: 'Cancel',
  copy: 'Copy address',
  review: 'Nothing is opened or fetched until you choose "Open page".',
  opening: 'Opening your browser…',
  opened: `Opened in your browser. Finish there, then choose "I've finished".`,
  copied: `Address copied. Open it in a browser, finish there, then choose "I've finished".`,
  reask: `The server is asking again: it does not see the step as finished yet. Finish on the page, then choose "I've finished".`,
} as const;

/** The consent sentence for a site: the web's check box label. */
export function agreeText(url: UrlAnalysis): string {
  const site = url.hostUnicode ?? url.host ?? '';
  return site ? `I want to open this page on ${site}` : 'I want to open this page';
}

export type UrlConsentButtonId = 'open' | 'finished' | 'decline' | 'cancel';

export interface UrlConsentButton {
  id: UrlConsentButtonId;
  label: string;
  primary: boolean;
}

/**
 * The controls in order, with the one primary action: "Open page" while reviewing, "I've
 * finished" once opened (with "Open page again" secondary). A blocked address offers no Open.
 */
export function urlConsentButtons(url: UrlAnalysis, state: UrlConsentState): UrlConsentButton[] {
  const w = URL_CONSENT_WORDS;
  const leave: UrlConsentButton[] = [
    { id: 'decline', label: w.decline, primary: false },
    { id: 'cancel', label: w.cancel, primary: false },
  ];
  if (state.phase === 'done') return [];
  if (!canOpenUrl(url)) return leave;
  if (state.phase === 'review') return [{ id: 'open', label: w.open, primary: true }, ...leave];
  return [
    { id: 'finished', label: w.finished, primary: true },
    { id: 'open', label: w.openAgain, primary: false },
    ...leave,
  ];
}

/**
 * Where keyboard focus starts: never on Open while reviewing (one stray Enter must not open a
 * page), on "I've finished" once opened.
 */
export function urlConsentDefaultFocus(state: UrlConsentState): UrlConsentButtonId {
  return state.phase === 'opened' ? 'finished' : 'decline';
}

/** The status sentence under the address for the current state ('' when there is none). */
export function urlConsentStatus(url: UrlAnalysis, state: UrlConsentState): string {
  const w = URL_CONSENT_WORDS;
  if (state.phase === 'review') return canOpenUrl(url) ? w.review : '';
  if (state.phase === 'done') return '';
  if (state.browser === 'opening') return w.opening;
  if (state.browser === 'failed')
    return `Could not confirm the page opened (${state.openProblem ?? 'unknown problem'}). Copy this address into a browser, finish there, then choose "${w.finished}":`;
  if (state.browser === 'copied') return w.copied;
  if (state.browser === 'opened') return w.opened;
  return state.shownBefore > 0 ? w.reask : w.opened;
}
