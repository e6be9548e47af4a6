import type { ElicitationRenderer, ElicitResult, RequestSubject } from '@elicitkit/core';
import type { ElicitationHandler } from '../createElicitationHandler.js';
import { createQuestionHandler } from '../createElicitationHandler.js';
import type { ElicitClientError } from '../errors.js';
import type { HumanTime } from '../humanTime.js';
import { humanTime } from '../humanTime.js';
import type { QuestionBudgetOptions } from '../questionBudget.js';
import { budgetOptions } from '../questionBudget.js';
import type { QuestionLock } from '../questionLock.js';
import { QuestionSignal } from '../questionSignal.js';

// What every library adapter shares: one handler per attached client, its identity from the
// host's configuration, and the calls in flight. The spec links a pushed question to no
// particular request, so (like connect()'s loop) a question follows the abort signal of the one
// call in flight, when exactly one is.

export interface AttachOptions extends QuestionBudgetOptions {
  renderer: ElicitationRenderer;
  /** Your name for this server, from your configuration: shown to the person as trusted. */
  serverId: string;
  /** The address you connected to (URL or command line): trusted. */
  serverUrl?: string;
  /** Share one with every attachment that draws on the same screen. */
  lock?: QuestionLock;
  /** Why a question was answered cancel without the person (renderer failed, two bad answers). */
  onError?: (error: ElicitClientError) => void;
}

/** A request of the host's in flight, as `humanTime` gives it to the library. */
export interface HostCall extends HumanTime {
  /** What the call is, shown with its questions (a tool's name; `destructive` from its annotations). */
  readonly subject?: RequestSubject;
}

export interface Attachment {
  readonly handler: ElicitationHandler;
  /** Answers one pushed question under the one-call-in-flight rule. */
  answer(params: unknown, context: { signal?: AbortSignal; key?: string }): Promise<ElicitResult>;
  /**
   * Options for one request of the host's (a tool call): the library's own timeout off, a
   * `timeoutMs` that pauses while a question is open, and the host's signal (aborting it answers
   * that call's open question with cancel). `dispose()` once the request settled.
   */
  call(options?: { timeoutMs?: number; signal?: AbortSignal; subject?: RequestSubject }): HostCall;
  /** Open questions answer cancel; later ones too. */
  close(): void;
}

/** SDK v1 and v2's request timeout (60 s): what `call()` counts while nobody is asked anything. */
const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;

export function createAttachment(
  options: AttachOptions,
  reported: () => { name?: string; version?: string } | undefined,
  era: () => '2025-11-25' | '2026-07-28' = () => '2025-11-25',
): Attachment {
  const { handler, ask } = createQuestionHandler(options.renderer, {
    server: () => {
      const info = reported();
      return {
        trustedId: options.serverId,
        ...(options.serverUrl !== undefined && { trustedUrl: options.serverUrl }),
        ...(typeof info?.name === 'string' && { reportedName: info.name }),
        ...(typeof info?.version === 'string' && { reportedVersion: info.version }),
      };
    },
    era,
    ...(options.lock && { lock: options.lock }),
    ...(options.onError && { onError: options.onError }),
    ...budgetOptions(options),
  });
  const calls = new Set<HostCall>();
  // Closing aborts the questions open at that moment, and every later one at once: a set of them
  // rather than a signal each would listen on.
  const open = new Set<QuestionSignal>();
  let closed = false;
  return {
    handler,
    async answer(params, context) {
      const only = calls.size === 1 ? (calls.values().next().value as HostCall) : undefined;
      const sources: AbortSignal[] = [];
      if (context.signal) sources.push(context.signal);
      if (only) sources.push(only.signal);
      const signal = new QuestionSignal(sources);
      if (closed) signal.abort();
      else open.add(signal);
      try {
        return await ask(
          params,
          {
            ...(context.key !== undefined && { key: context.key }),
            ...(only?.subject && { subject: only.subject }),
            era: era(),
          },
          signal,
        );
      } finally {
        open.delete(signal);
        signal.dispose();
      }
    },
    call(callOptions = {}) {
      const time = humanTime(
        handler,
        callOptions.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
        callOptions.signal,
      );
      const call: HostCall = {
        signal: time.signal,
        options: time.options,
        ...(callOptions.subject && { subject: callOptions.subject }),
        dispose() {
          calls.delete(call);
          time.dispose();
        },
      };
      calls.add(call);
      return call;
    },
    close() {
      closed = true;
      for (const signal of [...open]) signal.abort();
    },
  };
}

/** What `attachElicitation` returns, for every SDK. */
export interface AttachedElicitation {
  /** Removes the handlers; open questions answer cancel. */
  (): void;
  /**
   * Options for one request (a tool call), passed as the SDK's request options. The SDK's own
   * timeout is off; `timeoutMs` (60 s) counts only while nobody is being asked, and aborting
   * `signal` answers that call's open question with cancel. `call.dispose()` afterwards.
   */
  call: Attachment['call'];
  readonly handler: ElicitationHandler;
}

/** The detach function of an attachment whose handlers `removeHandlers` takes off the client. */
export function attached(attachment: Attachment, removeHandlers: () => void): AttachedElicitation {
  const detach = () => {
    removeHandlers();
    attachment.close();
  };
  return Object.defineProperties(detach, {
    call: { value: attachment.call },
    handler: { value: attachment.handler },
  }) as AttachedElicitation;
}
