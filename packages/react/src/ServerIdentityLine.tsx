import type { ServerIdentity } from '@elicitkit/core';
import { serverIdentityMsg } from '@elicitkit/core';
import { MsgText } from './MsgText.js';

/**
 * Who is asking. The host's own id and address for the server are trusted and shown first; the
 * name the server gave itself is not, and is marked "(self-reported)". Everything is plain text,
 * in the catalogue's words; the id is isolated so a right-to-left sentence cannot reorder it.
 */
export function ServerIdentityLine({ server }: { server: ServerIdentity | undefined }) {
  const who = serverIdentityMsg(server);
  return (
    <p className="ek-server">
      <MsgText msg={who.askedBy} />
      {who.selfReported && <MsgText msg={who.selfReported} />}
    </p>
  );
}
