import type { ElicitClient } from './elicitClient.js';
import type { ToolCallSnapshot } from './snapshot.js';
import type { CallToolOptions, ToolCall } from './toolCall.js';

/**
 * Continues a saved tool call on a (possibly new) connection, in this or another process:
 * answered questions are not asked again, the open round's remaining ones are, and the retry
 * carries every answer with the saved requestState. If the server no longer accepts that state
 * the call fails with RequestStateRejectedError.
 */
export function resumeToolCall(
  client: ElicitClient,
  snapshot: ToolCallSnapshot | string,
  options?: CallToolOptions,
): ToolCall {
  return client.resumeToolCall(snapshot, options);
}
