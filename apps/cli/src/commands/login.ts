// `elicitkit login <url>`: runs the sign-in now, in the browser, and keeps the result.
import type { ElicitClient } from '@elicitkit/client';
import { connect } from '@elicitkit/client';
import { cancelResult } from '@elicitkit/core';
import { AUTH_FLAGS, EXIT_AUTH_REQUIRED, SIGN_IN_FLAGS } from '../auth/authFlags.js';
import { describeStatus, line, shown } from '../auth/authWords.js';
import { serverAuth } from '../auth/serverAuth.js';
import { signInFailedText } from '../auth/signInAtCall.js';
import { callbackPort, startTerminalSignIn } from '../auth/terminalSignIn.js';
import type { CliIo, Command } from '../command.js';
import { EXIT_OK } from '../command.js';
import { ENGLISH_SPEECH } from '../cliSpeech.js';
import { parseArgs } from '../parseArgs.js';
import { UsageError } from '../usageError.js';
import { helpText } from '../helpText.js';
import { EXIT_CONNECT, errorText } from './call.js';
import { serverUrlArg } from './authStatus.js';
import { LOGIN_INFO } from './commandInfo.js';

/** The command's name, as `elicitkit login: …` prefixes what it prints. */
const NAME = LOGIN_INFO.name;
export const login: Command = {
  ...LOGIN_INFO,
  async run(args: readonly string[], io: CliIo, speech = ENGLISH_SPEECH): Promise<number> {
    const parsed = parseArgs(args, { ...AUTH_FLAGS, ...SIGN_IN_FLAGS, help: { type: 'boolean' } });
    if (!parsed.ok) throw new UsageError(parsed.error);
    if (parsed.flags['help']) {
      io.out(helpText(speech.words, 'cli.help.login'));
      return EXIT_OK;
    }
    const url = serverUrlArg(parsed.positionals, true) as string;
    const port = callbackPort(parsed.flags['callback-port']);
    const where = shown(url, 120);
    const { words } = speech;
    const signIn = await startTerminalSignIn({
      io,
      words,
      server: where,
      port,
      noBrowser: parsed.flags['no-browser'] === true,
      stdin: process.stdin,
      releaseStdin: true,
    });
    let client: ElicitClient | undefined;
    try {
      const auth = await serverAuth(url, parsed.flags, io, signIn, { words });
      if (!auth.oauth)
        throw new UsageError({
          key: 'cli.usage.noLoginNeeded',
          values: { first: '--bearer-token-env', second: '--header Authorization' },
        });
      try {
        client = await connect({
          url,
          authProvider: auth.oauth,
          ...(auth.headers && { headers: auth.headers }),
          renderer: async () => cancelResult(),
          capabilities: { form: false, url: false },
        });
      } catch (error) {
        const failed = signInFailedText(words, error, signIn, where);
        if (failed !== undefined) {
          io.err(`elicitkit ${NAME}: ${failed}`);
          return EXIT_AUTH_REQUIRED;
        }
        io.err(
          `elicitkit ${NAME}: ${line(words, { key: 'auth.cli.unreachable', values: { server: where, reason: errorText(error) } })}`,
        );
        return EXIT_CONNECT;
      }
      const status = await auth.oauth.status();
      io.err(
        `${words.format({ key: 'auth.cli.signedIn', values: { server: where } })} ${describeStatus(words, status)}\n`,
      );
      return EXIT_OK;
    } finally {
      await client?.close().catch(() => undefined);
      await signIn.close();
    }
  },
};
