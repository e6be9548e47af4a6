import type { LegAuth } from './auth/withSignIn.js';
import { withSignIn } from './auth/withSignIn.js';
import { mcpParamHeaders } from './mcpParamHeaders.js';
import type { ElicitationRenderer, ProtocolEra, ServerIdentity } from '@elicitkit/core';
import { PROTOCOL_2025, PROTOCOL_2026 } from '@elicitkit/core';
import type {
  CallToolResult,
  Client,
  ClientCapabilities,
  GetPromptResult,
  ReadResourceResult,
  Implementation,
  Tool,
  Transport,
} from '@modelcontextprotocol/client';
import {
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  PROTOCOL_VERSION_META_KEY,
} from '@modelcontextprotocol/client';
import type { ActiveLeg, CallHost, InputHandlers, TaskLegs } from './callHost.js';
import type { RawChannel } from './rawChannel.js';
import type { PushDeps } from './pushHandlers.js';
import type { QuestionBudget, QuestionBudgetOptions } from './questionBudget.js';
import { createQuestionBudget } from './questionBudget.js';
import type { QuestionLock } from './questionLock.js';
import { createQuestionLock } from './questionLock.js';
import type { TaskSessions } from './taskSession.js';
import type { ElicitationModes } from './capabilities.js';
import { CallAbortedError, ResumeMismatchError } from './errors.js';
import type { ToolCallSnapshot } from './snapshot.js';
import { parseSnapshot, SNAPSHOT_FORMAT } from './snapshot.js';
import type { CallToolOptions, RunRequest, ToolCall } from './toolCall.js';
import { RunHandle } from './runHandle.js';
import type { ServerErrors } from './serverErrors.js';
import type { UrlCompletions } from './urlCompletions.js';
import { createUrlCompletions } from './urlCompletions.js';

/** How a saved call may be continued on this connection. */
export interface ResumeOptions extends CallToolOptions {
  /**
   * Trusted ids of other servers that serve the same deployment (replicas behind one name):
   * a snapshot made to one of them may resume here. By default only this connection's own
   * `serverId` is accepted.
   */
  replicas?: string[];
}

/** A connection to one MCP server whose tool calls can ask the person questions. */
export interface ElicitClient {
  /** The negotiated revision: 2026-07-28 where the server speaks it, else 2025-11-25. */
  readonly era: ProtocolEra;
  /** The exact protocol version negotiated (a legacy server may speak an older 2025 revision). */
  readonly protocolVersion: string;
  /** Who this is: the host's trusted id and address, and the server's self-report, kept apart. */
  readonly server: ServerIdentity;
  /** What this client declared: elicitation modes as mounted, sampling/roots when handled. */
  readonly capabilities: ClientCapabilities;
  /** The underlying SDK client, for requests elicitkit does not wrap (resources, prompts…). */
  readonly sdk: Client;
  listTools(options?: { signal?: AbortSignal }): Promise<Tool[]>;
  callTool(name: string, args?: Record<string, unknown>, options?: CallToolOptions): ToolCall;
  /**
   * `prompts/get`, as an observable, resumable handle like `callTool`'s: a 2026-07-28 server
   * that answers `input_required` has its questions asked and the request made again; on
   * 2025-11-25 its pushed questions are this handle's.
   */
  getPrompt(
    name: string,
    args?: Record<string, string>,
    options?: CallToolOptions,
  ): ToolCall<GetPromptResult>;
  /** `resources/read`, as an observable, resumable handle like `callTool`'s (never cached). */
  readResource(uri: string, options?: CallToolOptions): ToolCall<ReadResourceResult>;
  /**
   * Tasks extension (2026-07-28): follows a task started elsewhere (another process, a detached
   * call) by its id: polls it, asks its questions, and settles with its result.
   */
  attachTask(taskId: string, options?: CallToolOptions): ToolCall;
  /** Continues a saved call on this connection; see `resumeToolCall`. */
  resumeToolCall<R = CallToolResult>(
    snapshot: ToolCallSnapshot | string,
    options?: ResumeOptions,
  ): ToolCall<R>;
  /** Cancels calls in flight, ends a 2025 session, and closes the transport. */
  close(): Promise<void>;
}

// listTools without a signal: a sign-in it needs is never abandoned for it.
const NEVER = new AbortController().signal;

export interface ElicitClientParts {
  sdk: Client;
  transport: Transport;
  trusted: { id: string; url?: string };
  renderer: ElicitationRenderer;
  handlers: InputHandlers;
  modes: ElicitationModes;
  capabilities: ClientCapabilities;
  serverErrors: ServerErrors;
  channel: RawChannel;
  clientInfo: Implementation;
  taskSessions?: TaskSessions;
  auth?: LegAuth;
  /** The host's question budget for this connection (see QuestionBudgetOptions). */
  budget?: QuestionBudgetOptions;
  /** On the host's own Client (`connect({ client })`): hands it back on close instead of closing it. */
  release?: () => void;
}

export class ElicitClientImpl implements ElicitClient, CallHost {
  readonly sdk: Client;
  readonly renderer: ElicitationRenderer;
  readonly handlers: InputHandlers;
  readonly modes: ElicitationModes;
  readonly capabilities: ClientCapabilities;
  readonly urlCompletions: UrlCompletions;
  readonly budget: QuestionBudget;
  /** Pushes, however many calls they come during, are shown one at a time. */
  readonly lock: QuestionLock = createQuestionLock();
  readonly auth: LegAuth | undefined;
  private readonly transport: Transport;
  private readonly trusted: { id: string; url?: string };
  private readonly activeLegs: Set<ActiveLeg>;
  private readonly channel: RawChannel;
  private readonly clientInfo: Implementation;
  private readonly taskSessions: TaskSessions | undefined;
  private readonly serverErrors: ServerErrors;
  private readonly release: (() => void) | undefined;
  private readonly tools = new Map<string, Tool>();
  private readonly calls = new Set<RunHandle<unknown>>();
  private closed = false;

  constructor(parts: ElicitClientParts) {
    this.sdk = parts.sdk;
    this.transport = parts.transport;
    this.trusted = parts.trusted;
    this.renderer = parts.renderer;
    this.handlers = parts.handlers;
    this.modes = parts.modes;
    this.capabilities = parts.capabilities;
    this.urlCompletions = createUrlCompletions();
    // One budget for the connection, not per call: pushes between or across calls count too.
    this.budget = createQuestionBudget(parts.renderer, () => this.server, parts.budget);
    this.activeLegs = new Set();
    this.channel = parts.channel;
    this.clientInfo = parts.clientInfo;
    this.taskSessions = parts.taskSessions;
    this.serverErrors = parts.serverErrors;
    this.auth = parts.auth;
    this.release = parts.release;
  }

  get tasks2026(): TaskLegs | undefined {
    const sessions = this.taskSessions;
    if (!sessions || this.era !== PROTOCOL_2026) return undefined;
    return {
      sessions,
      // This leg goes round the SDK, so it adds the tool's Mcp-Param-* headers itself (SEP-2243);
      // a conforming server refuses a call whose x-mcp-header arguments lack them.
      call: async (params, signal) => {
        const name = typeof params['name'] === 'string' ? params['name'] : '';
        if (!this.tools.has(name)) await this.listTools({ signal }).catch(() => undefined);
        const headers = mcpParamHeaders(this.tools.get(name)?.inputSchema, params['arguments']);
        return this.channel.request(
          { method: 'tools/call', params: { ...params, _meta: this.requestMeta() } },
          { signal, ...(Object.keys(headers).length > 0 && { headers }) },
        );
      },
    };
  }

  get tasks2025(): { requiresTask(tool: string): Promise<boolean> } | undefined {
    if (!this.taskSessions || this.era !== PROTOCOL_2025) return undefined;
    return {
      requiresTask: async (name) => {
        // The tool's execution.taskSupport decides; it is learned from tools/list once.
        if (!this.tools.has(name)) await this.listTools().catch(() => undefined);
        const execution = (this.tools.get(name) as { execution?: { taskSupport?: string } })
          ?.execution;
        return execution?.taskSupport === 'required';
      },
    };
  }

  /** The 2026 per-request envelope, as the SDK frames its own requests. */
  private requestMeta(): Record<string, unknown> {
    return {
      [PROTOCOL_VERSION_META_KEY]: this.protocolVersion,
      [CLIENT_CAPABILITIES_META_KEY]: this.capabilities,
      [CLIENT_INFO_META_KEY]: this.clientInfo,
    };
  }

  serverSent(code: number, message: string): boolean {
    return this.serverErrors.sent(code, message);
  }

  get protocolVersion(): string {
    return this.sdk.getNegotiatedProtocolVersion() ?? PROTOCOL_2025;
  }

  get era(): ProtocolEra {
    return this.sdk.getProtocolEra() === 'modern' ? PROTOCOL_2026 : PROTOCOL_2025;
  }

  get server(): ServerIdentity {
    const reported = this.sdk.getServerVersion();
    return {
      trustedId: this.trusted.id,
      ...(this.trusted.url !== undefined && { trustedUrl: this.trusted.url }),
      ...(typeof reported?.name === 'string' && { reportedName: reported.name }),
      ...(typeof reported?.version === 'string' && { reportedVersion: reported.version }),
    };
  }

  /** What the push handlers answer with: this client's renderer, modes, identity and legs. */
  pushDeps(): PushDeps {
    return {
      renderer: this.renderer,
      handlers: this.handlers,
      modes: this.modes,
      urlCompletions: this.urlCompletions,
      server: () => this.server,
      era: () => this.era,
      activeLegs: () => [...this.activeLegs],
      lock: this.lock,
      budget: this.budget,
    };
  }

  legStarted(leg: ActiveLeg): () => void {
    this.activeLegs.add(leg);
    return () => {
      this.activeLegs.delete(leg);
    };
  }

  tool(name: string): Tool | undefined {
    return this.tools.get(name);
  }

  async listTools(options?: { signal?: AbortSignal }): Promise<Tool[]> {
    const { tools } = await withSignIn(this.auth, options?.signal ?? NEVER, () =>
      this.sdk.listTools(undefined, options),
    );
    this.tools.clear();
    for (const tool of tools) this.tools.set(tool.name, tool);
    return tools;
  }

  callTool(name: string, args?: Record<string, unknown>, options?: CallToolOptions): ToolCall {
    return this.track(new RunHandle(this, toolRequest(name, args), options));
  }

  getPrompt(
    name: string,
    args?: Record<string, string>,
    options?: CallToolOptions,
  ): ToolCall<GetPromptResult> {
    const params = { name, ...(args !== undefined && { arguments: args }) };
    return this.track(
      new RunHandle<GetPromptResult>(this, { method: 'prompts/get', params }, options),
    );
  }

  readResource(uri: string, options?: CallToolOptions): ToolCall<ReadResourceResult> {
    const request: RunRequest = { method: 'resources/read', params: { uri } };
    return this.track(new RunHandle<ReadResourceResult>(this, request, options));
  }

  attachTask(taskId: string, options?: CallToolOptions): ToolCall {
    return this.resumeToolCall(
      {
        format: SNAPSHOT_FORMAT,
        // The tool is not known from the id; its result is returned as the server gives it.
        tool: `task:${taskId}`,
        era: this.era,
        round: 0,
        answers: {},
        task: { taskId, answered: [] },
        // A task id is only meaningful on the server it was given by: this one.
        server: { trustedId: this.trusted.id },
      },
      options,
    );
  }

  resumeToolCall<R = CallToolResult>(
    snapshot: ToolCallSnapshot | string,
    options?: ResumeOptions,
  ): ToolCall<R> {
    const saved = parseSnapshot(snapshot);
    const from = saved.server?.trustedId;
    // Answers and requestState go only to the server they were given to, or a listed replica:
    // anything else would hand a person's answers to whoever happens to be connected.
    if (from === undefined) {
      throw new ResumeMismatchError(
        `The saved call does not say which server it was made to, so it is not sent to ${this.trusted.id}.`,
      );
    }
    if (from !== this.trusted.id && !(options?.replicas ?? []).includes(from)) {
      throw new ResumeMismatchError(
        `The saved call was made to ${from}; this connection is to ${this.trusted.id}, which the app does not list as its replica.`,
      );
    }
    const { replicas: _replicas, ...callOptions } = options ?? {};
    const open = saved.inputRequests !== undefined;
    if ((open || saved.task) && this.era !== PROTOCOL_2026) {
      throw new ResumeMismatchError(
        `The saved call is in the middle of a ${PROTOCOL_2026} round, but this connection speaks ${this.protocolVersion}.`,
      );
    }
    return this.track(
      new RunHandle<R>(this, savedRequest(saved), callOptions, {
        // Without an open round or task the call starts over, and so does its round count.
        round: open || saved.task ? saved.round : 0,
        ...(saved.server && { server: saved.server }),
        ...(open && {
          open: {
            inputRequests: saved.inputRequests ?? {},
            ...(saved.requestState !== undefined && { requestState: saved.requestState }),
            answers: saved.answers,
          },
        }),
        ...(saved.task && { task: saved.task }),
      }),
    );
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const call of this.calls) call.abort(new CallAbortedError('The client was closed.'));
    if (this.release) {
      // The host's Client stays connected: it is theirs to close.
      this.release();
      return;
    }
    // A 2025 HTTP session is ended politely; 2026 has no session, and stdio has no such call.
    const session = this.transport as Transport & { terminateSession?: () => Promise<void> };
    if (this.sdk.getProtocolEra() === 'legacy' && typeof session.terminateSession === 'function') {
      await session.terminateSession().catch(() => undefined);
    }
    await this.sdk.close();
  }

  private track<R>(call: RunHandle<R>): ToolCall<R> {
    this.calls.add(call as RunHandle<unknown>);
    const forget = () => {
      const state = call.getState();
      if (state.phase === 'complete' || (state.phase === 'failed' && !state.retryable)) {
        this.calls.delete(call as RunHandle<unknown>);
        unsubscribe();
      }
    };
    const unsubscribe = call.subscribe(forget);
    // A call whose signal was already aborted has failed in its constructor, before we listened.
    forget();
    return call;
  }
}

function toolRequest(name: string, args: Record<string, unknown> | undefined): RunRequest {
  return { method: 'tools/call', params: { name, ...(args !== undefined && { arguments: args }) } };
}

/** The request a snapshot continues: a tool call is rebuilt from its tool and arguments. */
function savedRequest(saved: ToolCallSnapshot): RunRequest {
  if (saved.method === undefined || saved.method === 'tools/call')
    return toolRequest(saved.tool, saved.arguments);
  return { method: saved.method, params: saved.params ?? {} };
}
