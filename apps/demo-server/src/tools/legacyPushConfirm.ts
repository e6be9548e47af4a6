import type { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { textResult } from '../toolResult.js';

/**
 * 2025-only: asks with a real pushed `elicitation/create` (ctx.mcpReq.elicitInput) instead of
 * returning input_required, so clients can exercise the push path itself rather than the SDK shim.
 * Registered only on 2025-era instances, where the push API works.
 */
export function registerLegacyPushConfirm(server: McpServer): void {
  server.registerTool(
    'legacy_push_confirm',
    {
      title: 'Confirm (2025 push)',
      description:
        '2025-11-25 only: asks the user a yes/no question with a pushed elicitation/create request.',
      inputSchema: z.object({ question: z.string().min(1) }),
    },
    async ({ question }, ctx) => {
      const result = await ctx.mcpReq.elicitInput({
        mode: 'form',
        message: question,
        requestedSchema: {
          type: 'object',
          properties: { confirm: { type: 'boolean', title: 'Confirm' } },
          required: ['confirm'],
        },
      });
      if (result.action !== 'accept')
        return textResult(`Not confirmed: the user chose ${result.action}.`);
      return textResult(
        result.content?.confirm === true ? 'Confirmed.' : 'Not confirmed: the answer was No.',
      );
    },
  );
}
