import type { ElicitClient, ResumeOptions } from './elicitClient.js';
import type { ToolCallSnapshot } from './snapshot.js';
import type { ToolCall } from './toolCall.js';

/**
 * Continues a saved tool call on a (possibly new) connection, in this or another process:
 * answered questions are not asked again, the open round's remaining ones are, and the retry
 * carries every answer with the saved requestState. If the server no longer accepts that state
 * the call fails with ServerError `request-state-rejected`. A snapshot made to another server
 * than this connection's (by trusted id), and not to a replica listed in `options.replicas`,
 * raises ResumeMismatchError before anything is sent.
 */
export function resumeToolCall(
  client: ElicitClient,
  snapshot: ToolCallSnapshot | string,
  options?: ResumeOptions,
): ToolCall {
  return client.resumeToolCall(snapshot, options);
}
