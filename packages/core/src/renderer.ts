import type { Msg } from './messages/types.js';
import type { Elicitation } from './normalizeRequest.js';
import type { ElicitResult, ProtocolEra } from './protocol.js';
import type { FieldError } from './validateContent.js';

/**
 * Who is asking. The host's own configuration is trusted; what the server says about itself is not,
 * and renderers show the two apart.
 */
export interface ServerIdentity {
  /** The host's name or id for this server (from its configuration): trusted. */
  trustedId: string;
  /** The address the host connected to (URL, or the stdio command): trusted. */
  trustedUrl?: string;
  /** serverInfo.name as the server reported it: self-reported, display only. */
  reportedName?: string;
  reportedVersion?: string;
}

/**
 * The request a question belongs to, as the host's listing of the server describes it. Every part
 * is self-reported by the server; it may only ever make the client more careful, never less.
 */
export interface RequestSubject {
  method: 'tools/call' | 'prompts/get' | 'resources/read';
  /** The tool or prompt name, or the resource URI. */
  name: string;
  /** The title the server listed for it (display only). */
  title?: string;
  /**
   * The tool is annotated `destructiveHint: true`: renderers draw Accept as dangerous, and no
   * earlier decision or draft is restored into the form.
   */
  destructive?: boolean;
}

/** A running task (Tasks extension, or a 2025-11-25 task) that is the one asking. */
export interface TaskContext {
  taskId: string;
  /** The server's latest `statusMessage` for the task (self-reported). */
  statusMessage?: string;
}

export interface RenderContext {
  server: ServerIdentity;
  era: ProtocolEra;
  /** 2026-07-28: the input_required round (1-based) and the inputRequests key being answered. */
  round?: number;
  /** How many rounds the exchange has, when the loop knows it ("Question 2 of 3"). */
  totalRounds?: number;
  inputKey?: string;
  /** 1 for the first showing; 2 when the loop asks again because the previous answer did not fit. */
  attempt?: number;
  /** Why the previous answer was not sent, per field (with `attempt` 2): show these to the person. */
  errors?: FieldError[];
  /** What the question belongs to, when the loop knows it (tool, prompt or resource). */
  subject?: RequestSubject;
  /** Set when a running task is asking, so renderers can say so. */
  task?: TaskContext;
  /**
   * URL mode: how many times this same address was already shown in this request and the person
   * said they had finished. The server asks again because it does not see the step done yet:
   * renderers say so and offer "I've finished" again (a new decision, never a restored one).
   */
  shownBefore?: number;
  /**
   * 2025-11-25 URL mode: aborts when the server announces this elicitation complete
   * (`notifications/elicitation/complete`) while it is shown. The server's "done" is never the
   * person's consent: a renderer treats it as "I've finished" (consent action `finished`), which
   * closes the prompt with accept only once the person has opened the page (phase `opened`);
   * still in `review`, the prompt stays open. A renderer that ignores it simply stays open.
   */
  serverCompleted?: AbortSignal;
  /**
   * The person's "stop asking" for this server: every later question of this connection (this
   * session) is answered `cancel` without being shown. This question is still answered by what
   * the renderer resolves (usually cancel). Absent when the loop keeps no question budget.
   */
  stopAsking?: () => void;
  /** Aborts when the call is cancelled or the server withdraws the request; the renderer then resolves cancel. */
  signal: AbortSignal;
}

/** Something the person is told without being asked anything. */
export interface RendererNotice {
  /**
   * `budget-exhausted`: the server's further questions are refused without being shown (the
   * connection's question budget is spent, or the person said stop); told once per connection.
   */
  kind: 'budget-exhausted';
  /** Who is refused (trusted identity first, as in a question). */
  server: ServerIdentity;
  /** The words to show, from the catalogue. */
  msg: Msg;
}

/** The one contract between the loop and any renderer (web, terminal, headless). */
export type ElicitationRenderer = ((
  request: Elicitation,
  context: RenderContext,
) => Promise<ElicitResult>) & {
  /** Told things outside a question (a refused server); a renderer without it is told nothing. */
  notify?: (notice: RendererNotice) => void;
};
