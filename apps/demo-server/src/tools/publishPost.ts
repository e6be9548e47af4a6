import { acceptedContent, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import type { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { TaskProgram } from '../tasks/taskProgram.js';
import { registerTaskTool } from '../tasks/taskTool.js';
import type { TaskToolDeps } from '../tasks/taskTool.js';
import { textResult } from '../toolResult.js';

const Args = z.object({ title: z.string().min(1).describe('Title of the post to publish') });
const Approval = z.object({ publish: z.boolean() });

interface State {
  title: string;
  /** How many times the question was asked: keys are unique over a task's life. */
  asked: number;
}

const keyOf = (asked: number) => (asked <= 1 ? 'publish_approval' : `publish_approval_${asked}`);

/**
 * Seed 004's example: a task that stops to ask "Publish "<title>" now?" and publishes (simulated)
 * only on an accepted yes. Declines, cancels and a No all leave the post unpublished.
 */
export const publishPostProgram: TaskProgram<z.infer<typeof Args>, State> = {
  name: 'publish_post',
  taskSupport: 'optional',
  start: ({ title }) => ({ title, asked: 0 }),
  async step(state, answers) {
    const ask = (note = '') => {
      const asked = state.asked + 1;
      return {
        kind: 'ask' as const,
        state: { ...state, asked },
        statusMessage: `Waiting for approval to publish "${state.title}"`,
        inputRequests: {
          [keyOf(asked)]: inputRequired.elicit({
            message: `${note}Publish "${state.title}" now?`,
            requestedSchema: {
              type: 'object',
              properties: {
                publish: {
                  type: 'boolean',
                  title: 'Publish now',
                  description: 'Tick to publish the post right away',
                },
              },
              required: ['publish'],
            },
          }),
        },
      };
    };
    if (state.asked === 0) return ask();
    const key = keyOf(state.asked);
    const view = inputResponse(answers, key);
    if (view.kind !== 'elicit') return ask();
    if (view.action !== 'accept')
      return {
        kind: 'complete',
        result: textResult(`Not published: the user chose ${view.action}.`),
      };
    const answer = acceptedContent(answers, key, Approval);
    if (answer === undefined) return ask('Please tick or untick the box. ');
    return {
      kind: 'complete',
      statusMessage: answer.publish ? 'Published' : 'Not published',
      result: textResult(
        answer.publish
          ? `Published "${state.title}" (simulated).`
          : `Not published: the answer was No.`,
      ),
    };
  },
};

export function registerPublishPost(server: McpServer, deps: TaskToolDeps): void {
  registerTaskTool(server, deps, {
    program: publishPostProgram,
    title: 'Publish post',
    description:
      'Publish a blog post. Runs as a task when the client supports Tasks; the task stops to ask the user before publishing.',
    inputSchema: Args,
    annotations: { destructiveHint: false },
  });
}
