import type { ToolCall, ToolCallState } from '@elicitkit/client';
import { TaskEndedError } from '@elicitkit/client';
import type { WritableStore } from '@elicitkit/core';
import type { ElicitResult, RenderContext } from '@elicitkit/core';
import { createStore, PROTOCOL_2026 } from '@elicitkit/core';
import type { CallLog, RoundEntry, TaskLog } from './callLog.js';
import { askedOf, askedOfRequest, fingerprint } from './callLog.js';
import type { SentTaskUpdate, SentToolCall } from './createWireTap.js';
import { toCallError } from './describeError.js';
import { clearPendingCall, savePendingCall } from './pendingCall.js';

function roundId(round: number, key: string): string {
  return `${round}/${key}`;
}

/** A task's keys are unique for its lifetime (spec: Tasks extension), so the task id and key name a question. */
function taskQuestionId(taskId: string, key: string): string {
  return `task/${taskId}/${key}`;
}

/**
 * The task's last status once the call is over: its end is known from how the call ended. A task
 * the person stopped was sent tasks/cancel; its last message ("waiting…") no longer holds.
 */
function finalTask(
  task: TaskLog | undefined,
  state: ToolCallState,
  stopped: boolean,
): TaskLog | undefined {
  if (!task) return undefined;
  if (state.phase === 'complete') return { ...task, status: 'completed' };
  if (state.phase !== 'failed') return task;
  if (stopped) return { taskId: task.taskId, status: 'cancelled' };
  if (state.error instanceof TaskEndedError)
    return { ...task, status: state.error.code === 'task-failed' ? 'failed' : 'cancelled' };
  return task;
}

/** The 2025 question being shown: pushes and URL prompts carry no round or key in the context. */
function lastUnanswered(entries: RoundEntry[]): number {
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i] as RoundEntry;
    if (entry.source !== 'input-required' && entry.source !== 'state-only' && !entry.answer)
      return i;
  }
  return -1;
}

/**
 * Follows one ToolCall and keeps the side panel's log: each round's question, the answer that went
 * out, and whether the retry echoed the round's requestState byte for byte. While the call runs its
 * snapshot and log are kept in sessionStorage, so a reload can resume it; they are cleared once the
 * call is over (or can no longer be retried).
 */
export class CallTracker {
  readonly call: ToolCall;
  private readonly store: WritableStore<CallLog>;
  /** requestState per round, as received; in memory only (the snapshot keeps the open one). */
  private readonly received = new Map<number, string>();
  private readonly unsubscribe: () => void;
  /** Set by stop(): the abort that follows is the person's choice, not a failure. */
  private stopping = false;

  constructor(call: ToolCall, log: CallLog) {
    this.call = call;
    this.store = createStore(log);
    const saved = call.snapshot();
    if (saved.requestState !== undefined) this.received.set(saved.round, saved.requestState);
    this.unsubscribe = call.subscribe((state) => this.onState(state));
    this.onState(call.getState());
  }

  private get log(): CallLog {
    return this.store.getState();
  }

  getLog = (): CallLog => this.store.getState();

  subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener);

  dispose(): void {
    this.unsubscribe();
  }

  /** "Stop the call": ends the whole call (a task is sent tasks/cancel); it reads as stopped. */
  stop(): void {
    if (this.log.status !== 'running') return;
    this.stopping = true;
    this.call.abort();
  }

  /**
   * Stops following the call but keeps its saved snapshot: the connection is about to close (which
   * aborts the call here) so that the call can be resumed on another server.
   */
  detach(movedTo: string): void {
    this.unsubscribe();
    if (this.log.status === 'running') {
      const snapshot = this.call.snapshot();
      savePendingCall({ snapshot, log: this.log });
      // A task goes on on the server: stop following it without sending tasks/cancel.
      if (snapshot.task) this.call.detach();
      this.store.set({ ...this.log, phase: 'moved', movedTo });
    }
  }

  /** A `tasks/update` left the page: the answers it carried are what the task was sent. */
  onTaskUpdate(sent: SentTaskUpdate): void {
    if (this.log.status !== 'running' || this.log.task?.taskId !== sent.taskId) return;
    this.update((entries) =>
      entries.map((entry) => {
        if (entry.taskId !== sent.taskId || !Object.hasOwn(sent.inputResponses, entry.key))
          return entry;
        return { ...entry, answer: sent.inputResponses[entry.key] };
      }),
    );
  }

  /** A `tools/call` left the page: record the answers it carried and check the echoed state. */
  onSent(sent: SentToolCall): void {
    if (sent.tool !== this.call.tool || this.log.status !== 'running') return;
    if (sent.requestState === undefined && sent.inputResponses === undefined) return;
    // The open round is still the call's current one until the server answers this leg.
    const round = this.call.snapshot().round;
    const expected = this.received.get(round);
    const echoed: RoundEntry['echoed'] =
      sent.requestState === undefined
        ? expected === undefined
          ? undefined
          : 'missing'
        : sent.requestState === expected
          ? 'exact'
          : 'different';
    this.update((entries) =>
      entries.map((entry) => {
        if (entry.round !== round || entry.source === 'pushed') return entry;
        const answer = sent.inputResponses?.[entry.key];
        return {
          ...entry,
          ...(echoed !== undefined && { echoed }),
          ...(answer !== undefined && { answer }),
        };
      }),
    );
  }

  /** The renderer answered: the only record of 2025-11-25 answers (2026 ones come from the wire). */
  onAnswered(context: RenderContext, result: ElicitResult): void {
    // A 2026 task's answers are recorded from the wire (onTaskUpdate): what left the page. A 2025
    // task's question is a push like any other, answered in its response.
    if (this.log.status !== 'running' || (context.task && this.log.era === PROTOCOL_2026)) return;
    this.update((entries) => {
      const index =
        context.round !== undefined && context.inputKey !== undefined
          ? entries.findIndex((e) => e.id === roundId(context.round as number, context.inputKey!))
          : lastUnanswered(entries);
      if (index === -1) return entries;
      const next = [...entries];
      next[index] = { ...(next[index] as RoundEntry), answer: result };
      return next;
    });
  }

  private update(change: (entries: RoundEntry[]) => RoundEntry[]): void {
    const entries = change(this.log.entries);
    if (entries === this.log.entries) return;
    this.publish({ ...this.log, entries });
  }

  private publish(log: CallLog): void {
    if (log.status === 'running') savePendingCall({ snapshot: this.call.snapshot(), log });
    this.store.set(log);
  }

  private onState(state: ToolCallState): void {
    let entries = this.log.entries;
    if (state.phase === 'awaiting-input') entries = this.withAwaiting(entries, state);
    if (this.log.era === PROTOCOL_2026) entries = this.withOpenRound(entries);
    const next: CallLog = { ...this.log, entries, phase: state.phase };
    const task =
      state.phase === 'task' || (state.phase === 'awaiting-input' && state.task)
        ? state.task
        : undefined;
    if (task)
      next.task = {
        taskId: task.taskId,
        status: task.status,
        ...(task.statusMessage !== undefined && { statusMessage: task.statusMessage }),
      };
    const stopped = this.stopping && state.phase === 'failed';
    const ended = finalTask(next.task, state, stopped);
    if (ended) next.task = ended;
    if (stopped) {
      next.status = 'stopped';
      delete next.error;
    } else if (state.phase === 'complete') {
      next.status = 'complete';
      next.result = state.result;
      delete next.error;
    } else if (state.phase === 'failed') {
      next.status = 'failed';
      next.error = toCallError(state.error);
    } else {
      next.status = 'running';
      delete next.error;
    }
    // A finished call must not be resumed by the next reload; a retryable failure may be.
    if (stopped || next.status === 'complete' || (state.phase === 'failed' && !state.retryable))
      clearPendingCall();
    else if (next.status === 'failed')
      savePendingCall({ snapshot: this.call.snapshot(), log: { ...next, status: 'running' } });
    this.publish(next);
  }

  private withAwaiting(
    entries: RoundEntry[],
    state: Extract<ToolCallState, { phase: 'awaiting-input' }>,
  ): RoundEntry[] {
    // Pushed request ids restart with each 2025 session, so a call started over after a reload
    // numbers its questions apart from the ones before it.
    const taskId = state.source === 'task' ? state.task?.taskId : undefined;
    const id =
      state.source === 'input-required'
        ? roundId(state.round, state.key)
        : taskId !== undefined
          ? taskQuestionId(taskId, state.key)
          : `${state.source}/${this.log.resumedOn.length}/${state.key}`;
    const asked = state.elicitation ? askedOf(state.elicitation) : askedOfRequest(state.request);
    const index = entries.findIndex((e) => e.id === id);
    if (index !== -1) {
      const next = [...entries];
      next[index] = { ...(next[index] as RoundEntry), asked };
      return next;
    }
    return [
      ...entries,
      {
        id,
        ...(state.source === 'input-required' && { round: state.round }),
        key: state.key,
        source: state.source,
        ...(taskId !== undefined && { taskId }),
        era: this.log.era,
        asked,
      },
    ];
  }

  /** 2026: every request of the open round is listed, with its answer once given. */
  private withOpenRound(entries: RoundEntry[]): RoundEntry[] {
    const snapshot = this.call.snapshot();
    if (snapshot.inputRequests === undefined) return entries;
    const round = snapshot.round;
    if (snapshot.requestState !== undefined) this.received.set(round, snapshot.requestState);
    const state =
      snapshot.requestState === undefined
        ? {}
        : { requestState: fingerprint(snapshot.requestState) };
    const keys = Object.keys(snapshot.inputRequests);
    const wanted: RoundEntry[] =
      keys.length === 0
        ? [
            {
              id: roundId(round, '(state only)'),
              round,
              key: '(state only)',
              source: 'state-only',
              era: this.log.era,
              asked: { mode: 'state-only' },
              ...state,
            },
          ]
        : keys.map((key) => ({
            id: roundId(round, key),
            round,
            key,
            source: 'input-required' as const,
            era: this.log.era,
            asked: askedOfRequest(snapshot.inputRequests?.[key]),
            ...state,
          }));
    let next = entries;
    for (const entry of wanted) {
      const index = next.findIndex((e) => e.id === entry.id);
      const answer = snapshot.answers[entry.key];
      if (index === -1) {
        next = [...next, { ...entry, ...(answer !== undefined && { answer }) }];
        continue;
      }
      const current = next[index] as RoundEntry;
      const merged: RoundEntry = {
        ...current,
        ...state,
        ...(answer !== undefined && { answer }),
      };
      if (
        merged.answer !== current.answer ||
        merged.requestState?.length !== current.requestState?.length ||
        merged.requestState?.prefix !== current.requestState?.prefix
      ) {
        next = [...next];
        next[index] = merged;
      }
    }
    return next;
  }
}
