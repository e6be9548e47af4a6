import type { ElicitResult, InputRequest, ProtocolEra } from '@elicitkit/core';
import { PROTOCOL_2025, PROTOCOL_2026 } from '@elicitkit/core';
import type { CreateMessageResult, ListRootsResult } from '@modelcontextprotocol/client';
import { ResumeMismatchError } from './errors.js';

export const SNAPSHOT_FORMAT = 'elicitkit.tool-call/1';

/** The three requests a 2026-07-28 server may answer with `input_required` (spec: Multi round-trip requests). */
export type InputCapableMethod = 'tools/call' | 'prompts/get' | 'resources/read';
const METHODS: readonly string[] = ['tools/call', 'prompts/get', 'resources/read'];

/** One answer in `inputResponses`: the bare result for the embedded request's kind. */
export type InputResponse = ElicitResult | CreateMessageResult | ListRootsResult;

/**
 * Everything needed to continue a tool call in another process or page: plain JSON. While the
 * server's requestState is valid, `resumeToolCall` asks only the questions not yet answered.
 * It holds the person's answers, so store it as carefully as the answers themselves.
 */
export interface ToolCallSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  /** The tool's name; for prompts/get the prompt's name, for resources/read the URI. */
  tool: string;
  arguments?: Record<string, unknown>;
  /** The request the call runs (absent in older snapshots: tools/call). */
  method?: InputCapableMethod;
  /** Its params as the first leg sent them (`name`/`arguments`, or `uri`). */
  params?: Record<string, unknown>;
  era: ProtocolEra;
  /** input_required rounds received so far (0 before the first). */
  round: number;
  /** The open round's embedded requests, in the server's order; absent when no round is open. */
  inputRequests?: Record<string, InputRequest>;
  /** The open round's requestState, exactly as received. */
  requestState?: string;
  /** Answers already given in the open round, keyed like inputRequests. */
  answers: Record<string, InputResponse>;
  /**
   * Tasks extension: the task the call became. It lives on the server, so a new process
   * re-attaches to it; `answered` keys were sent and are never asked or sent again.
   */
  task?: { taskId: string; answered: string[] };
  /**
   * Who the call was made to (the host's trusted id and address). `resumeToolCall` resumes it
   * only on a connection with that id, or one whose host lists it as a replica.
   */
  server?: { trustedId: string; trustedUrl?: string };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks a stored snapshot (object or JSON text) before it is trusted to drive a call. */
export function parseSnapshot(input: unknown): ToolCallSnapshot {
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      throw new ResumeMismatchError('The saved tool call is not valid JSON.');
    }
  }
  const fail = (why: string): never => {
    throw new ResumeMismatchError(`The saved tool call cannot be resumed: ${why}.`);
  };
  if (!isRecord(value)) return fail('it is not an object');
  if (value['format'] !== SNAPSHOT_FORMAT) return fail(`its format is not ${SNAPSHOT_FORMAT}`);
  const { tool, era, round, inputRequests, requestState, answers } = value;
  if (typeof tool !== 'string' || tool === '') return fail('it names no tool');
  if (value['arguments'] !== undefined && !isRecord(value['arguments']))
    return fail('its arguments are not an object');
  if (era !== PROTOCOL_2026 && era !== PROTOCOL_2025) return fail('its protocol era is unknown');
  const { method, params } = value;
  if (method !== undefined && (typeof method !== 'string' || !METHODS.includes(method)))
    return fail('its method is not one that can ask for input');
  if (params !== undefined && !isRecord(params)) return fail('its params are not an object');
  // What is sent is named twice (tool, params); they must agree, or the snapshot was edited.
  if (method !== undefined && method !== 'tools/call') {
    const named = method === 'resources/read' ? params?.['uri'] : params?.['name'];
    if (named !== tool) return fail(`its params do not name ${tool}`);
  }
  if (typeof round !== 'number' || !Number.isInteger(round) || round < 0)
    return fail('its round is not a count');
  if (inputRequests !== undefined && !isRecord(inputRequests))
    return fail('its inputRequests are not a map');
  if (requestState !== undefined && typeof requestState !== 'string')
    return fail('its requestState is not a string');
  if (!isRecord(answers)) return fail('its answers are not a map');
  const server = value['server'];
  if (
    server !== undefined &&
    (!isRecord(server) ||
      typeof server['trustedId'] !== 'string' ||
      (server['trustedUrl'] !== undefined && typeof server['trustedUrl'] !== 'string'))
  )
    return fail('its server is not a trusted id');
  const task = value['task'];
  if (task !== undefined) {
    if (!isRecord(task) || typeof task['taskId'] !== 'string' || task['taskId'] === '')
      return fail('its task has no id');
    const answered = task['answered'];
    if (!Array.isArray(answered) || !answered.every((key) => typeof key === 'string'))
      return fail("its task's answered keys are not a list of strings");
  }
  for (const key of Object.keys(answers)) {
    if (!inputRequests || !Object.hasOwn(inputRequests, key))
      return fail(`it answers "${key}", which the open round did not ask`);
    if (!isRecord(answers[key])) return fail(`its answer to "${key}" is not an object`);
  }
  return value as unknown as ToolCallSnapshot;
}
