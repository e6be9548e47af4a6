// `elicitkit auth status [<url>]`: the kept sign-ins, never their tokens.
import type { OAuthRecordKey } from '@elicitkit/client';
import { createOAuthProvider, memoryOAuthStore } from '@elicitkit/client';
import { describeStatus, shown } from '../auth/authWords.js';
import { canonicalServer, oauthDir } from '../auth/fileTokenStore.js';
import type { KeptSignIn } from '../auth/signInStore.js';
import { listSignIns } from '../auth/signInStore.js';
import type { StoreNotice } from '../auth/storeNotice.js';
import { storeNoticeLine } from '../auth/storeNoticeLine.js';
import type { CliIo, Command } from '../command.js';
import { EXIT_OK } from '../command.js';
import { ENGLISH_SPEECH } from '../cliSpeech.js';
import { parseArgs } from '../parseArgs.js';
import { safeJson } from '../safeJson.js';
import { UsageError } from '../usageError.js';
import { helpText } from '../helpText.js';
import { AUTH_INFO } from './commandInfo.js';

/** The server URL positional of login, logout and auth status. */
export function serverUrlArg(
  positionals: readonly string[],
  required: boolean,
): string | undefined {
  const [url, ...extra] = positionals;
  if (extra.length > 0)
    throw new UsageError({
      key: 'cli.usage.unexpected',
      values: { argument: JSON.stringify(extra[0]) },
    });
  if (url === undefined) {
    if (required) throw new UsageError({ key: 'cli.usage.serverUrl' });
    return undefined;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UsageError({
      key: 'cli.usage.notUrl',
      values: { text: JSON.stringify(url.slice(0, 60)) },
    });
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new UsageError({ key: 'cli.usage.notHttp', values: { scheme: parsed.protocol } });
  return parsed.href;
}

/** The kept records as a store the provider reads its status from; status never writes. */
function readOnlyStore({ records }: KeptSignIn) {
  const store = memoryOAuthStore();
  for (const key of Object.keys(records) as OAuthRecordKey[])
    void store.set(key, records[key] as never);
  return store;
}

export const auth: Command = {
  ...AUTH_INFO,
  async run(args: readonly string[], io: CliIo, speech = ENGLISH_SPEECH): Promise<number> {
    const parsed = parseArgs(args, { json: { type: 'boolean' }, help: { type: 'boolean' } });
    if (!parsed.ok) throw new UsageError(parsed.error);
    if (parsed.flags['help']) {
      io.out(helpText(speech.words, 'cli.help.auth'));
      return EXIT_OK;
    }
    const [sub, ...rest] = parsed.positionals;
    if (sub !== 'status')
      throw new UsageError({
        key: 'cli.usage.authSubcommand',
        values: { command: 'auth', sub: 'status' },
      });
    const only = serverUrlArg(rest, false);
    const dir = oauthDir(io.env);
    // A refused, repaired or unreadable file, or a keyring that did not answer, is told on stderr
    // (never on stdout, which --json keeps for the machine); only the usable sign-ins are listed.
    const { keyring, signIns } = await listSignIns(io.env, {
      onNotice: (notice: StoreNotice) =>
        io.err(`elicitkit: ${storeNoticeLine(speech.words, notice)}`),
    });
    const rows = [];
    for (const signIn of signIns) {
      if (only !== undefined && signIn.server !== canonicalServer(only)) continue;
      const provider = createOAuthProvider({
        store: readOnlyStore(signIn),
        redirectUrl: 'http://127.0.0.1/callback',
      });
      rows.push({ server: signIn.server, store: signIn.store, ...(await provider.status()) });
    }
    if (parsed.flags['json']) {
      io.out(`${safeJson({ store: { keyring, dir }, servers: rows }, 2)}\n`);
      return EXIT_OK;
    }
    const { words } = speech;
    const lines = [
      words.format(
        keyring === 'answered'
          ? { key: 'auth.cli.storeKeyring', values: { dir: shown(dir) } }
          : { key: 'auth.cli.storeFiles', values: { dir: shown(dir) } },
      ),
    ];
    if (rows.length === 0)
      lines.push(
        words.format(
          only
            ? { key: 'auth.cli.notSignedInTo', values: { server: shown(only) } }
            : { key: 'auth.cli.noneKept' },
        ),
      );
    for (const row of rows)
      lines.push(
        '',
        shown(row.server),
        `  ${describeStatus(words, row)}`,
        `  ${words.format(row.store === 'keyring' ? { key: 'auth.cli.keptInKeyring' } : { key: 'auth.cli.keptInFile', values: { dir: shown(dir) } })}`,
      );
    io.out(`${lines.join('\n')}\n`);
    return EXIT_OK;
  },
};
