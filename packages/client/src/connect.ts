import type { Implementation, Transport } from '@modelcontextprotocol/client';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { clientCapabilities, resolveModes } from './capabilities.js';
import type { ElicitClient } from './elicitClient.js';
import { ElicitClientImpl } from './elicitClient.js';
import { bridgeResultType } from './bridgeResultType.js';
import { installPushHandlers } from './pushHandlers.js';
import { createServerErrors } from './serverErrors.js';
import { createRawChannel } from './rawChannel.js';
import { connectOnClient } from './connectOnClient.js';
import { sdkAtLeast21 } from './sdkAtLeast21.js';
import { createTaskSessions, TASKS_EXTENSION } from './taskSession.js';
import { installTaskReceiver, withTaskCapabilities } from './taskReceiver.js';
import { httpAuthOptions } from './auth/httpAuthOptions.js';
import type { ConnectAttempt } from './auth/connectWithSignIn.js';
import { connectWithSignIn } from './auth/connectWithSignIn.js';
import { oauthInternals } from './auth/oauthProvider.js';
import type { LegAuth } from './auth/withSignIn.js';

export type { ConnectOptions, ProtocolChoice, StdioServer } from './connectOptions.js';
import type { ConnectOptions, StdioServer } from './connectOptions.js';
import { budgetOptions } from './questionBudget.js';
import { announcingRenderer } from './announcingRenderer.js';
import { commandLine } from './commandLine.js';

const DEFAULT_CLIENT_INFO: Implementation = { name: 'elicitkit', version: '0.1.0' };

/**
 * Connects to an MCP server with version negotiation, the capabilities the host mounted, and
 * one renderer for every elicitation in either era.
 */
export async function connect(options: ConnectOptions): Promise<ElicitClient> {
  if (options.client !== undefined) {
    return connectOnClient({ ...options, client: options.client });
  }
  const ways = [options.url, options.stdio, options.transport].filter((w) => w !== undefined);
  if (ways.length !== 1) {
    throw new TypeError('connect() needs exactly one of `url`, `stdio` and `transport`.');
  }
  if (options.transport && options.serverId === undefined) {
    throw new TypeError('connect({ transport }) needs `serverId`: the name shown as trusted.');
  }
  if (options.transport && (options.authProvider || options.headers)) {
    throw new TypeError('With `transport`, configure `authProvider` and `headers` on it.');
  }
  if (options.stdio && (options.authProvider || options.headers)) {
    // A stdio server takes its credentials from its environment (MCP authorization spec).
    throw new TypeError('`authProvider` and `headers` are for HTTP servers; use `stdio.env`.');
  }
  if (options.tasks && options.url !== undefined && !sdkAtLeast21()) {
    throw new TypeError(
      'The Tasks extension over HTTP needs @modelcontextprotocol/client 2.1.0 or later: 2.0.0 sends no Mcp-Name header on tasks/* requests, which servers refuse.',
    );
  }
  return connectWithSignIn(options, (attempt) => connectOnce(options, attempt));
}

async function connectOnce(
  options: ConnectOptions,
  attempt: ConnectAttempt,
): Promise<ElicitClient> {
  const modes = resolveModes(options.capabilities);
  const handlers = options.handlers ?? {};
  let capabilities = clientCapabilities(modes, handlers);
  if (options.tasks) {
    capabilities = withTaskCapabilities(capabilities);
    capabilities.extensions = { [TASKS_EXTENSION]: {} };
  }
  const clientInfo = options.clientInfo ?? DEFAULT_CLIENT_INFO;
  const protocol = options.protocol ?? 'auto';
  const sdk = new Client(clientInfo, {
    capabilities,
    versionNegotiation: {
      mode: protocol === 'auto' ? 'auto' : protocol === '2025-11-25' ? 'legacy' : { pin: protocol },
    },
    // Manual mode: the 2026 loop is elicitkit's, so rounds are shown one at a time, validated,
    // observable and resumable.
    inputRequired: { autoFulfill: false },
  });

  let inner: Transport;
  let trusted: { id: string; url?: string };
  if (options.url !== undefined) {
    const url = new URL(options.url);
    const http = new StreamableHTTPClientTransport(url, httpAuthOptions(url, options));
    attempt.transport = http;
    inner = http;
    trusted = { id: options.serverId ?? url.href, url: url.href };
  } else if (options.transport) {
    inner = options.transport;
    trusted = {
      id: options.serverId as string,
      ...(options.serverUrl !== undefined && { url: options.serverUrl }),
    };
  } else {
    const server = options.stdio as StdioServer;
    // Loaded only for stdio so browser bundles never see node:child_process.
    const { StdioClientTransport } = await import('@modelcontextprotocol/client/stdio');
    inner = new StdioClientTransport({
      command: server.command,
      ...(server.args && { args: server.args }),
      ...(server.env && { env: server.env }),
      ...(server.cwd && { cwd: server.cwd }),
      stderr: server.stderr ?? 'inherit',
    });
    const line = commandLine(server.command, server.args);
    trusted = { id: options.serverId ?? line, url: line };
  }

  const oauth = oauthInternals(options.authProvider);
  const http = attempt.transport;
  const legAuth: LegAuth | undefined =
    oauth && http ? { internals: oauth, finish: (params) => http.finishAuth(params) } : undefined;
  const serverErrors = createServerErrors();
  bridgeResultType(inner, serverErrors.observe);
  // Task results and tasks/* go round the SDK (it rejects them) on the same connection.
  // A stream per request (HTTP) is cancelled by closing it; a shared channel needs a notification.
  const kind = inner instanceof StreamableHTTPClientTransport ? 'http' : 'stdio';
  const channel = createRawChannel(inner, kind);
  const transport = channel.transport;
  const taskSessions = options.tasks
    ? createTaskSessions({ sdk, channel, endpointId: trusted.id, clientInfo, capabilities })
    : undefined;
  const renderer = announcingRenderer(options.renderer, options.onQuestion);
  const client = new ElicitClientImpl({
    sdk,
    transport,
    trusted,
    renderer,
    budget: budgetOptions(options),
    handlers,
    modes,
    capabilities,
    serverErrors,
    channel,
    clientInfo,
    ...(taskSessions && { taskSessions }),
    ...(legAuth && { auth: legAuth }),
  });
  const pushes = installPushHandlers(sdk, {
    ...client.pushDeps(),
    onQuestionRefused: options.onQuestionRefused,
  });
  if (options.tasks && (modes.form || modes.url)) {
    installTaskReceiver(sdk, {
      renderer,
      budget: client.budget,
      server: () => client.server,
      era: () => client.era,
    });
  }
  pushes.watchRefusals();
  await sdk.connect(transport, {
    ...(options.timeoutMs !== undefined && { timeout: options.timeoutMs }),
    // The SDK's own cached-verdict input: no probe, the plain 2025 `initialize`.
    ...(options.knownLegacy && protocol === 'auto' && { prior: { kind: 'legacy' as const } }),
    ...(options.signal && { signal: options.signal }),
  });
  return client;
}
