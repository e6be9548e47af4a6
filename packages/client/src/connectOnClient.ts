import type {
  Client,
  ClientCapabilities,
  Implementation,
  Transport,
} from '@modelcontextprotocol/client';
import type { ConnectOptions } from './connectOptions.js';
import type { ElicitationModes } from './capabilities.js';
import type { ElicitClient } from './elicitClient.js';
import { ElicitClientImpl } from './elicitClient.js';
import { bridgeResultType } from './bridgeResultType.js';
import { HOST_ANSWERED, hostInputHandlers } from './hostInputHandlers.js';
import { keepClientHandlers } from './keepClientHandlers.js';
import { installOwnPushHandlers, installPushHandlers } from './pushHandlers.js';
import { createServerErrors } from './serverErrors.js';
import { createRawChannel } from './rawChannel.js';
import { budgetOptions } from './questionBudget.js';
import { announcingRenderer } from './announcingRenderer.js';

/** Options that belong on the host's own Client or transport, not on `connect({ client })`. */
const REFUSED = [
  'url',
  'stdio',
  'transport',
  'capabilities',
  'clientInfo',
  'fetch',
  'authProvider',
  'headers',
  'protocol',
  'knownLegacy',
  'tasks',
  'timeoutMs',
] as const;

type MessageHandler = Transport['onmessage'];

/** The Client's handlers the loop stands in front of while it runs, and hands back on close. */
const LOOP_REQUESTS = ['elicitation/create', ...Object.values(HOST_ANSWERED)];
const LOOP_NOTIFICATIONS = ['notifications/elicitation/complete'];

/**
 * The loop on a host's existing, already connected SDK v2 `Client`: no second connection. Its
 * `elicitation/create` and `notifications/elicitation/complete` handlers are replaced by the
 * loop's. Sampling and roots are answered by the host as its Client declares them: by a handler
 * given here, else by the one registered on the Client. `close()` hands the Client back as it
 * was (its own handlers back in place, transport untouched) and does not close it.
 */
export function connectOnClient(options: ConnectOptions & { client: Client }): ElicitClient {
  const given = REFUSED.filter((name) => options[name] !== undefined);
  if (given.length > 0) {
    throw new TypeError(
      `connect({ client }) runs on the Client as you built it: set ${given.map((n) => `\`${n}\``).join(', ')} on that Client or its transport.`,
    );
  }
  if (typeof options.serverId !== 'string') {
    throw new TypeError('connect({ client }) needs `serverId`: the name shown as trusted.');
  }
  const sdk = options.client;
  if (typeof (sdk as Partial<Client>).getProtocolEra !== 'function') {
    throw new TypeError(
      'connect({ client }) takes an SDK v2 Client (@modelcontextprotocol/client); for an SDK v1 Client use attachElicitation from @elicitkit/client/sdk-v1.',
    );
  }
  const inner = sdk.transport;
  if (!inner || sdk.getNegotiatedProtocolVersion() === undefined) {
    throw new TypeError(
      'connect({ client }) needs a connected Client: call client.connect() first.',
    );
  }
  const capabilities = declaredCapabilities(sdk);
  const modes = declaredModes(capabilities);
  if (!modes.form && !modes.url) {
    throw new TypeError(
      "The Client declares no elicitation capability, so servers will not ask it anything: construct it with `capabilities: { elicitation: { form: {}, url: {} } }` (or `elicitationCapabilities()` from '@elicitkit/client/sdk-v2').",
    );
  }

  const kept = keepClientHandlers(sdk, LOOP_REQUESTS, LOOP_NOTIFICATIONS);
  const host = hostInputHandlers(
    capabilities,
    options.handlers ?? {},
    (method) => kept.own(method),
    () => inner.sessionId,
  );

  // The SDK's own message handler, set when it connected; ours go in front of it.
  const sdkHandler: MessageHandler = inner.onmessage;
  const serverErrors = createServerErrors();
  bridgeResultType(inner, serverErrors.observe);
  // A stream per request (HTTP) is cancelled by closing it; a shared channel needs a notification.
  const kind =
    typeof (inner as { terminateSession?: unknown }).terminateSession === 'function'
      ? 'http'
      : 'stdio';
  const channel = createRawChannel(inner, kind);
  channel.transport.onmessage = sdkHandler;

  const trusted = {
    id: options.serverId,
    ...(options.serverUrl !== undefined && { url: options.serverUrl }),
  };
  const renderer = announcingRenderer(options.renderer, options.onQuestion);
  const client = new ElicitClientImpl({
    sdk,
    transport: channel.transport,
    trusted,
    renderer,
    budget: budgetOptions(options),
    handlers: host.handlers,
    modes,
    capabilities,
    serverErrors,
    channel,
    clientInfo: declaredClientInfo(sdk),
    release: () => {
      kept.handBack();
      // The transport gets its plain handler back: the SDK's, as it had it before.
      const current = channel.transport.onmessage;
      delete (inner as { onmessage?: MessageHandler }).onmessage;
      inner.onmessage = current;
    },
  });
  const deps = client.pushDeps();
  installPushHandlers(sdk, {
    ...deps,
    handlers: host.given,
    onQuestionRefused: options.onQuestionRefused,
  }).watchRefusals();
  installOwnPushHandlers(kept, deps, host.own);
  kept.installed();
  return client;
}

// The SDK keeps a Client's own capabilities and info private; every 2.x holds them under these names.
function declaredCapabilities(sdk: Client): ClientCapabilities {
  const held = (sdk as unknown as { _capabilities?: ClientCapabilities })._capabilities;
  return typeof held === 'object' && held !== null ? held : {};
}

function declaredClientInfo(sdk: Client): Implementation {
  const held = (sdk as unknown as { _clientInfo?: Implementation })._clientInfo;
  return held ?? { name: 'host', version: '0' };
}

/** `elicitation: {}` is form only (MCP specification, Elicitation: Capabilities). */
function declaredModes(capabilities: ClientCapabilities): ElicitationModes {
  const elicitation = capabilities.elicitation as { form?: unknown; url?: unknown } | undefined;
  if (!elicitation) return { form: false, url: false };
  if (elicitation.form === undefined && elicitation.url === undefined)
    return { form: true, url: false };
  return { form: elicitation.form !== undefined, url: elicitation.url !== undefined };
}
