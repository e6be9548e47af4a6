import { inputRequired } from '@modelcontextprotocol/server';
import type { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { AGENTS, PRIORITIES, findTicket } from '../catalog.js';
import type { AgentId } from '../catalog.js';
import { checkState } from '../demoState.js';
import type { DemoStateCodec } from '../demoState.js';
import { readAnswer } from '../readAnswer.js';
import { foreignStateResult, textResult } from '../toolResult.js';

const KEY = 'pick_agent';
const agentIds = AGENTS.map((a) => a.const) as [AgentId, ...AgentId[]];

const Pick = z.object({
  agent: z.enum(agentIds),
  priority: z.enum(PRIORITIES).default('normal'),
});

function agentTitle(id: AgentId): string {
  return AGENTS.find((a) => a.const === id)?.title ?? id;
}

export function registerAssignTicket(server: McpServer, codec: DemoStateCodec): void {
  server.registerTool(
    'assign_ticket',
    {
      title: 'Assign ticket',
      description:
        "Assign a support ticket to an agent. If you don't know who should take it, leave `agent` out and the user will be asked.",
      inputSchema: z.object({
        ticket_id: z.string().describe('Ticket id, like T-2'),
        agent: z.enum(agentIds).optional().describe('Who should take the ticket'),
      }),
    },
    async ({ ticket_id, agent }, ctx) => {
      const ticket = findTicket(ticket_id);
      if (!ticket) return textResult(`There is no ticket ${ticket_id}.`, true);
      // The model already knew: asking would only interrupt the user.
      if (agent !== undefined)
        return textResult(`Assigned ${ticket.id} to ${agentTitle(agent)} (priority normal).`);

      const check = checkState(ctx, 'assign_ticket', (s) => s.ticket_id === ticket_id);
      if (check.kind === 'foreign') return foreignStateResult(`${ticket_id} was not assigned`);

      const ask = async (note = '') =>
        inputRequired({
          inputRequests: {
            [KEY]: inputRequired.elicit({
              message: `${note}Who should take ${ticket.id} ("${ticket.title}")?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  agent: {
                    type: 'string',
                    title: 'Agent',
                    oneOf: AGENTS.map((a) => ({ const: a.const, title: a.title })),
                  },
                  priority: {
                    type: 'string',
                    title: 'Priority',
                    enum: [...PRIORITIES],
                    default: 'normal',
                  },
                },
                required: ['agent'],
              },
            }),
          },
          requestState: await codec.mint({ tool: 'assign_ticket', ticket_id }, ctx),
        });

      if (check.kind === 'absent') return ask();
      const answer = readAnswer(ctx, KEY, Pick);
      switch (answer.kind) {
        case 'missing':
          return ask();
        case 'invalid':
          return ask('Pick one of the listed agents. ');
        case 'refused':
          return textResult(`${ticket.id} was not assigned: the user did not pick an agent.`);
        case 'accepted':
          return textResult(
            `Assigned ${ticket.id} to ${agentTitle(answer.value.agent)} (priority ${answer.value.priority}).`,
          );
      }
    },
  );
}
