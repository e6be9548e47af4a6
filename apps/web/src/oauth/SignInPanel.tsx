import type { ElicitOAuthProvider, OAuthStatus } from '@elicitkit/client';
import type { Localizer } from '@elicitkit/core';
import { signInMsg, signInStatusMsgs } from '@elicitkit/core';
import { useEffect, useState } from 'react';
import { useDemoWords } from '../locales/DemoWordsContext.js';
import type { PopupSignIn } from './popupSignIn.js';

/** "Signed in at <issuer> · scopes: … · access token valid until …", in the catalogue's words. */
function signedInText(status: OAuthStatus, localizer: Localizer): string {
  const head = localizer.format(
    status.issuer
      ? { key: 'auth.web.signedInAt', values: { issuer: status.issuer } }
      : { key: 'auth.web.signedIn' },
  );
  // The issuer is in the heading; how the client is known and renewal are for `auth status`.
  const { issuer: _issuer, client: _client, ...rest } = status;
  const parts = signInStatusMsgs(rest, (ms) => new Date(ms).toLocaleTimeString(localizer.locale))
    .filter(
      (msg) =>
        msg.key === 'auth.status.scopes' ||
        msg.key === 'auth.status.noScopes' ||
        msg.key === 'auth.status.validUntil' ||
        msg.key === 'auth.status.expiredAt',
    )
    .map((msg) => localizer.format(msg));
  return [head, ...parts].join(' · ');
}

/** The pending sign-in (a button that opens the popup), or the current sign-in with Sign out. */
export function SignInPanel(props: {
  signIn: PopupSignIn;
  provider: ElicitOAuthProvider | undefined;
  /** Changes when the connection changes, so the status is read again. */
  version: unknown;
  /** Changes when the tokens are saved (a sign-in in the middle of a call, a refresh). */
  tokensSaved?: number;
  onSignedOut: () => void;
}) {
  const { signIn, provider } = props;
  // The kit's sign-in words, in the locale the page's picker chose.
  const localizer = useDemoWords().kit;
  const [pending, setPending] = useState(signIn.getPending);
  useEffect(() => {
    const update = () => setPending(signIn.getPending());
    update();
    return signIn.subscribe(update);
  }, [signIn]);
  const [status, setStatus] = useState<OAuthStatus | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void provider?.status().then((next) => live && setStatus(next));
    return () => {
      live = false;
    };
  }, [provider, props.version, props.tokensSaved, pending]);

  if (pending) {
    const { request } = pending;
    return (
      <section className="panel" data-testid="sign-in" aria-live="polite">
        <p>{localizer.format(signInMsg(request))}</p>
        <button type="button" className="button" onClick={() => signIn.openPopup()}>
          {localizer.format({ key: 'auth.web.signIn' })}
        </button>{' '}
        <button type="button" className="button" onClick={() => signIn.decline()}>
          {localizer.format({ key: 'auth.web.notNow' })}
        </button>
      </section>
    );
  }
  if (!status?.signedIn) return null;
  return (
    <section className="panel" data-testid="signed-in">
      <p>{signedInText(status, localizer)}</p>
      <button
        type="button"
        className="button"
        onClick={() =>
          void provider?.logout().then(() => {
            setStatus(undefined);
            props.onSignedOut();
          })
        }
      >
        {localizer.format({ key: 'auth.web.signOut' })}
      </button>
    </section>
  );
}
