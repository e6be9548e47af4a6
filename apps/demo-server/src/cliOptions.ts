import { parseArgs } from 'node:util';
import { DEFAULT_ALLOWED_ORIGINS, parseOriginPattern } from './originPolicy.js';

export interface CliOptions {
  port: number;
  /** True when --port was given: in --stdio mode the sign-in pages then use it instead of port 0. */
  portGiven: boolean;
  host: string;
  allowRemote: boolean;
  stdio: boolean;
  /** undefined = generate a random key for this process. */
  secret: Uint8Array | undefined;
  stateTtlSeconds: number;
  allowOrigins: string[];
  linkStore: string | undefined;
  /** Where shared state lives: this process, or a Redis that N replicas share. */
  store: { kind: 'memory' } | { kind: 'redis'; url: string };
  /** Also register the fixtures the official conformance suite calls by name. */
  conformanceFixtures: boolean;
  /** `--auth oauth`: /mcp needs a bearer token from this server's own authorization server. */
  auth: 'none' | 'oauth';
  /** Access token lifetime under `--auth oauth`. */
  tokenTtlSeconds: number;
}

export type CliParse =
  { kind: 'run'; options: CliOptions } | { kind: 'help' } | { kind: 'error'; message: string };

export const USAGE = `Usage: elicitkit demo-server [options]

The elicitkit reference MCP server (SDK v2). Every tool asks the human mid-call.

Options:
  --port <n>             HTTP port (default 3939; 0 picks a free one). The first stdout line
                         is "elicitkit demo-server listening on http://HOST:PORT/mcp".
  --host <addr>          Address to bind (default 127.0.0.1). Non-loopback needs --allow-remote.
  --allow-remote         Allow binding a non-loopback address.
  --stdio                Serve MCP on stdin/stdout instead of HTTP. Sign-in pages for
                         link_account are still served over HTTP (port 0 unless --port).
  --secret <hex>         requestState HMAC key, at least 32 bytes (64 hex digits). Also read
                         from ELICITKIT_DEMO_SECRET. Random per process if absent; give every
                         replica the same key so a call started on one can finish on another.
  --state-ttl <seconds>  How long a requestState stays valid (default 600).
  --allow-origin <o>     Browser origin allowed to call /mcp, e.g. http://localhost:5173 or
                         http://localhost:* (repeatable). Default: http://127.0.0.1:*,
                         http://localhost:*, http://[::1]:*.
  --link-store <file>    Also append finished sign-ins to this file, so replicas without a
                         shared --store see them (default: only the store).
  --store <where>        Where tasks, used approvals and finished sign-ins live: "memory"
                         (default: this process only) or redis://HOST:PORT[/DB] (node-redis),
                         shared by every replica pointed at it. Run N replicas on one Redis
                         with the same --secret behind any load balancer.
  --conformance-fixtures Also register the tools and the prompt that the official MCP
                         conformance suite calls by name (test_input_required_result_*,
                         test_missing_capability, test_streaming_elicitation,
                         test_logging_tool), and the logging capability. Off by default, so
                         clients see only the demo tools. npm run conformance passes it.
  --auth <mode>          "none" (default) or "oauth": /mcp then needs a bearer token issued by
                         this server's own small authorization server (/oauth/*: consent page,
                         dynamic registration, client ID metadata documents, PKCE, rotating
                         refresh tokens, revocation). Tool deploy then also needs the scope
                         deploy:write before it acts (a step-up mid-call). HTTP only.
  --token-ttl <seconds>  Access token lifetime under --auth oauth (default 300).
  --help                 Show this help.
`;

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|localhost)$/i;

function isLoopback(host: string): boolean {
  return LOOPBACK.test(host);
}

export function parseCliOptions(argv: readonly string[], env: NodeJS.ProcessEnv): CliParse {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'allow-remote': { type: 'boolean' },
        stdio: { type: 'boolean' },
        secret: { type: 'string' },
        'state-ttl': { type: 'string' },
        'allow-origin': { type: 'string', multiple: true },
        'link-store': { type: 'string' },
        store: { type: 'string' },
        'conformance-fixtures': { type: 'boolean' },
        auth: { type: 'string' },
        'token-ttl': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { kind: 'help' };

  const port = values.port === undefined ? 3939 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    return { kind: 'error', message: `--port must be an integer 0-65535, got "${values.port}"` };

  const host = values.host ?? '127.0.0.1';
  const allowRemote = values['allow-remote'] ?? false;
  if (!isLoopback(host) && !allowRemote)
    return {
      kind: 'error',
      message: `--host ${host} is not a loopback address; pass --allow-remote to expose the demo server beyond this machine`,
    };

  const stateTtlSeconds = values['state-ttl'] === undefined ? 600 : Number(values['state-ttl']);
  if (!Number.isInteger(stateTtlSeconds) || stateTtlSeconds < 1)
    return {
      kind: 'error',
      message: `--state-ttl must be a positive whole number of seconds, got "${values['state-ttl']}"`,
    };

  const secretText = values.secret ?? env.ELICITKIT_DEMO_SECRET;
  let secret: Uint8Array | undefined;
  if (secretText !== undefined && secretText !== '') {
    if (!/^([0-9a-fA-F]{2})+$/.test(secretText) || secretText.length < 64)
      return {
        kind: 'error',
        message: 'the secret must be hex, at least 32 bytes (64 hex digits)',
      };
    secret = new Uint8Array(Buffer.from(secretText, 'hex'));
  }

  const allowOrigins = values['allow-origin'] ?? DEFAULT_ALLOWED_ORIGINS;
  for (const origin of allowOrigins) {
    try {
      parseOriginPattern(origin);
    } catch (error) {
      return { kind: 'error', message: (error as Error).message };
    }
  }

  const storeText = values.store ?? 'memory';
  let store: CliOptions['store'];
  if (storeText === 'memory') store = { kind: 'memory' };
  else if (/^rediss?:\/\/[^/\s]+(\/\d+)?$/.test(storeText))
    store = { kind: 'redis', url: storeText };
  else
    return {
      kind: 'error',
      message: `--store must be "memory" or redis://HOST:PORT (optionally /DB), got "${storeText}"`,
    };

  const auth = values.auth ?? 'none';
  if (auth !== 'none' && auth !== 'oauth')
    return { kind: 'error', message: `--auth must be "none" or "oauth", got "${auth}"` };
  if (auth === 'oauth' && values.stdio)
    return {
      kind: 'error',
      message: '--auth oauth protects the HTTP endpoint; it has no meaning with --stdio',
    };
  const tokenTtlSeconds = values['token-ttl'] === undefined ? 300 : Number(values['token-ttl']);
  if (!Number.isInteger(tokenTtlSeconds) || tokenTtlSeconds < 1)
    return {
      kind: 'error',
      message: `--token-ttl must be a positive whole number of seconds, got "${values['token-ttl']}"`,
    };

  return {
    kind: 'run',
    options: {
      port,
      portGiven: values.port !== undefined,
      host,
      allowRemote,
      stdio: values.stdio ?? false,
      secret,
      stateTtlSeconds,
      allowOrigins: [...allowOrigins],
      linkStore: values['link-store'],
      store,
      conformanceFixtures: values['conformance-fixtures'] ?? false,
      auth,
      tokenTtlSeconds,
    },
  };
}
