import type { ElicitClientErrorCode, InputSource, TaskStatus } from '@elicitkit/client';
import type { Elicitation, FieldKind, Msg, ProtocolEra } from '@elicitkit/core';
import { normalizeRequest } from '@elicitkit/core';

/** What one question asked, reduced to what the side panel shows. */
export type Asked =
  | {
      mode: 'form';
      message: string;
      fields: { name: string; kind: FieldKind; required: boolean }[];
    }
  | { mode: 'url'; message: string; url: string }
  /** sampling/roots, or anything else embedded: only its method is shown. */
  | { mode: 'other'; method: string }
  /** A 2026 round that carried only requestState (nothing to ask). */
  | { mode: 'state-only' };

/** A requestState is never parsed or shown whole: its length and first characters identify it. */
export interface StateFingerprint {
  length: number;
  prefix: string;
}

export interface RoundEntry {
  /**
   * Stable within a call: `round/key` for 2026 rounds, `task/<taskId>/key` for a task's questions,
   * the source and key otherwise.
   */
  id: string;
  /** The input_required round (2026-07-28); absent for 2025-11-25 pushes. */
  round?: number;
  /** The inputRequests key (2026, rounds or task), or the pushed request's id / elicitationId (2025). */
  key: string;
  source: InputSource | 'state-only';
  /** The task that asked (source `task`): its answer goes out in `tasks/update`, not a retry. */
  taskId?: string;
  era: ProtocolEra;
  asked: Asked;
  /** The answer sent (for 2026 exactly what went into inputResponses). */
  answer?: unknown;
  /** The requestState that came with this round (2026). */
  requestState?: StateFingerprint;
  /** Set once the retry left the page: whether it carried that requestState byte for byte. */
  echoed?: 'exact' | 'different' | 'missing';
  /** True for rounds answered before the page was reloaded (restored from sessionStorage). */
  beforeReload?: boolean;
}

/**
 * What an error itself says, by whose words: the kit's (in the page's language), the server's own
 * (shown as the server's, untranslated), or the runtime's report (the browser's, a library's).
 */
export type ErrorDetail =
  | { readonly kind: 'kit'; readonly msg: Msg }
  | { readonly kind: 'server'; readonly text: string }
  | { readonly kind: 'runtime'; readonly text: string };

export interface CallError {
  /** The client error's code (or the JavaScript error name): shown. */
  kind: string;
  /** The client error's code: decided on. */
  code?: ElicitClientErrorCode;
  detail?: ErrorDetail;
  retryable: boolean;
  /** A fetch got no readable response (server down or CORS); decided from the error, not its text. */
  network?: boolean;
}

/** `stopped`: the person ended the call ("Stop the call"), a choice rather than a failure. */
type CallStatus = 'running' | 'complete' | 'failed' | 'stopped';

/** The task a call became (MCP Tasks extension): the server's latest word on it. */
export interface TaskLog {
  taskId: string;
  status: TaskStatus['status'];
  /** Self-reported by the server; shown through core's taskStatusLine, never as markup. */
  statusMessage?: string;
}

export interface CallLog {
  tool: string;
  arguments?: Record<string, unknown>;
  era: ProtocolEra;
  protocolVersion: string;
  /** The server the call was started on. */
  startedOn: string;
  /** Servers the call was resumed on after a reload, in order. */
  resumedOn: string[];
  /** Set when a resume had to start the call over (a 2025-11-25 call's state dies with its session). */
  restarted?: boolean;
  entries: RoundEntry[];
  status: CallStatus;
  /**
   * The phase the loop is in, for the status line: a ToolCallState phase, or `moved` once the page
   * detached the call to resume it on `movedTo`.
   */
  phase: string;
  movedTo?: string;
  /** Set once the call became a task (it then lives on the server; a reload re-attaches). */
  task?: TaskLog;
  result?: unknown;
  error?: CallError;
}

const PREFIX = 12;

export function fingerprint(state: string): StateFingerprint {
  return { length: state.length, prefix: state.slice(0, PREFIX) };
}

/** Summarises a normalised elicitation for the side panel (field names and kinds, or the URL). */
export function askedOf(elicitation: Elicitation): Asked {
  if (elicitation.mode === 'url')
    return {
      mode: 'url',
      message: elicitation.message,
      url: elicitation.url.href ?? elicitation.url.display,
    };
  return {
    mode: 'form',
    message: elicitation.message,
    fields: elicitation.form.fields.map((field) => ({
      name: field.name,
      kind: field.kind,
      required: field.required,
    })),
  };
}

/** Summarises a raw embedded request (as kept in a snapshot) the same way. */
export function askedOfRequest(request: unknown): Asked {
  const raw =
    typeof request === 'object' && request !== null ? (request as Record<string, unknown>) : {};
  if (raw['method'] === 'elicitation/create') return askedOf(normalizeRequest(raw['params']));
  return { mode: 'other', method: typeof raw['method'] === 'string' ? raw['method'] : 'unknown' };
}
