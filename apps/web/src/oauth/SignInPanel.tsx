import type { ElicitOAuthProvider, OAuthStatus } from '@elicitkit/client';
import { resolveLocalizer, signInMsg } from '@elicitkit/core';
import { useEffect, useState } from 'react';
import type { PopupSignIn } from './popupSignIn.js';

const localizer = resolveLocalizer();

/** The pending sign-in (a button that opens the popup), or the current sign-in with Sign out. */
export function SignInPanel(props: {
  signIn: PopupSignIn;
  provider: ElicitOAuthProvider | undefined;
  /** Changes when the connection changes, so the status is read again. */
  version: unknown;
  onSignedOut: () => void;
}) {
  const { signIn, provider } = props;
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
  }, [provider, props.version, pending]);

  if (pending) {
    const { request } = pending;
    return (
      <section className="panel" data-testid="sign-in" aria-live="polite">
        <p>{localizer.format(signInMsg(request))}</p>
        <button type="button" className="button" onClick={() => signIn.openPopup()}>
          Sign in
        </button>{' '}
        <button type="button" className="button" onClick={() => signIn.decline()}>
          Not now
        </button>
      </section>
    );
  }
  if (!status?.signedIn) return null;
  return (
    <section className="panel" data-testid="signed-in">
      <p>
        Signed in{status.issuer ? ` at ${status.issuer}` : ''} · scopes:{' '}
        {status.scopes.join(' ') || '(none named)'}
        {status.expiresAt !== undefined &&
          ` · access token until ${new Date(status.expiresAt).toLocaleTimeString()}`}
      </p>
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
        Sign out
      </button>
    </section>
  );
}
