import type {
  Elicitation,
  ElicitationRenderer,
  ElicitResult,
  RenderContext,
  RendererNotice,
  ServerIdentity,
} from '@elicitkit/core';
import { createElicitationHandler } from '../createElicitationHandler.js';
import type { ElicitClientError } from '../errors.js';
import { normalizeElicitation } from '../normalizeElicitation.js';
import type { QuestionBudgetOptions } from '../questionBudget.js';
import { budgetOptions } from '../questionBudget.js';
import type { QuestionLock } from '../questionLock.js';
import type { RefusedQuestion } from '../reportRefusedPushes.js';
import { refusalOf } from '../reportRefusedPushes.js';
import { commandLine } from '../commandLine.js';

// Typed by shape, so the client needs no @agentclientprotocol/sdk at run time; the tests check
// these against the SDK's published types (its app API: `client().onRequest(method, handler)`).

/** The SDK's `CreateElicitationRequest`, as far as the adapter reads it. @public */
export interface AcpElicitationParams {
  message: string;
  /** `form`, `url`, or an extension (`_…`) or future mode, which the SDK lets through. */
  mode: string;
  /** Session scope: the session (and tool call) the question belongs to, as the agent says. */
  sessionId?: string;
  toolCallId?: string | null;
  /** Request scope: the editor's request (before any session) the question belongs to. */
  requestId?: string | number | null;
}

/** The one context argument the SDK passes a client request handler. @public */
export interface AcpRequestContext<Params> {
  method: string;
  params: Params;
  /** Aborts on the agent's `$/cancel_request` for this request, or when the connection closes. */
  signal: AbortSignal;
  requestId: string | number | null;
}

/** The SDK's `CompleteElicitationNotification`. @public */
export interface AcpCompleteElicitationParams {
  elicitationId: string;
}

/**
 * Where in the editor a question belongs, as the agent says (its `sessionId`/`toolCallId`, or the
 * editor's own `requestId` before any session): self-reported, for pinning the question to a
 * session's tool-call card, never for deciding who asks. @public
 */
export type AcpQuestionScope =
  { sessionId: string; toolCallId?: string } | { requestId: string | number | null };

/** What an ACP question's renderer is handed: the kit's context and the question's scope. @public */
export type AcpRenderContext = RenderContext & { acp: AcpQuestionScope };

/**
 * A renderer that may read `context.acp`; any `ElicitationRenderer` will do. @public
 */
export type AcpElicitationRenderer = ((
  request: Elicitation,
  context: AcpRenderContext,
) => Promise<ElicitResult>) & { notify?: (notice: RendererNotice) => void };

export interface AcpElicitationOptions extends QuestionBudgetOptions {
  /** The agent as the editor configured it (its entry in the editor's agent list): trusted. */
  agentId: string;
  /** The command the editor starts the agent with (never env): with `args`, the line shown as trusted. */
  command?: string;
  /** The arguments the editor starts the agent with, as configured. */
  args?: readonly string[];
  /** Shared with other adapters that draw on the same screen. One per agent connection by default. */
  lock?: QuestionLock;
  onError?: (error: ElicitClientError) => void;
  /**
   * Told of a question answered `cancel` unseen because its mode or a field's type is one this kit
   * does not know (an `_…` extension or a future ACP variant), with core's diagnostics.
   */
  onQuestionRefused?: (refusal: RefusedQuestion) => void;
}

export interface AcpElicitation {
  /** `client().onRequest('elicitation/create', elicitation.create)`. Never rejects. */
  create(context: AcpRequestContext<AcpElicitationParams>): Promise<ElicitResult>;
  /** `.onNotification('elicitation/complete', elicitation.complete)`: closes only that URL prompt. */
  complete(context: { params: AcpCompleteElicitationParams }): void;
}

/**
 * `const elicitation = acpElicitation(renderer, { agentId })`, then
 * `client().onRequest('elicitation/create', elicitation.create)
 * .onNotification('elicitation/complete', elicitation.complete)`, and `initialize` with
 * `clientCapabilities: { elicitation: acpElicitationCapabilities() }`. One per agent connection:
 * its questions come one at a time, each answer validated (asked again once, then cancel).
 */
export function acpElicitation(
  renderer: AcpElicitationRenderer,
  options: AcpElicitationOptions,
): AcpElicitation {
  const server: ServerIdentity = {
    trustedId: options.agentId,
    ...(options.command !== undefined && {
      trustedUrl: commandLine(options.command, options.args),
    }),
  };
  // The scope of each open question, by the key the handler passes the renderer as inputKey.
  const scopes = new Map<string, AcpQuestionScope>();
  const scoped: ElicitationRenderer = (request, context) => {
    // The context is this attempt's own object: adding to it keeps its lazy signal lazy.
    const scope = context.inputKey === undefined ? undefined : scopes.get(context.inputKey);
    (context as AcpRenderContext).acp = scope ?? { requestId: null };
    return renderer(request, context as AcpRenderContext);
  };
  if (renderer.notify) scoped.notify = (notice) => renderer.notify?.(notice);
  const handler = createElicitationHandler(scoped, {
    server,
    ...(options.lock && { lock: options.lock }),
    ...(options.onError && { onError: options.onError }),
    ...budgetOptions(options),
  });

  return {
    async create({ params, signal, requestId }) {
      try {
        if (unknownVariant(params)) {
          const { reason, line } = refusalOf(params);
          options.onQuestionRefused?.({
            server: { ...server },
            method: 'elicitation/create',
            diagnostics: normalizeElicitation(params).diagnostics.filter(
              (d) => d.code === 'unknown-mode' || d.code === 'unsupported-property',
            ),
            ...(reason && { reason }),
            line,
          });
          return { action: 'cancel' };
        }
        const key = String(requestId);
        scopes.set(key, scopeOf(params));
        try {
          return await handler(params, { key, signal });
        } finally {
          scopes.delete(key);
        }
      } catch {
        // A renderer that threw, or a host's lock that failed: cancel, never an error to the agent.
        return { action: 'cancel' };
      }
    },
    complete({ params }) {
      // Ignored unless a URL prompt with that id is open (createElicitationHandler decides).
      handler.complete(params.elicitationId);
    },
  };
}

function scopeOf(params: AcpElicitationParams): AcpQuestionScope {
  if (typeof params.sessionId === 'string') {
    return {
      sessionId: params.sessionId,
      ...(typeof params.toolCallId === 'string' && { toolCallId: params.toolCallId }),
    };
  }
  return { requestId: params.requestId ?? null };
}

const KNOWN_MODES: ReadonlySet<unknown> = new Set(['form', 'url']);
// ACP's ElicitationPropertySchema variants; anything else is an extension or a future variant.
const KNOWN_TYPES: ReadonlySet<unknown> = new Set([
  'string',
  'number',
  'integer',
  'boolean',
  'array',
]);

/**
 * A mode or field type ACP reserves for extensions (`_…`) or future variants: the SDK passes
 * them through, and a form missing a field the agent needs is not the question it asked.
 */
function unknownVariant(params: AcpElicitationParams): boolean {
  if (!KNOWN_MODES.has(params.mode)) return true;
  if (params.mode !== 'form') return false;
  const schema = (params as { requestedSchema?: unknown }).requestedSchema;
  const properties =
    typeof schema === 'object' && schema !== null
      ? (schema as { properties?: unknown }).properties
      : undefined;
  if (typeof properties !== 'object' || properties === null) return false;
  for (const property of Object.values(properties)) {
    const type =
      typeof property === 'object' && property !== null
        ? (property as { type?: unknown }).type
        : undefined;
    if (typeof type === 'string' && !KNOWN_TYPES.has(type)) return true;
  }
  return false;
}
