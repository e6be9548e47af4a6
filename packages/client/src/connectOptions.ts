// The options of connect(), apart from connect itself so that the ways it delegates to
// (connectOnClient) can name them without importing connect.
import type { ElicitationRenderer } from '@elicitkit/core';
import type {
  AuthProvider,
  Client,
  FetchLike,
  Implementation,
  OAuthClientProvider,
  Transport,
} from '@modelcontextprotocol/client';
import type { InputHandlers } from './callHost.js';
import type { ElicitationModes } from './capabilities.js';
import type { QuestionWaiting } from './announcingRenderer.js';
import type { QuestionBudgetOptions } from './questionBudget.js';
import type { RefusedQuestion } from './reportRefusedPushes.js';

export interface StdioServer {
  command: string;
  args?: string[];
  env?: Record<string, string>;
  cwd?: string;
  /** The server's stderr: inherited by default. */
  stderr?: 'inherit' | 'pipe' | 'ignore';
}

/** `auto` speaks 2026-07-28 where the server does and falls back to 2025-11-25. */
export type ProtocolChoice = 'auto' | '2026-07-28' | '2025-11-25';

export interface ConnectOptions extends QuestionBudgetOptions {
  /** A Streamable HTTP endpoint. Exactly one of `url` and `stdio`. */
  url?: string | URL;
  /** A server process spoken to over stdio. */
  stdio?: StdioServer;
  /**
   * A transport the host built itself (SSE, in memory, its own proxy): the loop runs on it.
   * `serverId` is then required, and auth belongs on that transport.
   */
  transport?: Transport;
  /**
   * The host's own SDK v2 `Client`, already connected: the loop runs on it (no second connection).
   * It must have declared the elicitation capability; `serverId` is then required, and everything
   * about the connection (transport, auth, capabilities, version) stays as the host set it.
   * Sampling and roots it declares are answered by its own registered handlers (or `handlers`).
   * `close()` puts the Client's own handlers back and leaves it open.
   */
  client?: Client;
  /** With `transport` or `client`: the address shown to the person as trusted. */
  serverUrl?: string;
  /** The host's own name for this server, shown as trusted; defaults to the URL or command. */
  serverId?: string;
  renderer: ElicitationRenderer;
  /**
   * Told each time a question reaches the renderer — who asks and in which mode, never the
   * question itself — so the host can mark its window or notify while the person looks elsewhere.
   */
  onQuestion?: (event: QuestionWaiting) => void;
  /** Which elicitation modes the host has mounted (both by default); declared exactly so. */
  capabilities?: Partial<ElicitationModes>;
  /**
   * Answers for embedded sampling and roots requests; each is declared only when given. With
   * `client`, only for what that Client declares, and in place of its own handlers.
   */
  handlers?: InputHandlers;
  clientInfo?: Implementation;
  /** HTTP only: the fetch every request goes through (recording, auth, proxies). */
  fetch?: FetchLike;
  /**
   * HTTP only: an SDK `AuthProvider` or `OAuthClientProvider` (e.g. `createOAuthProvider()`),
   * passed to the SDK's transport. With `createOAuthProvider({ authorize })`, a server that
   * needs a sign-in gets one: at connect, and during a call (the `authorizing` phase).
   */
  authProvider?: AuthProvider | OAuthClientProvider;
  /**
   * HTTP only: headers sent on every request (an API key, a pasted bearer token). A token from
   * `authProvider` wins for `Authorization`.
   */
  headers?: Record<string, string>;
  protocol?: ProtocolChoice;
  /**
   * With `protocol: 'auto'`: the host knows this server speaks only 2025-11-25 (it kept the era
   * of an earlier connection), so the `server/discover` probe is skipped and the 2025 handshake
   * runs at once. A 2025-only server refuses the probe with HTTP 400, which a browser logs on
   * every connect. The host keeps the verdict only as long as it trusts it (an upgraded server
   * is then still spoken to in 2025-11-25 until the host forgets).
   */
  knownLegacy?: boolean;
  /**
   * Opt in to the Tasks extension (2026-07-28): `extensions["io.modelcontextprotocol/tasks"]` is
   * declared in `_meta` on every request, and a tool that answers with a task is followed to its
   * end (polled, its questions asked, cancelled on abort). Off by default.
   */
  tasks?: boolean;
  /** Bound on connecting (probe and handshake), in ms. Default 60 000. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * Told when the SDK refuses a question the server pushed (2025-11-25) before elicitkit could
   * show it, e.g. a `requestedSchema` outside the protocol: the server gets an error, and only
   * this tells the person a question was asked. Who asked and where it left the protocol.
   */
  onQuestionRefused?: (refusal: RefusedQuestion) => void;
}
