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

/** Exit code when the server needs a sign-in that this run cannot do. */
export const EXIT_AUTH_REQUIRED = 5;
