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
