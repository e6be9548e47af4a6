// `elicitkit logout <url>`: revokes where the server offers it, then forgets the sign-in.
import { toDisplayText } from '@elicitkit/core';
import { AUTH_FLAGS } from '../auth/authFlags.js';
import { serverAuth } from '../auth/serverAuth.js';
import type { CliIo, Command } from '../command.js';
import { EXIT_OK } from '../command.js';
import { parseArgs } from '../parseArgs.js';
import { UsageError } from '../usageError.js';
import { LOGOUT_HELP } from './authCommandsInfo.js';
import { serverUrlArg } from './authStatus.js';

export const logout: Command = {
  name: 'logout',
  summary: 'forget (and revoke) the sign-in kept for an MCP server',
  help: LOGOUT_HELP,
  async run(args: readonly string[], io: CliIo): Promise<number> {
    const parsed = parseArgs(args, {
      'client-id': AUTH_FLAGS['client-id'] as { type: 'string' },
      'client-secret-env': AUTH_FLAGS['client-secret-env'] as { type: 'string' },
      'no-revoke': { type: 'boolean' },
      help: { type: 'boolean' },
    });
    if (!parsed.ok) throw new UsageError(parsed.error);
    if (parsed.flags['help']) {
      io.out(LOGOUT_HELP);
      return EXIT_OK;
    }
    const url = serverUrlArg(parsed.positionals, true) as string;
    const where = toDisplayText(url, { singleLine: true, maxLength: 120 });
    const { oauth } = await serverAuth(url, parsed.flags, io);
    if (!oauth || !(await oauth.status()).signedIn) {
      await oauth?.logout({ revoke: false });
      io.err(`Not signed in to ${where}; nothing to forget.\n`);
      return EXIT_OK;
    }
    const { revoked } = await oauth.logout({ revoke: parsed.flags['no-revoke'] !== true });
    io.err(
      `Signed out of ${where}${revoked ? ': the tokens were revoked at the authorization server and deleted here.' : ': the tokens were deleted here (the server offers no revocation, or it failed).'}\n`,
    );
    return EXIT_OK;
  },
};
