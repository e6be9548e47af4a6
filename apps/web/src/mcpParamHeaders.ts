import type { ConnectOptions } from '@elicitkit/client';
import { mcpParamHeaders } from '@elicitkit/client';
import { PROTOCOL_2026 } from '@elicitkit/core';
import type { McpTool } from './McpTool.js';

type FetchLike = NonNullable<ConnectOptions['fetch']>;

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function toolCallOf(init: RequestInit | undefined): { name: string; args: unknown } | undefined {
  if (init?.method !== 'POST' || typeof init.body !== 'string') return undefined;
  const version = new Headers(init.headers).get('mcp-protocol-version');
  // Only 2026-07-28 and later know these headers; dated versions sort as strings.
  if (version === null || version < PROTOCOL_2026) return undefined;
  let message: unknown;
  try {
    message = JSON.parse(init.body);
  } catch {
    return undefined;
  }
  const rpc = record(message);
  const params = record(rpc?.['params']);
  if (rpc?.['method'] !== 'tools/call' || typeof params?.['name'] !== 'string') return undefined;
  return { name: params['name'], args: params['arguments'] };
}

/**
 * A conforming 2026-07-28 server rejects a `tools/call` (400, -32020) when an argument declared
 * with `x-mcp-header` is not also sent in its `Mcp-Param-*` header. The SDK adds those headers
 * everywhere except in browsers, because it cannot know that the server's CORS policy allows
 * them; this page adds them itself, to every `tools/call` leg, from the listed tool definition.
 * (The reference server echoes `Mcp-Param-*` names in its preflight answers.)
 */
export function withMcpParamHeaders(
  inner: FetchLike,
  toolNamed: (name: string) => McpTool | undefined,
): FetchLike {
  return (input, init) => {
    const call = toolCallOf(init);
    const tool = call && toolNamed(call.name);
    const extra = tool ? mcpParamHeaders(tool.inputSchema, call.args) : {};
    if (Object.keys(extra).length === 0) return inner(input, init);
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    return inner(input, { ...init, headers });
  };
}
