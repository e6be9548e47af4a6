// `elicitkit auth status [<url>]`: the kept sign-ins, never their tokens.
import { createOAuthProvider } from '@elicitkit/client';
import { describeStatus, shown } from '../auth/authWords.js';
import {
  canonicalServer,
  fileTokenStore,
  listStoredServers,
  oauthDir,
  stateDir,
} from '../auth/fileTokenStore.js';
import type { StoreNotice } from '../auth/storeNotice.js';
import { storeNoticeLine } from '../auth/storeNoticeLine.js';
import type { CliIo, Command } from '../command.js';
import { EXIT_OK } from '../command.js';
import { ENGLISH_SPEECH } from '../cliSpeech.js';
import { parseArgs } from '../parseArgs.js';
import { safeJson } from '../safeJson.js';
import { UsageError } from '../usageError.js';
import { helpText } from '../helpText.js';

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

export const auth: Command = {
  name: 'auth',
  summary: { key: 'cli.summary.auth' },
  help: 'cli.help.auth',
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
    // A refused, repaired or unreadable file is told on stderr (never on stdout, which --json
    // keeps for the machine), and only the usable sign-ins are listed.
    const storeOptions = {
      root: stateDir(io.env),
      onNotice: (notice: StoreNotice) =>
        io.err(`elicitkit: ${storeNoticeLine(speech.words, notice)}`),
    };
    const servers = (await listStoredServers(dir, storeOptions)).filter(
      (s) => only === undefined || s.server === canonicalServer(only),
    );
    const rows = [];
    for (const { server } of servers) {
      const provider = createOAuthProvider({
        store: fileTokenStore(dir, server, storeOptions),
        redirectUrl: 'http://127.0.0.1/callback',
      });
      rows.push({ server, ...(await provider.status()) });
    }
    if (parsed.flags['json']) {
      io.out(`${safeJson({ store: { kind: 'file', dir }, servers: rows }, 2)}\n`);
      return EXIT_OK;
    }
    const { words } = speech;
    const lines = [words.format({ key: 'auth.cli.storeFiles', values: { dir: shown(dir) } })];
    if (rows.length === 0)
      lines.push(
        words.format(
          only
            ? { key: 'auth.cli.notSignedInTo', values: { server: shown(only) } }
            : { key: 'auth.cli.noneKept' },
        ),
      );
    for (const row of rows) lines.push('', shown(row.server), `  ${describeStatus(words, row)}`);
    io.out(`${lines.join('\n')}\n`);
    return EXIT_OK;
  },
};
