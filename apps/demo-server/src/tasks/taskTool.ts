import { setTimeout as sleep } from 'node:timers/promises';
import { inputRequired } from '@modelcontextprotocol/server';
import type {
  CallToolResult,
  InputRequiredResult,
  InputResponse,
  McpServer,
  ServerContext,
  ToolAnnotations,
} from '@modelcontextprotocol/server';
import type { z } from 'zod';
import { checkState } from '../demoState.js';
import type { DemoStateCodec } from '../demoState.js';
import { principalOf } from '../principal.js';
import { newApprovalNonce, spendApproval } from '../approvals.js';
import { foreignStateResult, replayedApprovalResult, textResult } from '../toolResult.js';
import { failRequestOn } from '../toolsCallGate.js';
import type { TaskEngine } from './taskEngine.js';
import type { TaskProgram } from './taskProgram.js';
import { declaresTasks } from './taskSurface.js';

export interface TaskToolDeps {
  engine: TaskEngine;
  codec: DemoStateCodec;
  /** How long a used round nonce is remembered: the requestState lifetime. */
  stateTtlMs: number;
  /** False on 2025-11-25 instances, which have no Tasks extension: everything runs synchronously. */
  tasksAvailable: boolean;
}

/**
 * Before the task: MRTR rounds on the tools/call itself (or a refusal) as `reply`, then the
 * task's first state as `start`.
 */
type BeforeTask<A, S> = (
  args: A,
  ctx: ServerContext,
) => Promise<
  { kind: 'reply'; result: CallToolResult | InputRequiredResult } | { kind: 'start'; state: S }
>;

export interface TaskToolSpec<Shape extends z.ZodRawShape, S> {
  program: TaskProgram<z.infer<z.ZodObject<Shape>>, S>;
  title?: string;
  description: string;
  inputSchema: z.ZodObject<Shape>;
  annotations?: ToolAnnotations;
  beforeTask?: BeforeTask<z.infer<z.ZodObject<Shape>>, S>;
}

/** A sync run takes at most this many steps, so a program bug cannot hold a request forever. */
const MAX_SYNC_STEPS = 100;

/**
 * Registers a tool whose work is a task program. A request that declares the Tasks extension gets
 * a task (`resultType: "task"`) once its MRTR rounds, if any, are done. Any other request runs the
 * same program synchronously: its questions become MRTR rounds whose requestState carries the
 * program state, each round usable once. A `required` program never gets here without the
 * extension: the tools/call gate in taskSurface.ts answers -32021 first.
 */
export function registerTaskTool<Shape extends z.ZodRawShape, S>(
  server: McpServer,
  deps: TaskToolDeps,
  spec: TaskToolSpec<Shape, S>,
): void {
  const { program } = spec;
  // The engine knows every program from startup (taskPrograms.ts); a tool without one could
  // create tasks that no replica can run.
  if (deps.engine.program(program.name) !== program)
    throw new Error(`task program ${program.name} is not registered with the engine`);
  server.registerTool(
    program.name,
    {
      ...(spec.title !== undefined && { title: spec.title }),
      description: spec.description,
      inputSchema: spec.inputSchema,
      ...(spec.annotations !== undefined && { annotations: spec.annotations }),
    },
    async (args, ctx): Promise<CallToolResult | InputRequiredResult> => {
      const typedArgs = args as z.infer<z.ZodObject<Shape>>;
      if (deps.tasksAvailable && declaresTasks(ctx)) {
        const before = spec.beforeTask
          ? await spec.beforeTask(typedArgs, ctx)
          : { kind: 'start' as const, state: program.start(typedArgs) };
        if (before.kind === 'reply') return before.result;
        const view = await deps.engine
          .create(program, before.state, principalOf(ctx))
          .catch(failRequestOn(ctx));
        return { resultType: 'task', ...view } as unknown as CallToolResult;
      }
      if (program.taskSupport === 'required')
        return textResult(
          `${program.name} runs only as a task, and this client has no Tasks support.`,
          true,
        );
      return runSynchronously(program, typedArgs, ctx, deps);
    },
  );
}

async function runSynchronously<A, S>(
  program: TaskProgram<A, S>,
  args: A,
  ctx: ServerContext,
  deps: TaskToolDeps,
): Promise<CallToolResult | InputRequiredResult> {
  const argsKey = JSON.stringify(args);
  const check = checkState(
    ctx,
    'task_program',
    (s) => s.program === program.name && s.args === argsKey,
  );
  if (check.kind === 'foreign') return foreignStateResult(`${program.name} did nothing`);

  let state: S;
  let answers: Record<string, InputResponse> = {};
  if (check.kind === 'valid') {
    // The round's answer moves the program on exactly once, on any replica sharing the store.
    const ledger = { store: deps.engine.store, stateTtlMs: deps.stateTtlMs };
    if (!(await spendApproval(ledger, check.state.nonce, ctx)))
      return replayedApprovalResult(`${program.name} did nothing again`);
    state = check.state.state as S;
    const responses = ctx.mcpReq.inputResponses ?? {};
    for (const key of check.state.pending)
      if (responses[key] !== undefined) answers[key] = responses[key] as InputResponse;
  } else state = program.start(args);

  const signal = ctx.mcpReq.signal;
  for (let steps = 0; steps < MAX_SYNC_STEPS; steps++) {
    const outcome = await program.step(state, answers, signal);
    answers = {};
    switch (outcome.kind) {
      case 'continue':
        await sleep(outcome.delayMs, undefined, { signal });
        state = outcome.state;
        break;
      case 'ask':
        return inputRequired({
          inputRequests: outcome.inputRequests,
          requestState: await deps.codec.mint(
            {
              tool: 'task_program',
              program: program.name,
              args: argsKey,
              state: outcome.state,
              pending: Object.keys(outcome.inputRequests),
              nonce: newApprovalNonce(),
            },
            ctx,
          ),
        });
      case 'complete':
        return outcome.result;
      case 'fail':
        return textResult(`${program.name} failed: ${outcome.error.message}`, true);
    }
  }
  return textResult(`${program.name} did not finish within ${MAX_SYNC_STEPS} steps.`, true);
}
