import type { AuthorizeHandler, AuthorizeRequest } from '@elicitkit/client';
import { resolveLocalizer } from '@elicitkit/core';

/** The callback page and the page that asked talk over this channel (same origin only). */
const OAUTH_CHANNEL = 'elicitkit-oauth';
export const CALLBACK_PATH = '/oauth/callback';

export interface PendingSignIn {
  request: AuthorizeRequest;
}

/**
 * Sign-in in a popup, never a full-page redirect (which would lose unsent answers). The SDK's
 * authorization URL is only recorded here; the page shows a "Sign in" button, and the popup is
 * opened inside that click (popup blockers allow it only then). The callback page posts its
 * query on a BroadcastChannel, which still works when the authorization server's COOP header
 * cuts `window.opener`.
 */
export function createPopupSignIn() {
  let pending:
    | { request: AuthorizeRequest; resolve: (params: URLSearchParams | 'declined') => void }
    | undefined;
  const listeners = new Set<() => void>();
  // useSyncExternalStore needs the same snapshot object until something changes.
  let snapshot: PendingSignIn | undefined;
  const notify = () => {
    snapshot = pending ? { request: pending.request } : undefined;
    for (const listener of listeners) listener();
  };

  const authorize: AuthorizeHandler = (request) =>
    new Promise((resolve, reject) => {
      pending?.resolve('declined');
      pending = { request, resolve };
      request.signal.addEventListener('abort', () => {
        if (pending?.request === request) {
          pending = undefined;
          notify();
        }
        reject(
          request.signal.reason instanceof Error ? request.signal.reason : new Error('aborted'),
        );
      });
      notify();
    });

  return {
    authorize,
    getPending: (): PendingSignIn | undefined => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Must run inside the click handler. */
    openPopup() {
      const current = pending;
      if (!current) return;
      const channel = new BroadcastChannel(OAUTH_CHANNEL);
      channel.onmessage = (event: MessageEvent<{ search?: unknown }>) => {
        if (typeof event.data?.search !== 'string' || pending !== current) return;
        channel.close();
        pending = undefined;
        notify();
        current.resolve(new URLSearchParams(event.data.search));
      };
      window.open(current.request.url.href, 'elicitkit-oauth', 'popup,width=520,height=680');
    },
    decline() {
      const current = pending;
      pending = undefined;
      notify();
      current?.resolve('declined');
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
