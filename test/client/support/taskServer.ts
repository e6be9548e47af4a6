import { fileURLToPath } from 'node:url';
import type { ToolCall } from '@elicitkit/client';
import type { ServerProcess } from './serverProcess.js';
import { startProcess } from './serverProcess.js';

export const TASK_SERVER = fileURLToPath(
  new URL('../fixtures/taskServer2026.mjs', import.meta.url),
);

/** The 2026 Tasks fixture server over HTTP on 127.0.0.1 (port 0). */
export function startTaskServer(): Promise<ServerProcess> {
  return startProcess({
    command: process.execPath,
    args: [TASK_SERVER],
    ready: /TASKS_LISTENING (\d+)/,
    url: (port) => `http://127.0.0.1:${port}/mcp`,
  });
}

export interface LoggedRequest {
  method: string;
  id?: string | number;
  params?: Record<string, unknown> & { _meta?: Record<string, unknown> };
  mcpName?: string;
  mcpMethod?: string;
  at: number;
}

/** Every request the fixture received, and the task keys it received more than once. */
export async function serverLog(
  server: ServerProcess,
): Promise<{ log: LoggedRequest[]; duplicates: Record<string, string[]> }> {
  const response = await fetch(new URL('/log', server.url));
  return (await response.json()) as { log: LoggedRequest[]; duplicates: Record<string, string[]> };
}

/** Resolves with the task id once the fixture's `endless` task has ticked (it is being polled). */
export function ticking(call: ToolCall): Promise<string> {
  return new Promise((resolve) => {
    const stop = call.subscribe((state) => {
      if (state.phase === 'task' && state.task.statusMessage?.startsWith('tick')) {
        stop();
        resolve(state.task.taskId);
      }
    });
  });
}
