// The words of the CLI's sign-in (login, logout, auth status, a sign-in started by call or tools):
// core's sign-in words and the CLI catalogue's auth.cli.* ones, in the language runCli resolved
// (--locale, LC_ALL / LC_MESSAGES / LANG).
import type { Localizer, Msg } from '@elicitkit/core';
import type { CliLocalizer, CliMsg } from '../messages/CliLocalizer.js';
import { signInStatusMsgs, toDisplayText } from '@elicitkit/core';
import type { OAuthStatus } from '@elicitkit/client';

/** Text that came from outside (a URL, a path, an issuer) made safe for one terminal line. */
export const shown = (text: unknown, maxLength = 200): string =>
  toDisplayText(text, { singleLine: true, maxLength });

/** One line: the message, then a newline. */
export const line = (words: CliLocalizer, msg: Msg | CliMsg): string => `${words.format(msg)}\n`;

/** A kept sign-in in one line: issuer, client, scopes, expiry (ISO 8601), renewal. */
export function describeStatus(words: Localizer, status: OAuthStatus, now = Date.now()): string {
  const safe: OAuthStatus = {
    ...status,
    ...(status.issuer !== undefined && { issuer: shown(status.issuer) }),
    scopes: status.scopes.map((scope) => shown(scope, 100)),
  };
  return signInStatusMsgs(safe, (ms) => new Date(ms).toISOString(), now)
    .map((msg) => words.format(msg))
    .join('; ');
}
