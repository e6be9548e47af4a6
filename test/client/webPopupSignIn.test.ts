// The web demo's popup sign-in (apps/web/src/oauth/popupSignIn.ts): a sign-in completes or fails
// on what the authorization server and the popup did, or on the person's "Not now" — never
// because another sign-in was asked meanwhile. On a slow machine a second authorize can arrive
// while the first one's popup is open; played here in order, deterministically, with the
// callback page's real message on a real BroadcastChannel. The page end to end, with the CPU
// throttled: test/e2e-app/oauthSignIn.test.ts.
import type { AuthorizationResponse, AuthorizeRequest } from '@elicitkit/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPopupSignIn } from '../../apps/web/src/oauth/popupSignIn.js';

const AS = 'http://127.0.0.1:9/oauth/authorize';

function request(state: string, signal = new AbortController().signal): AuthorizeRequest {
  return {
    url: new URL(`${AS}?response_type=code&client_id=c&state=${state}`),
    authorizationServerOrigin: 'http://127.0.0.1:9',
    reason: 'connect',
    signal,
  };
}

type Outcome = { kind: 'answer'; value: AuthorizationResponse | 'declined' } | { kind: 'error' };

/** The request's outcome once settled; `undefined` while it still waits. */
function track(promise: Promise<AuthorizationResponse | 'declined'>) {
  let outcome: Outcome | undefined;
  const settled = promise.then(
    (value) => (outcome = { kind: 'answer', value }),
    () => (outcome = { kind: 'error' }),
  );
  return { settled, now: () => outcome };
}

/** What the callback page posts after the authorization server redirected the popup. */
function callback(search: string): void {
  const channel = new BroadcastChannel('elicitkit-oauth');
  channel.postMessage({ search });
  channel.close();
}

let opened: string[];
beforeEach(() => {
  opened = [];
  vi.stubGlobal('window', {
    open: (url: string) => {
      opened.push(url);
      return null;
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createPopupSignIn', () => {
  it('a second sign-in asked while the first popup is open does not answer the first as declined; the approval reaches it', async () => {
    const signIn = createPopupSignIn();
    const first = track(signIn.authorize(request('one')));
    signIn.openPopup();
    expect(opened).toEqual([`${AS}?response_type=code&client_id=c&state=one`]);
    // The slow machine: another authorize lands while the person is in the popup.
    const secondAbort = new AbortController();
    const second = track(signIn.authorize(request('two', secondAbort.signal)));
    // The authorization server redirects the popup; the callback page hands over the query.
    callback('?code=granted&state=one');
    await first.settled;
    expect(first.now()).toEqual({ kind: 'answer', value: expect.any(URLSearchParams) });
    const answer = (first.now() as { value: URLSearchParams }).value;
    expect(answer.get('code')).toBe('granted');
    // The other one still waits for its own popup, its decline or its caller.
    expect(second.now()).toBeUndefined();
    expect(signIn.getPending()?.request.url.searchParams.get('state')).toBe('two');
    secondAbort.abort(new Error('gone'));
    await second.settled;
    expect(second.now()).toEqual({ kind: 'error' });
    expect(signIn.getPending()).toBeUndefined();
  });

  // The flake seen under load: the page's first connect is overtaken (its signal aborted) while
  // its 401 is still being handled; its authorize then lands after the live connect's, and used
  // to answer the live one "declined" and take its place on the panel, so the popup approved a
  // sign-in nobody waited for. (Traced in Chromium: an authorize whose signal was already aborted.)
  it('a sign-in asked by a caller that already gave up is refused at once and never displaces the one waiting', async () => {
    const signIn = createPopupSignIn();
    const live = track(signIn.authorize(request('live')));
    const gone = new AbortController();
    gone.abort(new Error('switched servers'));
    const stale = track(signIn.authorize(request('stale', gone.signal)));
    expect(signIn.getPending()?.request.url.searchParams.get('state')).toBe('live');
    await stale.settled;
    expect(stale.now()).toEqual({ kind: 'error' });
    signIn.openPopup();
    callback('?code=c2&state=live');
    await live.settled;
    expect(live.now()).toEqual({ kind: 'answer', value: expect.any(URLSearchParams) });
    expect((live.now() as { value: URLSearchParams }).value.get('code')).toBe('c2');
  });

  it('"Not now" declines the sign-in shown, and only that one', async () => {
    const signIn = createPopupSignIn();
    const older = track(signIn.authorize(request('older')));
    const shown = track(signIn.authorize(request('shown')));
    signIn.decline();
    await shown.settled;
    expect(shown.now()).toEqual({ kind: 'answer', value: 'declined' });
    expect(older.now()).toBeUndefined();
    expect(signIn.getPending()?.request.url.searchParams.get('state')).toBe('older');
    signIn.decline();
    await older.settled;
    expect(older.now()).toEqual({ kind: 'answer', value: 'declined' });
  });

  it('an answer for no waiting sign-in (another tab, a replay) answers none', async () => {
    const signIn = createPopupSignIn();
    const waiting = track(signIn.authorize(request('mine')));
    signIn.openPopup();
    callback('?code=theirs&state=someone-else');
    callback('?code=mine&state=mine');
    await waiting.settled;
    expect((waiting.now() as { value: URLSearchParams }).value.get('code')).toBe('mine');
  });
});
