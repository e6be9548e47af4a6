import type { AuthorizeHandler, AuthorizeRequest } from '@elicitkit/client';
import { createStore, resolveLocalizer } from '@elicitkit/core';

/** The callback page and the page that asked talk over this channel (same origin only). */
const OAUTH_CHANNEL = 'elicitkit-oauth';
export const CALLBACK_PATH = '/oauth/callback';

export interface PendingSignIn {
  request: AuthorizeRequest;
}

/** A sign-in still waiting for its popup, the person's "Not now", or its caller to give up. */
interface Waiting {
  request: AuthorizeRequest;
  resolve: (answer: URLSearchParams | 'declined') => void;
}

/**
 * Sign-in in a popup, never a full-page redirect (which would lose unsent answers). The SDK's
 * authorization URL is only recorded here; the page shows a "Sign in" button, and the popup is
 * opened inside that click (popup blockers allow it only then). The callback page posts its
 * query on a BroadcastChannel, which still works when the authorization server's COOP header
 * cuts `window.opener`.
 *
 * A sign-in ends only on what happened to it: the redirect carrying its own `state` (what the
 * authorization server and the popup did), the person's "Not now" while it is the one shown, or
 * its caller giving up (its signal). Another sign-in asked meanwhile (on a slow machine it can
 * land while a popup is open) waits beside it and never answers it: a newer request is not the
 * person's refusal of an older one. The newest waiting is the one shown.
 */
export function createPopupSignIn() {
  let waiting: Waiting[] = [];
  // useSyncExternalStore needs the same snapshot object until something changes.
  const pending = createStore<PendingSignIn | undefined>(undefined);
  const shown = (): Waiting | undefined => waiting[waiting.length - 1];
  // The popups' channels, open while a sign-in waits for a redirect.
  const channels = new Set<BroadcastChannel>();
  const notify = () => {
    const top = shown();
    if (!top) {
      for (const channel of channels) channel.close();
      channels.clear();
    }
    pending.set(top ? { request: top.request } : undefined);
  };
  /** Takes `entry` off the waiting list; false when it had settled already. */
  const remove = (entry: Waiting): boolean => {
    if (!waiting.includes(entry)) return false;
    waiting = waiting.filter((w) => w !== entry);
    notify();
    return true;
  };
  /**
   * The waiting sign-in a redirect's query answers: the one whose `state` it carries; a query
   * with no state goes to the sign-in its popup was opened for, whose provider then refuses it.
   */
  const answeredBy = (params: URLSearchParams, openedFor: Waiting): Waiting | undefined => {
    const state = params.get('state');
    if (state === null) return waiting.includes(openedFor) ? openedFor : undefined;
    return waiting.find((w) => w.request.url.searchParams.get('state') === state);
  };

  const authorize: AuthorizeHandler = (request) =>
    new Promise((resolve, reject) => {
      const gaveUp = () =>
        request.signal.reason instanceof Error ? request.signal.reason : new Error('aborted');
      // A caller that gave up before asking (a connect overtaken by a newer one) is never shown.
      if (request.signal.aborted) {
        reject(gaveUp());
        return;
      }
      const entry: Waiting = { request, resolve };
      request.signal.addEventListener('abort', () => remove(entry) && reject(gaveUp()), {
        once: true,
      });
      waiting = [...waiting, entry];
      notify();
    });

  return {
    authorize,
    getPending: pending.getState,
    subscribe: (listener: () => void) => pending.subscribe(listener),
    /** Must run inside the click handler. */
    openPopup() {
      const current = shown();
      if (!current) return;
      const channel = new BroadcastChannel(OAUTH_CHANNEL);
      channels.add(channel);
      channel.onmessage = (event: MessageEvent<{ search?: unknown }>) => {
        if (typeof event.data?.search !== 'string') return;
        const params = new URLSearchParams(event.data.search);
        const entry = answeredBy(params, current);
        // Not for a sign-in waiting here (another tab's, or one already settled): keep listening.
        if (entry && remove(entry)) entry.resolve(params);
      };
      window.open(current.request.url.href, 'elicitkit-oauth', 'popup,width=520,height=680');
    },
    /** "Not now": declines the sign-in shown. */
    decline() {
      const current = shown();
      if (current && remove(current)) current.resolve('declined');
    },
  };
}

export type PopupSignIn = ReturnType<typeof createPopupSignIn>;

/**
 * On the callback page: hand the redirect's query to the page that asked, and close. The query
 * is passed as is; that page checks `state` (and the SDK `iss`) before using anything in it.
 */
export function handleOAuthCallback(): boolean {
  if (window.location.pathname !== CALLBACK_PATH) return false;
  const channel = new BroadcastChannel(OAUTH_CHANNEL);
  channel.postMessage({ search: window.location.search });
  channel.close();
  document.body.textContent = resolveLocalizer().format({ key: 'auth.web.callbackDone' });
  window.close();
  return true;
}
