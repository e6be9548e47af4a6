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

export interface RenderContext {
  server: ServerIdentity;
  era: ProtocolEra;
  /** 2026-07-28: the input_required round (1-based) and the inputRequests key being answered. */
  round?: number;
  inputKey?: string;
  /** 1 for the first showing; 2 when the loop asks again because the previous answer did not fit. */
  attempt?: number;
  /** Why the previous answer was not sent, per field (with `attempt` 2): show these to the person. */
  errors?: FieldError[];
  /** Aborts when the call is cancelled or the server withdraws the request; the renderer then resolves cancel. */
  signal: AbortSignal;
}

/** The one contract between the loop and any renderer (web, terminal, headless). */
export type ElicitationRenderer = (
  request: Elicitation,
  context: RenderContext,
) => Promise<ElicitResult>;
