import type { CallToolResult } from '@modelcontextprotocol/client';

/** The text blocks of a tool result, joined. */
export function textOf(result: CallToolResult): string {
  return result.content
    .map((block) => (block.type === 'text' ? block.text : ''))
    .filter(Boolean)
    .join('\n');
}
