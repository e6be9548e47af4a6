import {
  ProtocolError,
  ProtocolErrorCode,
  acceptedContent,
  inputRequired,
  inputResponse,
} from '@modelcontextprotocol/server';
import type { InputResponse, PrimitiveSchemaDefinition } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { textResult } from '../toolResult.js';
import type { TaskProgram } from './taskProgram.js';

/**
 * The task programs the official conformance suite's `tasks-*` scenarios call by name
 * (src/scenarios/server/tasks/* in @modelcontextprotocol/conformance). They are registered only
 * with --conformance-fixtures (conformanceFixtures.ts), do what the scenario sources describe, and
 * have no effects.
 */

export const SlowComputeArgs = z.object({
  seconds: z.number().min(0).max(3600).default(1),
  label: z.string().optional(),
});

/** Sleeps `seconds`, then reports; a cancel while it sleeps leaves it cancelled. */
export const slowCompute: TaskProgram<
  z.infer<typeof SlowComputeArgs>,
  { seconds: number; label?: string; slept: boolean }
> = {
  name: 'slow_compute',
  taskSupport: 'optional',
  start: ({ seconds, label }) => ({ seconds, ...(label !== undefined && { label }), slept: false }),
  async step(state) {
    if (!state.slept && state.seconds > 0)
      return {
        kind: 'continue',
        state: { ...state, slept: true },
        delayMs: Math.round(state.seconds * 1000),
        statusMessage: `Computing ${state.label ?? ''} for ${state.seconds}s`.replace('  ', ' '),
      };
    return {
      kind: 'complete',
      result: textResult(`Computed ${state.label ?? 'result'} after ${state.seconds}s.`),
    };
  },
};

const form = (message: string, properties: Record<string, PrimitiveSchemaDefinition>) =>
  inputRequired.elicit({
    message,
    requestedSchema: { type: 'object', properties, required: Object.keys(properties) },
  });

const Confirm = z.object({ confirm: z.boolean() });
const Name = z.object({ name: z.string() });

export const ConfirmDeleteArgs = z.object({ filename: z.string().default('file.txt') });

/** Parks on one elicitation (key confirm_delete), then completes with what the user chose. */
export const confirmDelete: TaskProgram<
  z.infer<typeof ConfirmDeleteArgs>,
  { filename: string; asked: boolean }
> = {
  name: 'confirm_delete',
  taskSupport: 'optional',
  start: ({ filename }) => ({ filename, asked: false }),
  async step(state, answers) {
    if (!state.asked)
      return {
        kind: 'ask',
        state: { ...state, asked: true },
        statusMessage: `Waiting for confirmation to delete ${state.filename}`,
        inputRequests: {
          confirm_delete: form(`Delete ${state.filename}?`, { confirm: { type: 'boolean' } }),
        },
      };
    const answer = acceptedContent(answers, 'confirm_delete', Confirm);
    return {
      kind: 'complete',
      result: textResult(
        answer?.confirm
          ? `Deleted ${state.filename} (simulated).`
          : `${state.filename} was not deleted (${describe(answers, 'confirm_delete')}).`,
      ),
    };
  },
};

/** Asks two questions at once (keys multi_name, multi_confirm); completes when both are answered. */
export const multiInput: TaskProgram<Record<string, never>, { asked: boolean }> = {
  name: 'multi_input',
  taskSupport: 'optional',
  start: () => ({ asked: false }),
  async step(state, answers) {
    if (!state.asked)
      return {
        kind: 'ask',
        state: { asked: true },
        statusMessage: 'Waiting for two answers',
        inputRequests: {
          multi_name: form('What is your name?', { name: { type: 'string' } }),
          multi_confirm: form('Confirm?', { confirm: { type: 'boolean' } }),
        },
      };
    const name = acceptedContent(answers, 'multi_name', Name)?.name;
    const confirm = acceptedContent(answers, 'multi_confirm', Confirm)?.confirm;
    return {
      kind: 'complete',
      result: textResult(`name=${name ?? '(none)'}, confirm=${String(confirm ?? '(none)')}`),
    };
  },
};

/** Runs as a task only; after about a second it completes with a tool error (not `failed`). */
export const failingJob: TaskProgram<Record<string, never>, { started: boolean }> = {
  name: 'failing_job',
  taskSupport: 'required',
  start: () => ({ started: false }),
  async step(state) {
    if (!state.started)
      return {
        kind: 'continue',
        state: { started: true },
        delayMs: 1000,
        statusMessage: 'Working',
      };
    return { kind: 'complete', result: textResult('failing_job failed on purpose.', true) };
  },
};

/** Its step throws a JSON-RPC error, which the task reports as `failed` with that error. */
export const protocolErrorJob: TaskProgram<Record<string, never>, { started: boolean }> = {
  name: 'protocol_error_job',
  taskSupport: 'optional',
  start: () => ({ started: false }),
  async step(state) {
    if (!state.started)
      return { kind: 'continue', state: { started: true }, delayMs: 200, statusMessage: 'Working' };
    throw new ProtocolError(
      ProtocolErrorCode.InternalError,
      'protocol_error_job failed on purpose',
    );
  },
};

/**
 * The task half of test_tool_with_task: the name was gathered by MRTR on the tools/call before
 * the task was created, and the task's result must carry it.
 */
export const toolWithTask: TaskProgram<{ name?: string }, { name: string; started: boolean }> = {
  name: 'test_tool_with_task',
  taskSupport: 'required',
  // Never started from the (empty) tool arguments: the name comes from the MRTR round.
  start: ({ name = 'someone' }) => ({ name, started: false }),
  async step(state) {
    if (!state.started)
      return {
        kind: 'continue',
        state: { ...state, started: true },
        delayMs: 200,
        statusMessage: `Greeting ${state.name}`,
      };
    return { kind: 'complete', result: textResult(`Hello, ${state.name}! (from a task)`) };
  },
};

function describe(answers: Record<string, InputResponse>, key: string): string {
  const view = inputResponse(answers, key);
  return view.kind === 'elicit' ? `the user chose ${view.action}` : 'no answer';
}
