import { inputRequired } from '@modelcontextprotocol/server';
import type { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { RESOLUTIONS, findTicket } from '../catalog.js';
import { checkState } from '../demoState.js';
import type { DemoStateCodec } from '../demoState.js';
import { readAnswer } from '../readAnswer.js';
import { newApprovalNonce, spendApproval } from '../approvals.js';
import type { ApprovalLedger } from '../approvals.js';
import { foreignStateResult, replayedApprovalResult, textResult } from '../toolResult.js';

const KEY = 'confirm_close';

const Confirmation = z.object({
  confirm: z.boolean(),
  resolution: z.enum(['fixed', 'wontfix', 'duplicate']).optional(),
});

export function registerCloseTicket(
  server: McpServer,
  codec: DemoStateCodec,
  ledger: ApprovalLedger,
): void {
  server.registerTool(
    'close_ticket',
    {
      title: 'Close ticket',
      description:
        'Close a support ticket and email the customer. Asks the user to confirm first; nothing happens without a yes.',
      inputSchema: z.object({ ticket_id: z.string().describe('Ticket id, like T-1') }),
      annotations: { destructiveHint: true },
    },
    async ({ ticket_id }, ctx) => {
      const ticket = findTicket(ticket_id);
      if (!ticket) return textResult(`There is no ticket ${ticket_id}.`, true);

      const check = checkState(ctx, 'close_ticket', (s) => s.ticket_id === ticket_id);
      if (check.kind === 'foreign') return foreignStateResult(`${ticket_id} was not closed`);

      const ask = async (note = '') =>
        inputRequired({
          inputRequests: {
            [KEY]: inputRequired.elicit({
              message: `${note}Close ${ticket.id} ("${ticket.title}") and email the customer that it is resolved?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  confirm: {
                    type: 'boolean',
                    title: 'Close the ticket',
                    description: 'Yes closes it and emails the customer',
                  },
                  resolution: {
                    type: 'string',
                    title: 'Resolution',
                    oneOf: RESOLUTIONS.map((r) => ({ const: r.const, title: r.title })),
                  },
                },
                required: ['confirm'],
              },
            }),
          },
          requestState: await codec.mint(
            { tool: 'close_ticket', ticket_id, nonce: newApprovalNonce() },
            ctx,
          ),
        });

      if (check.kind === 'absent') return ask();

      const answer = readAnswer(ctx, KEY, Confirmation);
      switch (answer.kind) {
        case 'missing':
          return ask();
        case 'invalid':
          return ask('That answer did not match the form. ');
        case 'refused':
          return textResult(
            answer.action === 'decline'
              ? `${ticket.id} was not closed: the user said no. Leave it open.`
              : `${ticket.id} was not closed: the user dismissed the question without answering.`,
          );
        case 'accepted': {
          if (!answer.value.confirm)
            return textResult(`${ticket.id} was not closed: the answer was No.`);
          if (!(await spendApproval(ledger, check.state.nonce, ctx)))
            return replayedApprovalResult(`${ticket.id} was NOT closed or emailed again`);
          const resolution = answer.value.resolution ?? 'fixed';
          return textResult(
            `Closed ${ticket.id} ("${ticket.title}") as ${resolution} and emailed the customer.`,
          );
        }
      }
    },
  );
}
