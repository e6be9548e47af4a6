import { randomUUID } from 'node:crypto';
import {
  CLIENT_CAPABILITIES_META_KEY,
  ProtocolError,
  ProtocolErrorCode,
} from '@modelcontextprotocol/server';
import type { CallToolResult, McpServer, ServerContext } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { Asked, Received, Verdict } from './probe.js';
import { evidenceOf, readAnswer, unanswered, withScript } from './probe.js';
import type { DoctorDeps } from './serveProbe.js';
import { resultText } from './serveProbe.js';

/** The Tasks extension's id (spec: Tasks extension), declared per request under 2026-07-28. */
const TASKS = 'io.modelcontextprotocol/tasks';
const KEY = 'go_ahead';
const MAX_TASKS = 200;

interface DoctorTask {
  readonly taskId: string;
  status: 'working' | 'input_required' | 'completed' | 'cancelled';
  readonly createdAt: string;
  lastUpdatedAt: string;
  readonly asked: Asked;
  result?: CallToolResult;
}

/** Whether this very request declared the Tasks extension (capabilities are per request). */
export function declaresTasks(ctx: ServerContext): boolean {
  const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined;
  const capabilities = envelope?.[CLIENT_CAPABILITIES_META_KEY] as
    { extensions?: Record<string, unknown> } | undefined;
  const entry = capabilities?.extensions?.[TASKS];
  return typeof entry === 'object' && entry !== null;
}

const view = (t: DoctorTask) => ({
  taskId: t.taskId,
  status: t.status,
  createdAt: t.createdAt,
  lastUpdatedAt: t.lastUpdatedAt,
  ttlMs: 3_600_000,
  pollIntervalMs: 200,
  ...(t.status === 'input_required' && {
    inputRequests: { [KEY]: { method: 'elicitation/create', params: t.asked.params } },
  }),
  ...(t.status === 'completed' && t.result && { result: t.result }),
});

/**
 * The doctor's one task (2026-07-28, Tasks extension): doctor_task starts it, it asks one
 * question through tasks/get, and the answer that arrives with tasks/update is graded before the
 * task completes. Kept in memory: the doctor is one process.
 */
export class DoctorTasks {
  private readonly tasks = new Map<string, DoctorTask>();

  constructor(private readonly deps: DoctorDeps) {}

  /** On a 2026-07-28 instance: the extension declared, and tasks/get, tasks/update, tasks/cancel. */
  register(server: McpServer): void {
    const low = server.server;
    low.registerCapabilities({ extensions: { [TASKS]: {} } });
    const TaskId = z.looseObject({ taskId: z.string().min(1) });
    low.setRequestHandler('tasks/get', { params: TaskId }, async (params) => {
      const task = this.find(params.taskId);
      // The task asks as soon as it is first looked at.
      if (task.status === 'working') task.status = 'input_required';
      return { ...view(task) };
    });
    low.setRequestHandler('tasks/update', { params: TaskId }, async (params, ctx) => {
      this.answer(this.find(params.taskId), ctx.mcpReq.inputResponses ?? {});
      return {};
    });
    low.setRequestHandler('tasks/cancel', { params: TaskId }, async (params) => {
      const task = this.find(params.taskId);
      if (task.status === 'working' || task.status === 'input_required') task.status = 'cancelled';
      return {};
    });
  }

  /** doctor_task: the task's first view, or why none was started. */
  start(ctx: ServerContext): Record<string, unknown> | CallToolResult {
    const { deps } = this;
    if (!declaresTasks(ctx)) {
      const verdict: Verdict = {
        check: 'tasks.question',
        status: 'not-tried',
        why: { key: 'doctor.why.tasksUndeclared' },
        evidence: [],
      };
      deps.record.record([verdict], '2026-07-28');
      return resultText(deps, [verdict]);
    }
    if (this.tasks.size >= MAX_TASKS) {
      const oldest = this.tasks.keys().next().value;
      if (oldest !== undefined) this.tasks.delete(oldest);
    }
    const script = { action: 'accept' as const };
    const at = new Date().toISOString();
    // Created working: a tools/call result carrying inputRequests would read as a round, not a task.
    const task: DoctorTask = {
      taskId: randomUUID(),
      status: 'working',
      createdAt: at,
      lastUpdatedAt: at,
      asked: {
        key: KEY,
        params: {
          mode: 'form',
          message: withScript(deps.words.format({ key: 'doctor.ask.task' }), script, deps.auto),
          requestedSchema: { type: 'object', properties: {} },
        },
        script,
      },
    };
    this.tasks.set(task.taskId, task);
    deps.record.record(
      [
        {
          check: 'tasks.question',
          status: 'not-tried',
          why: { key: 'doctor.why.noAnswer' },
          evidence: [],
        },
      ],
      '2026-07-28',
    );
    return { resultType: 'task', ...view(task) };
  }

  private find(taskId: string): DoctorTask {
    const task = this.tasks.get(taskId);
    if (!task) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown task ${taskId}`);
    return task;
  }

  private answer(task: DoctorTask, responses: Record<string, unknown>): void {
    if (task.status !== 'input_required' || !(KEY in responses)) return;
    const received: Received = { kind: 'answer', value: responses[KEY] };
    const evidence = [evidenceOf(KEY, received)];
    const { action } = readAnswer(received);
    const verdict: Verdict =
      action === 'accept'
        ? {
            check: 'tasks.question',
            status: 'passed',
            why: { key: 'doctor.why.taskAnswered' },
            evidence,
          }
        : {
            check: 'tasks.question',
            status: action === undefined ? 'failed' : 'not-tried',
            why: unanswered(received),
            evidence,
          };
    this.deps.record.record([verdict], '2026-07-28');
    task.status = 'completed';
    task.lastUpdatedAt = new Date().toISOString();
    task.result = resultText(this.deps, [verdict]);
  }
}
