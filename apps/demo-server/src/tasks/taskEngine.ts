import { randomBytes, randomUUID } from 'node:crypto';
import { ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/server';
import type { InputResponse } from '@modelcontextprotocol/server';
import { InputResponseV2Schema } from '@modelcontextprotocol/ext-tasks/core/v2';
import { TERMINAL_STATUSES, storeFailure } from '../store/demoStore.js';
import type { DemoStore, TaskRecord } from '../store/demoStore.js';
import type { AnyTaskProgram, StepOutcome } from './taskProgram.js';

export interface TaskEngineOptions {
  store: DemoStore;
  log: (message: string) => void;
  /** How long a task stays readable after it is created (default 1 hour). */
  ttlMs?: number;
  /** The polling pace suggested to clients (default 500 ms). */
  pollIntervalMs?: number;
  /** How long a claim on a step holds before another replica may take the step over (default 3 s). */
  leaseMs?: number;
  /** How often this replica looks for due steps (default 100 ms). */
  tickMs?: number;
}

/** The wire view of a task (`DetailedTask`): what tasks/get returns, less `resultType`. */
export type TaskView = Record<string, unknown> & { taskId: string; status: TaskRecord['status'] };

const notFound = () =>
  new ProtocolError(ProtocolErrorCode.InvalidParams, 'Failed to retrieve task: Task not found');

/**
 * Runs task programs against the shared store. Every replica runs one engine: any of them
 * answers tasks/get, tasks/update and tasks/cancel for any task, and a small worker loop claims
 * due steps with a lease, runs them and checkpoints the result with a compare-and-set write. A
 * replica that dies mid-step loses its lease, and another one runs that step again.
 */
export class TaskEngine {
  readonly owner = `${process.pid}-${randomBytes(4).toString('hex')}`;
  private readonly programs = new Map<string, AnyTaskProgram>();
  private readonly running = new Map<string, AbortController>();
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;
  private lastTickError: string | undefined;
  private readonly ttlMs: number;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly tickMs: number;

  constructor(private readonly options: TaskEngineOptions) {
    this.ttlMs = options.ttlMs ?? 3_600_000;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.leaseMs = options.leaseMs ?? 3_000;
    this.tickMs = options.tickMs ?? 100;
  }

  get store(): DemoStore {
    return this.options.store;
  }

  register(program: AnyTaskProgram): void {
    this.programs.set(program.name, program);
  }

  program(name: string): AnyTaskProgram | undefined {
    return this.programs.get(name);
  }

  /** Creates a task in the store, due to run its first step now, and returns its wire view. */
  async create(program: AnyTaskProgram, state: unknown, principal?: string): Promise<TaskView> {
    const at = new Date().toISOString();
    const record: TaskRecord = {
      taskId: randomUUID(),
      program: program.name,
      ...(principal !== undefined && { principal }),
      status: 'working',
      statusMessage: 'Queued',
      createdAt: at,
      lastUpdatedAt: at,
      ttlMs: this.ttlMs,
      pollIntervalMs: this.pollIntervalMs,
      state,
      pending: {},
      answers: {},
      usedKeys: [],
      dueAt: Date.now(),
      version: 1,
    };
    await this.store.createTask(record).catch(storeFailure);
    this.kick();
    return taskView(record);
  }

  async get(taskId: string, principal?: string): Promise<TaskView> {
    return taskView(await this.owned(taskId, principal));
  }

  /**
   * Records the answers to outstanding keys; keys that are not outstanding are ignored. When the
   * last outstanding key is answered the task is working again and its next step is due.
   */
  async update(
    taskId: string,
    principal: string | undefined,
    responses: Record<string, unknown>,
  ): Promise<void> {
    const current = await this.owned(taskId, principal);
    const accepted: Record<string, InputResponse> = {};
    for (const [key, value] of Object.entries(responses)) {
      if (!(key in current.pending)) continue;
      const parsed = InputResponseV2Schema.safeParse(value);
      if (!parsed.success)
        throw new ProtocolError(
          ProtocolErrorCode.InvalidParams,
          `inputResponses["${key}"] is not a valid response to that request; nothing was recorded`,
        );
      accepted[key] = value as InputResponse;
    }
    if (Object.keys(accepted).length === 0) return;
    await this.store
      .updateTask(taskId, (r) => {
        if (r.status !== 'input_required') return undefined;
        const fresh = Object.entries(accepted).filter(([key]) => key in r.pending);
        if (fresh.length === 0) return undefined;
        const pending = { ...r.pending };
        for (const [key] of fresh) delete pending[key];
        const answers = { ...r.answers, ...Object.fromEntries(fresh) };
        const resume = Object.keys(pending).length === 0;
        return {
          ...r,
          pending,
          answers,
          lastUpdatedAt: new Date().toISOString(),
          ...(resume && { status: 'working', statusMessage: 'Resuming', dueAt: Date.now() }),
        };
      })
      .catch(storeFailure);
    this.kick();
  }

  /** Cancels a task that is not finished yet; cancelling a finished task is a no-op. */
  async cancel(taskId: string, principal?: string): Promise<void> {
    await this.owned(taskId, principal);
    await this.store
      .updateTask(taskId, (r) =>
        TERMINAL_STATUSES.includes(r.status)
          ? undefined
          : {
              ...r,
              status: 'cancelled',
              statusMessage: 'Cancelled by the client',
              pending: {},
              dueAt: undefined,
              lease: undefined,
              lastUpdatedAt: new Date().toISOString(),
            },
      )
      .catch(storeFailure);
    this.running.get(taskId)?.abort();
  }

  /** Starts this replica's worker loop. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), this.tickMs);
    this.timer.unref();
  }

  /** Stops claiming steps and abandons the ones in flight (their leases lapse for others). */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    for (const controller of this.running.values()) controller.abort();
  }

  /** Looks for due steps now instead of at the next tick. */
  kick(): void {
    if (this.ticking || !this.timer) return;
    this.ticking = true;
    void this.tick().finally(() => (this.ticking = false));
  }

  private async tick(): Promise<void> {
    let due: string[];
    try {
      due = await this.store.dueTasks(Date.now(), 32);
    } catch (error) {
      // Said once per distinct failure, not every tick while the store is down.
      const message = `tasks: cannot list due steps: ${(error as Error).message}`;
      if (message !== this.lastTickError) this.options.log(message);
      this.lastTickError = message;
      return;
    }
    this.lastTickError = undefined;
    for (const taskId of due) if (!this.running.has(taskId)) void this.runStep(taskId);
  }

  private async runStep(taskId: string): Promise<void> {
    const controller = new AbortController();
    this.running.set(taskId, controller);
    try {
      const until = Date.now() + this.leaseMs;
      const claimed = await this.store.updateTask(taskId, (r) =>
        r.status === 'working' &&
        r.dueAt !== undefined &&
        r.dueAt <= Date.now() &&
        (r.lease === undefined || r.lease.until < Date.now())
          ? { ...r, lease: { owner: this.owner, until } }
          : undefined,
      );
      if (claimed?.lease?.owner !== this.owner || claimed.lease.until !== until) return;
      const program = this.programs.get(claimed.program);
      const outcome: StepOutcome<unknown> = program
        ? await program
            .step(claimed.state, claimed.answers, controller.signal)
            .catch((error: unknown) => ({ kind: 'fail', error: asTaskError(error) }) as const)
        : {
            kind: 'fail',
            error: {
              code: ProtocolErrorCode.InternalError,
              message: `No program ${claimed.program}`,
            },
          };
      if (controller.signal.aborted) return;
      await this.store.updateTask(taskId, (r) =>
        r.status === 'working' && r.lease?.owner === this.owner && r.lease.until === until
          ? applyOutcome(r, outcome)
          : undefined,
      );
      if (outcome.kind === 'continue' && outcome.delayMs <= 0) this.kick();
    } catch (error) {
      // The claim lapses and another tick (here or on another replica) runs the step again.
      this.options.log(`tasks: step of ${taskId} not saved: ${(error as Error).message}`);
    } finally {
      this.running.delete(taskId);
    }
  }

  private async owned(taskId: string, principal: string | undefined): Promise<TaskRecord> {
    const record = await this.store.getTask(taskId).catch(storeFailure);
    // Another caller's task is reported exactly like a missing one: its existence is not leaked.
    if (record === undefined || record.principal !== principal) throw notFound();
    return record;
  }
}

function asTaskError(error: unknown): { code: number; message: string } {
  const code = (error as { code?: unknown }).code;
  return {
    code: typeof code === 'number' ? code : ProtocolErrorCode.InternalError,
    message: error instanceof Error ? error.message : String(error),
  };
}

function applyOutcome(r: TaskRecord, outcome: StepOutcome<unknown>): TaskRecord {
  const base = {
    ...r,
    lease: undefined,
    answers: {},
    lastUpdatedAt: new Date().toISOString(),
    statusMessage: outcome.statusMessage,
  };
  switch (outcome.kind) {
    case 'continue':
      return { ...base, state: outcome.state, dueAt: Date.now() + Math.max(0, outcome.delayMs) };
    case 'ask': {
      const keys = Object.keys(outcome.inputRequests);
      const reused = keys.filter((key) => r.usedKeys.includes(key));
      if (reused.length > 0 || keys.length === 0)
        return {
          ...base,
          status: 'failed',
          dueAt: undefined,
          error: {
            code: ProtocolErrorCode.InternalError,
            message: `task program ${r.program} asked ${keys.length === 0 ? 'nothing' : `a used key again (${reused.join(', ')})`}`,
          },
        };
      return {
        ...base,
        status: 'input_required',
        state: outcome.state,
        dueAt: undefined,
        pending: outcome.inputRequests,
        usedKeys: [...r.usedKeys, ...keys],
      };
    }
    case 'complete':
      return { ...base, status: 'completed', dueAt: undefined, result: outcome.result };
    case 'fail':
      return { ...base, status: 'failed', dueAt: undefined, error: outcome.error };
  }
}

/** The DetailedTask wire shape of a record: no engine fields, payload by status. */
export function taskView(r: TaskRecord): TaskView {
  return {
    taskId: r.taskId,
    status: r.status,
    ...(r.statusMessage !== undefined && { statusMessage: r.statusMessage }),
    createdAt: r.createdAt,
    lastUpdatedAt: r.lastUpdatedAt,
    ttlMs: r.ttlMs,
    pollIntervalMs: r.pollIntervalMs,
    ...(r.status === 'input_required' && { inputRequests: r.pending }),
    ...(r.status === 'completed' && r.result !== undefined && { result: r.result }),
    ...(r.status === 'failed' && r.error !== undefined && { error: r.error }),
  };
}
