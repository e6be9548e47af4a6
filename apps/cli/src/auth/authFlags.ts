// The sign-in flags shared by call, tools, task, login and logout (their help is the catalogue's
// cli.help.authFlags and cli.help.signInFlags). Only this small table loads at start-up; the
// OAuth code (client, store, listener) loads when used.
import type { FlagSpecs } from '../parseArgs.js';

export const AUTH_FLAGS: FlagSpecs = {
  header: { type: 'string', multiple: true },
  'bearer-token-env': { type: 'string' },
  'client-id': { type: 'string' },
  'client-secret-env': { type: 'string' },
  scope: { type: 'string' },
};

/** How a sign-in in this terminal goes: login, and call / tools / task when a person is here. */
export const SIGN_IN_FLAGS: FlagSpecs = {
  'callback-port': { type: 'string' },
  'no-browser': { type: 'boolean' },
};

/** Exit code when the server needs a sign-in that this run cannot do, or that failed. */
export const EXIT_AUTH_REQUIRED = 5;
