import type { CallToolResult } from '@modelcontextprotocol/server';

export function textResult(text: string, isError = false): CallToolResult {
  return { content: [{ type: 'text', text }], ...(isError && { isError: true }) };
}

/** The one fail-closed answer for a state that belongs to another call: nothing is done. */
export function foreignStateResult(action: string): CallToolResult {
  return textResult(
    `Refused: the requestState was issued for a different call, so ${action}. Start the call again.`,
    true,
  );
}

/** The one answer to an approval that was already acted on (a replay): nothing is done again. */
export function replayedApprovalResult(action: string): CallToolResult {
  return textResult(
    `Refused: this approval was already used, so ${action}. Each approval acts once; start the call again to ask anew.`,
    true,
  );
}
