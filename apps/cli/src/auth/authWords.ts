// The words of the CLI's sign-in (login, logout, auth status, a sign-in started by call or tools),
// from core's catalogue in the language the CLI speaks (LC_ALL / LC_MESSAGES / LANG, else English).
import type { LocaleCatalogue, Localizer, Msg } from '@elicitkit/core';
import { resolveLocalizer, signInStatusMsgs, toDisplayText } from '@elicitkit/core';
import type { OAuthStatus } from '@elicitkit/client';
import { detectLocale } from '../detectLocale.js';
import { loadLocale } from '../loadLocale.js';

/** The localizer for `env`'s language, or for a catalogue already loaded (call's --locale). */
export async function authWords(
  env: Readonly<Record<string, string | undefined>>,
  catalogue?: LocaleCatalogue,
): Promise<Localizer> {
  return resolveLocalizer(catalogue ?? (await loadLocale(detectLocale(undefined, env).locale)));
}

/** Text that came from outside (a URL, a path, an issuer) made safe for one terminal line. */
export const shown = (text: unknown, maxLength = 200): string =>
  toDisplayText(text, { singleLine: true, maxLength });

/** One line: the message, then a newline. */
export const line = (words: Localizer, msg: Msg): string => `${words.format(msg)}\n`;

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
