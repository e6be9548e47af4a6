// `elicitkit logout <url>`: revokes where the server offers it, then forgets the sign-in.
import { AUTH_FLAGS } from '../auth/authFlags.js';
import { line, shown } from '../auth/authWords.js';
import { serverAuth } from '../auth/serverAuth.js';
import type { CliIo, Command } from '../command.js';
import { EXIT_OK } from '../command.js';
import { ENGLISH_SPEECH } from '../cliSpeech.js';
import { parseArgs } from '../parseArgs.js';
import { UsageError } from '../usageError.js';
import { helpText } from '../helpText.js';
import { serverUrlArg } from './authStatus.js';
import { LOGOUT_INFO } from './commandInfo.js';

export const logout: Command = {
  ...LOGOUT_INFO,
  async run(args: readonly string[], io: CliIo, speech = ENGLISH_SPEECH): Promise<number> {
    const parsed = parseArgs(args, {
      'client-id': AUTH_FLAGS['client-id'] as { type: 'string' },
      'client-secret-env': AUTH_FLAGS['client-secret-env'] as { type: 'string' },
      'no-revoke': { type: 'boolean' },
      help: { type: 'boolean' },
    });
    if (!parsed.ok) throw new UsageError(parsed.error);
    if (parsed.flags['help']) {
      io.out(helpText(speech.words, 'cli.help.logout'));
      return EXIT_OK;
    }
    const url = serverUrlArg(parsed.positionals, true) as string;
    const where = shown(url, 120);
    const { words } = speech;
    const { oauth, store } = await serverAuth(url, parsed.flags, io, undefined, { words });
    if (!oauth || !(await oauth.status()).signedIn) {
      await oauth?.logout({ revoke: false });
      io.err(line(words, { key: 'auth.cli.notSignedIn', values: { server: where } }));
    } else {
      const { revoked } = await oauth.logout({ revoke: parsed.flags['no-revoke'] !== true });
      io.err(
        line(words, {
          key: revoked ? 'auth.cli.signedOutRevoked' : 'auth.cli.signedOutLocal',
          values: { server: where },
        }),
      );
    }
    // A keyring that did not answer (locked, or none here: the two look alike) may still hold a
    // sign-in this run could not see or forget: never let "signed out" stand as the whole truth.
    if (store?.keyringUnanswered())
      io.err(line(words, { key: 'auth.cli.logoutKeyringUnanswered', values: { server: where } }));
    return EXIT_OK;
  },
};
