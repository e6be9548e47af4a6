import {
  CLIENT_CAPABILITIES_META_KEY,
  MissingRequiredClientCapabilityError,
  ProtocolError,
  ProtocolErrorCode,
} from '@modelcontextprotocol/server';
import type { McpServer, ServerContext } from '@modelcontextprotocol/server';
import { TASKS_EXTENSION_ID_V2 } from '@modelcontextprotocol/ext-tasks/core/v2';
import { z } from 'zod';
import { principalOf } from '../principal.js';
import { installToolsCallGate } from '../toolsCallGate.js';
import type { TaskEngine } from './taskEngine.js';

export const TASKS_EXTENSION = TASKS_EXTENSION_ID_V2;

/** Whether this request itself declared the Tasks extension (capabilities are per request). */
export function declaresTasks(ctx: ServerContext): boolean {
  const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined;
  const caps = envelope?.[CLIENT_CAPABILITIES_META_KEY] as
    { extensions?: Record<string, unknown> } | undefined;
  const entry = caps?.extensions?.[TASKS_EXTENSION];
  return typeof entry === 'object' && entry !== null;
}

function missingTasksCapability(what: string): MissingRequiredClientCapabilityError {
  return new MissingRequiredClientCapabilityError(
    { requiredCapabilities: { extensions: { [TASKS_EXTENSION]: {} } } },
    `${what} needs the ${TASKS_EXTENSION} extension, which this request did not declare`,
  );
}

const TaskIdParams = z.looseObject({ taskId: z.string().min(1) });
// The SDK lifts `inputResponses` out of params (it is the MRTR field) into ctx.mcpReq.
const UpdateParams = TaskIdParams;

/**
 * The Tasks extension (io.modelcontextprotocol/tasks, 2026-07-28) on one server instance:
 * advertised in server/discover, and tasks/get, tasks/update and tasks/cancel served from the
 * shared engine. The SDK's HTTP entry already refuses a tasks/* request whose Mcp-Name header is
 * missing or differs from params.taskId (-32020, HTTP 400) before it gets here.
 *
 * Must run before any tool is registered: a tool that can only run as a task answers -32021 to a
 * request without the extension, from the tools/call gate (toolsCallGate.ts).
 */
export function registerTasksExtension(
  server: McpServer,
  engine: TaskEngine,
  requiresTask: (toolName: string) => boolean,
): void {
  server.server.registerCapabilities({ extensions: { [TASKS_EXTENSION]: {} } });

  installToolsCallGate(server, (name, ctx) => {
    if (requiresTask(name) && !declaresTasks(ctx))
      throw missingTasksCapability(`Tool ${name} runs only as a task, so it`);
  });

  const low = server.server;
  const gate = (method: string, ctx: ServerContext) => {
    if (!declaresTasks(ctx)) throw missingTasksCapability(method);
    return principalOf(ctx);
  };
  low.setRequestHandler('tasks/get', { params: TaskIdParams }, async (params, ctx) =>
    engine.get(params.taskId, gate('tasks/get', ctx)),
  );
  low.setRequestHandler('tasks/update', { params: UpdateParams }, async (params, ctx) => {
    const principal = gate('tasks/update', ctx);
    const responses = ctx.mcpReq.inputResponses;
    if (typeof responses !== 'object' || responses === null)
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'tasks/update needs inputResponses');
    await engine.update(params.taskId, principal, responses);
    return {};
  });
  low.setRequestHandler('tasks/cancel', { params: TaskIdParams }, async (params, ctx) => {
    await engine.cancel(params.taskId, gate('tasks/cancel', ctx));
    return {};
  });
}
