// Names and help of login, logout and auth: commands/index.ts lists them with these and loads
// their code (the MCP client, the token store, the loopback listener) only when one runs.
import { AUTH_FLAGS_HELP, SIGN_IN_FLAGS_HELP } from '../auth/authFlags.js';

export const LOGIN_HELP = `Usage: elicitkit login <url> [options]

Signs in to an MCP server that needs authorization (OAuth 2.1), and keeps the result
so that elicitkit call, tools and task work afterwards without asking, refreshing the
access token as it nears expiry.

The sign-in page opens in your browser: $BROWSER when it is set (run with the address
as its argument), else the system's opener. The browser comes back to a listener on
http://127.0.0.1:<port>/callback on this machine. The address is always printed too.

Options:
${SIGN_IN_FLAGS_HELP}
${AUTH_FLAGS_HELP}
  -h, --help             this help

Sign-ins are kept in $XDG_STATE_HOME/elicitkit/oauth/ (default ~/.local/state/…), one
file per server, readable by you only. The sign-in gives up after five minutes.

Exit codes:
  0    signed in (or already signed in)
  2    bad usage, or the --callback-port is busy
  3    could not reach the server
  5    the sign-in failed or was declined
  70   elicitkit itself failed (a bug)
`;

export const LOGOUT_HELP = `Usage: elicitkit logout <url> [options]

Forgets the sign-in kept for this server. Where the authorization server offers
revocation (RFC 7009), the tokens are revoked there first.

Options:
  --no-revoke            only delete the local copy
  --client-id ID, --client-secret-env VAR   as given to elicitkit login
  -h, --help             this help

Exit codes: 0 signed out (or was not signed in), 2 bad usage, 70 a bug.
`;

export const AUTH_HELP = `Usage: elicitkit auth status [<url>] [--json]

Shows the kept sign-ins: per server the authorization server, the kind of client
(registered, metadata document, static), the scopes, when the access token expires
and whether it can be refreshed. Tokens are never printed.

Options:
  --json                 print the same as JSON
  -h, --help             this help

Exit codes: 0 shown, 2 bad usage, 70 a bug.
`;
