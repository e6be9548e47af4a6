import type { ElicitationRenderer, ElicitResult, ServerIdentity } from '@elicitkit/core';
import type { ElicitationHandler } from '../createElicitationHandler.js';
import { createElicitationHandler } from '../createElicitationHandler.js';
import type { ElicitClientError } from '../errors.js';
import type { QuestionBudgetOptions } from '../questionBudget.js';
import { budgetOptions } from '../questionBudget.js';
import type { QuestionLock } from '../questionLock.js';
import { createQuestionLock } from '../questionLock.js';
import { commandLine } from '../commandLine.js';

// Typed by shape, so the client needs no @anthropic-ai/claude-agent-sdk at run time; the tests
// check these against the SDK's published types.

/** The SDK's `ElicitationRequest` (every key present, absent ones `undefined`). @public */
export interface ClaudeElicitationRequest {
  /** The host's own key for the server in `mcpServers`: trusted. */
  serverName: string;
  message: string;
  mode?: 'form' | 'url' | undefined;
  url?: string | undefined;
  elicitationId?: string | undefined;
  requestedSchema?: Record<string, unknown> | undefined;
  /** From the server's `_meta['anthropic/permissionDisplay']`: self-reported. */
  title?: string | undefined;
  displayName?: string | undefined;
  description?: string | undefined;
}

/** The second argument of the SDK's `onElicitation`. @public */
export interface ClaudeElicitationCall {
  signal: AbortSignal;
  requestId: string;
}

/** What a host configured for a server (its `mcpServers` entry will do): trusted. @public */
export interface ClaudeServerConfig {
  /** The SDK's transport kind (`stdio`, `http`, `sse`…): accepted as the SDK's entries carry it. */
  type?: string;
  url?: string;
  command?: string;
  /** A stdio server's arguments: with `command`, the command line the person is shown. */
  args?: readonly string[];
}

export interface ClaudeAgentElicitationOptions extends QuestionBudgetOptions {
  /** The host's `mcpServers` (or just their URLs/commands), keyed as the SDK names them. */
  servers?: Readonly<Record<string, ClaudeServerConfig>>;
  /** Shared with other adapters that draw on the same screen. One per host by default. */
  lock?: QuestionLock;
  onError?: (error: ElicitClientError) => void;
}

/** A message of `query()`'s stream, as far as `observe` reads it. @public */
export interface ClaudeStreamMessage {
  type: string;
  subtype?: string;
  mcp_server_name?: string;
  elicitation_id?: string;
}

export interface ClaudeAgentElicitation {
  /** Pass as `query({ options: { onElicitation } })`. Never resolves `null`. */
  onElicitation(
    request: ClaudeElicitationRequest,
    call: ClaudeElicitationCall,
  ): Promise<ElicitResult>;
  /** Feed every message of the query's stream: `elicitation_complete` closes its URL prompt. */
  observe(message: ClaudeStreamMessage): void;
}

/**
 * `const { onElicitation, observe } = claudeAgentElicitation(renderer, { servers: mcpServers })`,
 * then `query({ prompt, options: { mcpServers, onElicitation } })` and `observe(message)` for each
 * message. The SDK sends whatever the callback returns unvalidated and calls it concurrently:
 * here each answer is validated (asked again once, then cancel) and questions come one at a time.
 */
export function claudeAgentElicitation(
  renderer: ElicitationRenderer,
  options: ClaudeAgentElicitationOptions = {},
): ClaudeAgentElicitation {
  // One handler per server (its own budget and URL completions), one lock for the host.
  const lock = options.lock ?? createQuestionLock();
  const handlers = new Map<string, ElicitationHandler>();
  // The self-reported name of each server's latest question, read as that question starts.
  const latest = new Map<string, string | undefined>();
  const handlerFor = (serverName: string, reportedName: string | undefined) => {
    let handler = handlers.get(serverName);
    if (!handler) {
      handler = createElicitationHandler(renderer, {
        // Read per question: the self-reported name may differ between questions.
        server: () => identity(serverName, options.servers?.[serverName], latest.get(serverName)),
        lock,
        ...(options.onError && { onError: options.onError }),
        ...budgetOptions(options),
      });
      handlers.set(serverName, handler);
    }
    latest.set(serverName, reportedName);
    return handler;
  };

  return {
    async onElicitation(request, call) {
      try {
        const handler = handlerFor(request.serverName, request.displayName ?? request.title);
        return await handler(wireParams(request), { key: call.requestId, signal: call.signal });
      } catch {
        // A renderer that threw: cancel, never null (a 2026 call would wait for it until aborted).
        return { action: 'cancel' };
      }
    },
    observe(message) {
      if (message.type !== 'system' || message.subtype !== 'elicitation_complete') return;
      if (message.mcp_server_name === undefined || message.elicitation_id === undefined) return;
      // The SDK streams completions for ids that are not open too: the handler ignores those.
      handlers.get(message.mcp_server_name)?.complete(message.elicitation_id);
    },
  };
}

function identity(
  serverName: string,
  config: ClaudeServerConfig | undefined,
  reportedName: string | undefined,
): ServerIdentity {
  // The URL, or the command line as configured (never env): `node a.mjs` and `node b.mjs` differ.
  const trustedUrl =
    config?.url ??
    (config?.command !== undefined ? commandLine(config.command, config.args) : undefined);
  return {
    trustedId: serverName,
    ...(trustedUrl !== undefined && { trustedUrl }),
    ...(reportedName !== undefined && { reportedName }),
  };
}

/** The request as the server sent it: the SDK's undefined keys and its own fields left out. */
function wireParams(request: ClaudeElicitationRequest): Record<string, unknown> {
  const params: Record<string, unknown> = { message: request.message };
  if (request.mode !== undefined) params.mode = request.mode;
  if (request.url !== undefined) params.url = request.url;
  if (request.elicitationId !== undefined) params.elicitationId = request.elicitationId;
  if (request.requestedSchema !== undefined) params.requestedSchema = request.requestedSchema;
  return params;
}
