// The sign-in flags shared by call, tools, task, login and logout. Only this small table and
// its help text load at start-up; the OAuth code (client, store, listener) loads when used.
import type { FlagSpecs } from '../parseArgs.js';

export const AUTH_FLAGS: FlagSpecs = {
  header: { type: 'string', multiple: true },
  'bearer-token-env': { type: 'string' },
  'client-id': { type: 'string' },
  'client-secret-env': { type: 'string' },
  scope: { type: 'string' },
};

export const AUTH_FLAGS_HELP = `  --header "Name: value" send this header on every HTTP request (repeatable)
  --bearer-token-env VAR send "Authorization: Bearer <$VAR>" (no sign-in then)
  --client-id ID         a client registered beforehand at the authorization server
  --client-secret-env VAR  its secret, read from $VAR (never taken on the command line)
  --scope "a b"          the scopes to ask for when the server names none`;

/** How a sign-in in this terminal goes: login, and call / tools / task when a person is here. */
export const SIGN_IN_FLAGS: FlagSpecs = {
  'callback-port': { type: 'string' },
  'no-browser': { type: 'boolean' },
};

export const SIGN_IN_FLAGS_HELP = `  --no-browser           sign in without opening a browser: open the printed address
                         yourself (on any machine), then paste the address the
                         browser ends on (http://127.0.0.1:…/callback?…) here
  --callback-port <n>    listen for the sign-in's redirect on this port (for servers
                         that need an exact redirect address); a busy port is an error`;

/** Exit code when the server needs a sign-in that this run cannot do, or that failed. */
export const EXIT_AUTH_REQUIRED = 5;
