import type { ElicitClient } from '@elicitkit/client';

/** A tool as `listTools()` returns it (the SDK's Tool, without depending on the SDK directly). */
export type McpTool = Awaited<ReturnType<ElicitClient['listTools']>>[number];
