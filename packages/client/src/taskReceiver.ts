import type { ElicitationRenderer, ProtocolEra, ServerIdentity } from '@elicitkit/core';
import type { Client, ClientCapabilities } from '@modelcontextprotocol/client';
import { bindTaskReceiver } from '@modelcontextprotocol/ext-tasks/receiver';
import { askRenderer } from './askRenderer.js';
import type { QuestionBudget } from './questionBudget.js';

/**
 * 2025-11-25 receiver side: what `capabilities.tasks` declares, exactly what is implemented —
 * a task-augmented `elicitation/create` (run as a client-side task by ext-tasks' receiver, which
 * also answers tasks/get, tasks/result, tasks/list and tasks/cancel).
 */
const RECEIVER_TASK_CAPABILITIES = {
  list: {},
  cancel: {},
  requests: { elicitation: { create: {} } },
} as const;

export function withTaskCapabilities(capabilities: ClientCapabilities): ClientCapabilities {
  if (!capabilities.elicitation) return capabilities;
  return { ...capabilities, tasks: RECEIVER_TASK_CAPABILITIES } as ClientCapabilities;
}

/**
 * The question goes to the same renderer and validation as every other path; the context says
 * a task is asking. Plain (not task-augmented) requests stay with the push handlers.
 */
export function installTaskReceiver(
  sdk: Client,
  deps: {
    renderer: ElicitationRenderer;
    budget: QuestionBudget;
    server(): ServerIdentity;
    era(): ProtocolEra;
  },
): void {
  bindTaskReceiver(sdk, {
    methods: { 'elicitation/create': true },
    elicitation: async (request, { taskId, signal }) => {
      const answer = await askRenderer({
        renderer: deps.renderer,
        params: request.params,
        context: { server: deps.server(), era: deps.era(), task: { taskId } },
        signal,
        budget: deps.budget,
      });
      return answer as unknown as Record<string, never>;
    },
  });
}
