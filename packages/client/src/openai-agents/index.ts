// @elicitkit/client/openai-agents: an `MCPServer` for `new Agent({ mcpServers: [...] })` backed by
// elicitkit's own loop (connect()), since @openai/agents' servers declare no elicitation at all.
// Typed by shape: no dependency on @openai/agents.
import type { CallToolResult, Tool } from '@modelcontextprotocol/client';
import type { ConnectOptions } from '../connect.js';
import { connect } from '../connect.js';
import type { ElicitClient } from '../elicitClient.js';

export interface ElicitkitMcpServerOptions extends ConnectOptions {
  /** The name the agent knows the server by (also the trusted `serverId` unless one is given). */
  name: string;
  /** Keep `listTools()` after the first call (as the library's own servers do). */
  cacheToolsList?: boolean;
  /**
   * Bound on each network leg of a tool call, in ms (the loop's, default 60 000). Unlike the
   * library's own servers' 5 s request timeout, it never runs while a person is answering.
   */
  legTimeoutMs?: number;
}

/** The shape of @openai/agents' `MCPServer` this implements. */
export interface ElicitkitMcpServer {
  readonly name: string;
  cacheToolsList: boolean;
  connect(): Promise<void>;
  close(): Promise<void>;
  listTools(): Promise<Tool[]>;
  callTool(
    toolName: string,
    args: Record<string, unknown> | null,
    meta?: Record<string, unknown> | null,
    options?: { signal?: AbortSignal },
  ): Promise<
    CallToolResult['content'] & Pick<CallToolResult, '_meta' | 'structuredContent' | 'isError'>
  >;
  callToolResult(
    toolName: string,
    args: Record<string, unknown> | null,
    meta?: Record<string, unknown> | null,
    options?: { signal?: AbortSignal },
  ): Promise<CallToolResult>;
  invalidateToolsCache(): Promise<void>;
  /** Read by the Agent for what the model is told when a call fails (the library's own field). */
  errorFunction?: ((args: { context: unknown; error: unknown }) => string | Promise<string>) | null;
  /** The elicitkit client once connected. */
  readonly client: ElicitClient | undefined;
}

/**
 * `new Agent({ mcpServers: [elicitkitMcpServer({ url, renderer, name: 'tickets' })] })`, then
 * `await server.connect()` as for any MCPServer. Questions are asked through `renderer` with
 * the loop's guarantees, and the loop's leg timer pauses while a person answers (the library's
 * own 5 s request timeout does not apply: this server owns its connection).
 */
export function elicitkitMcpServer(options: ElicitkitMcpServerOptions): ElicitkitMcpServer {
  const { name, cacheToolsList = false, legTimeoutMs, ...connectOptions } = options;
  let client: ElicitClient | undefined;
  let tools: Tool[] | undefined;
  const connected = () => {
    if (!client)
      throw new Error(`The MCP server "${name}" is not connected: call connect() first.`);
    return client;
  };
  const run = (toolName: string, args: Record<string, unknown> | null, signal?: AbortSignal) =>
    connected().callTool(toolName, args ?? {}, {
      ...(signal && { signal }),
      ...(legTimeoutMs !== undefined && { legTimeoutMs }),
    }).result;
  const server: ElicitkitMcpServer = {
    name,
    cacheToolsList,
    get client() {
      return client;
    },
    async connect() {
      client ??= await connect({ serverId: name, ...connectOptions });
    },
    async close() {
      const closing = client;
      client = undefined;
      tools = undefined;
      await closing?.close();
    },
    async listTools() {
      if (server.cacheToolsList && tools) return tools;
      const listed = await connected().listTools();
      tools = listed;
      return listed;
    },
    async callTool(toolName, args, _meta, callOptions) {
      const result = await run(toolName, args, callOptions?.signal);
      return Object.assign([...result.content], {
        ...(result._meta !== undefined && { _meta: result._meta }),
        ...(result.structuredContent !== undefined && {
          structuredContent: result.structuredContent,
        }),
        ...(result.isError !== undefined && { isError: result.isError }),
      });
    },
    async callToolResult(toolName, args, _meta, callOptions) {
      return run(toolName, args, callOptions?.signal);
    },
    async invalidateToolsCache() {
      tools = undefined;
    },
  };
  return server;
}
