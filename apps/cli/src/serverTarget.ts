// Where `call` and `tools` find the server: a Streamable HTTP URL as the first argument, or a
// command to start and speak to over stdio (`--stdio "cmd args"`).
import type { ConnectOptions } from '@elicitkit/client';
import type { FlagSpecs } from './parseArgs.js';
import { splitCommand } from './splitCommand.js';
import { UsageError } from './usageError.js';

export const SERVER_FLAGS: FlagSpecs = {
  stdio: { type: 'string' },
  'server-id': { type: 'string' },
  protocol: { type: 'string' },
};

export type ServerTarget = Pick<ConnectOptions, 'url' | 'stdio' | 'serverId' | 'protocol'>;

/** The server to connect to, and the positionals that are left for the command. */
export function serverTarget(
  flags: Record<string, string | boolean>,
  positionals: readonly string[],
): { target: ServerTarget; rest: string[] } {
  const protocol = flags['protocol'];
  if (
    protocol !== undefined &&
    protocol !== 'auto' &&
    protocol !== '2026-07-28' &&
    protocol !== '2025-11-25'
  )
    throw new UsageError({
      key: 'cli.usage.protocol',
      values: {
        flag: '--protocol',
        choices: 'auto, 2026-07-28, 2025-11-25',
        value: JSON.stringify(protocol),
      },
    });
  const common: ServerTarget = {
    ...(typeof flags['server-id'] === 'string' && { serverId: flags['server-id'] }),
    ...(typeof protocol === 'string' && { protocol }),
  };
  const stdio = flags['stdio'];
  if (typeof stdio === 'string') {
    const [command, ...args] = splitCommand(stdio);
    return {
      target: { ...common, stdio: { command: command as string, args } },
      rest: [...positionals],
    };
  }
  const [url, ...rest] = positionals;
  if (url === undefined)
    throw new UsageError({ key: 'cli.usage.noServer', values: { stdio: '--stdio "<command>"' } });
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UsageError({
      key: 'cli.usage.notUrlStdio',
      values: { text: JSON.stringify(url.slice(0, 60)), stdio: '--stdio "<command>"' },
    });
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new UsageError({ key: 'cli.usage.notHttp', values: { scheme: parsed.protocol } });
  return { target: { ...common, url: parsed.href }, rest };
}
