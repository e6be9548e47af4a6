import { toDisplayText } from './displayText.js';
import type { Msg } from './messages/types.js';
import type { ServerIdentity } from './renderer.js';

const line = (value: string | undefined, maxLength: number) =>
  toDisplayText(value, { singleLine: true, maxLength });

/**
 * The "Asked by" line as one descriptor (design-language.md §2): the host's trusted id and address
 * first (`<id>`, `<muted>` spans), then the name the server gave itself, marked self-reported.
 * Every value is display-safe single-line text; no server is "an unidentified server".
 */
export function serverIdentityMsg(server: ServerIdentity | undefined): {
  askedBy: Msg;
  selfReported?: Msg;
} {
  const id = line(server?.trustedId, 200);
  if (!server || id === '') return { askedBy: { key: 'identity.unidentified' } };
  const url = line(server.trustedUrl, 300);
  const askedBy: Msg = url
    ? { key: 'identity.askedByWithUrl', values: { id, url } }
    : { key: 'identity.askedBy', values: { id } };
  const name = line(server.reportedName, 80);
  if (!name) return { askedBy };
  const version = line(server.reportedVersion, 40);
  return {
    askedBy,
    selfReported: version
      ? { key: 'identity.reportedVersion', values: { name, version } }
      : { key: 'identity.reported', values: { name } },
  };
}
