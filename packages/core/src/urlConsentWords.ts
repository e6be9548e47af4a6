import type { UrlAnalysis } from './analyzeUrl.js';
import { en } from './messages/en.js';
import { inEnglish } from './messages/english.js';
import type { MessageKey, Msg, MsgOf } from './messages/types.js';
import type { UrlConsentState } from './urlConsent.js';
import { canOpenUrl } from './urlConsent.js';

/** The catalogue key of each URL consent word, one set for every surface (design-language.md §11). */
export const URL_CONSENT_KEYS = Object.freeze({
  open: 'url.consent.open',
  openAgain: 'url.consent.openAgain',
  finished: 'url.consent.finished',
  decline: 'url.consent.decline',
  cancel: 'url.consent.cancel',
  copy: 'url.consent.copy',
  review: 'url.consent.review',
  opening: 'url.consent.opening',
  opened: 'url.consent.opened',
  copied: 'url.consent.copied',
  reask: 'url.consent.reask',
} as const satisfies Record<string, MessageKey>);

type ConsentWord = keyof typeof URL_CONSENT_KEYS;

/** The same words in English (frozen: no script can rewrite consent words). */
export const URL_CONSENT_WORDS: {
  readonly [W in ConsentWord]: (typeof en)[(typeof URL_CONSENT_KEYS)[W]];
} = Object.freeze(
  Object.fromEntries(Object.entries(URL_CONSENT_KEYS).map(([word, key]) => [word, en[key]])) as {
    [W in ConsentWord]: (typeof en)[(typeof URL_CONSENT_KEYS)[W]];
  },
);

/** Where a sentence is shown: its last punctuation differs (a colon before the address line). */
type UrlStatusSurface = 'plain' | 'web';

/**
 * A surface's own "could not confirm" sentences (the terminal's point at the line it printed and
 * live in its own catalogue), with and without the opener's problem.
 */
interface UrlFailedKeys<K extends string> {
  readonly withDetail: K;
  readonly noDetail: K;
}

/** The consent sentence for a site, the host emphasised: the web's check box label. */
export function agreeMsg(url: UrlAnalysis, options: { newTab?: boolean } = {}): Msg {
  const site = url.hostUnicode ?? url.host ?? '';
  if (!site)
    return { key: options.newTab ? 'url.consent.agreeNoSiteNewTab' : 'url.consent.agreeNoSite' };
  return {
    key: options.newTab ? 'url.consent.agreeNewTab' : 'url.consent.agree',
    values: { site },
  };
}

/** agreeMsg in English. */
export function agreeText(url: UrlAnalysis): string {
  return inEnglish(agreeMsg(url));
}

export type UrlConsentButtonId = 'open' | 'finished' | 'decline' | 'cancel';

export interface UrlConsentButton {
  id: UrlConsentButtonId;
  /** The label in the host's words. */
  msg: Msg;
  /** The label in English. */
  label: string;
  primary: boolean;
}

function button(id: UrlConsentButtonId, word: ConsentWord, primary: boolean): UrlConsentButton {
  const msg: Msg = { key: URL_CONSENT_KEYS[word] };
  return { id, msg, label: inEnglish(msg), primary };
}

/**
 * The controls in order, with the one primary action: "Open page" while reviewing, "I've
 * finished" once opened (with "Open page again" secondary). A blocked address offers no Open.
 */
export function urlConsentButtons(url: UrlAnalysis, state: UrlConsentState): UrlConsentButton[] {
  const leave = [button('decline', 'decline', false), button('cancel', 'cancel', false)];
  if (state.phase === 'done') return [];
  if (!canOpenUrl(url)) return leave;
  if (state.phase === 'review') return [button('open', 'open', true), ...leave];
  return [button('finished', 'finished', true), button('open', 'openAgain', false), ...leave];
}

/**
 * Where keyboard focus starts: never on Open while reviewing (one stray Enter must not open a
 * page), on "I've finished" once opened.
 */
export function urlConsentDefaultFocus(state: UrlConsentState): UrlConsentButtonId {
  return state.phase === 'opened' ? 'finished' : 'decline';
}

const FAILED: Readonly<Record<UrlStatusSurface, UrlFailedKeys<MessageKey>>> = {
  plain: { withDetail: 'url.consent.failed', noDetail: 'url.consent.failedNoDetail' },
  web: { withDetail: 'url.consent.failedWeb', noDetail: 'url.consent.failedNoDetailWeb' },
};

/**
 * The status sentence under the address for the current state, or undefined when there is none.
 * The "could not confirm" sentence ends with a colon before the address (`plain`), a full stop on
 * the web, or points at the line the terminal printed (keys the terminal passes from its own
 * catalogue): separate messages, not rewritten text.
 */
export function urlConsentStatusMsg(
  url: UrlAnalysis,
  state: UrlConsentState,
  surface?: UrlStatusSurface,
): Msg | undefined;
export function urlConsentStatusMsg<K extends string>(
  url: UrlAnalysis,
  state: UrlConsentState,
  failed: UrlFailedKeys<K>,
): Msg | MsgOf<K> | undefined;
export function urlConsentStatusMsg(
  url: UrlAnalysis,
  state: UrlConsentState,
  surface: UrlStatusSurface | UrlFailedKeys<string> = 'plain',
): Msg | MsgOf<string> | undefined {
  const k = URL_CONSENT_KEYS;
  if (state.phase === 'review') return canOpenUrl(url) ? { key: k.review } : undefined;
  if (state.phase === 'done') return undefined;
  if (state.browser === 'opening') return { key: k.opening };
  if (state.browser === 'failed') {
    const { withDetail, noDetail } = typeof surface === 'string' ? FAILED[surface] : surface;
    return state.openProblem
      ? { key: withDetail, values: { problem: state.openProblem } }
      : { key: noDetail };
  }
  if (state.browser === 'copied') return { key: k.copied };
  if (state.browser === 'opened') return { key: k.opened };
  return { key: state.shownBefore > 0 ? k.reask : k.opened };
}

/** urlConsentStatusMsg in English ('' when there is none). */
export function urlConsentStatus(url: UrlAnalysis, state: UrlConsentState): string {
  const msg = urlConsentStatusMsg(url, state);
  return msg ? inEnglish(msg) : '';
}
