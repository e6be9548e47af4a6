import type { ServerIdentity } from '@elicitkit/core';
import { toDisplayText } from '@elicitkit/core';

function line(value: string | undefined, maxLength = 200): string {
  return toDisplayText(value, { singleLine: true, maxLength });
}

/**
 * Who is asking. The host's own id and address for the server are trusted and shown first; the
 * name the server gave itself is not, and is marked "(self-reported)". Everything is plain text.
 */
export function ServerIdentityLine({ server }: { server: ServerIdentity | undefined }) {
  if (!server || line(server.trustedId) === '') {
    return (
      <p className="ek-server">
        Asked by <span className="ek-server-id">an unidentified server</span>
      </p>
    );
  }
  const reported = line(server.reportedName, 80);
  const version = line(server.reportedVersion, 40);
  return (
    <p className="ek-server">
      Asked by <span className="ek-server-id">{line(server.trustedId)}</span>
      {server.trustedUrl && (
        <>
          {' '}
          <span className="ek-server-url">({line(server.trustedUrl, 300)})</span>
        </>
      )}
      {reported && (
        <>
          {', which calls itself “'}
          {reported}
          {version && ` ${version}`}
          {'” '}
          <span className="ek-self-reported">(self-reported)</span>
        </>
      )}
    </p>
  );
}
