// The raw 2026-07-28 wire, for tests that assert exact bytes: one JSON-RPC request per POST,
// with the standard headers (Mcp-Name mirrors params.name or params.taskId) and a _meta envelope.
import type { DemoServerProcess } from './demoServerProcess.js';

export const ALL_CAPS = { elicitation: {}, sampling: {}, roots: {} };
export const TASKS = 'io.modelcontextprotocol/tasks';
/** A client that declares form elicitation and the Tasks extension. */
export const TASK_CAPS = { elicitation: {}, extensions: { [TASKS]: {} } };

export interface Wire {
  status: number;
  /** Every JSON-RPC message in the body: one for a JSON reply, one per event for SSE. */
  frames: Record<string, unknown>[];
  /** The response to this request. */
  reply: {
    result?: Record<string, unknown>;
    error?: { code: number; message: string; data?: unknown };
  };
}

let nextId = 1;

export async function rpc(
  server: DemoServerProcess | URL,
  method: string,
  params: Record<string, unknown>,
  meta: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Wire> {
  const id = nextId++;
  const named = params.name ?? params.taskId;
  const name: Record<string, string> = typeof named === 'string' ? { 'mcp-name': named } : {};
  const res = await fetch(server instanceof URL ? server : server.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2026-07-28',
      'mcp-method': method,
      ...name,
      ...headers,
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id,
      method,
      params: {
        ...params,
        _meta: {
          'io.modelcontextprotocol/protocolVersion': '2026-07-28',
          'io.modelcontextprotocol/clientInfo': { name: 'fixture-tests', version: '0' },
          'io.modelcontextprotocol/clientCapabilities': ALL_CAPS,
          ...meta,
        },
      },
    }),
  });
  const text = await res.text();
  const frames = (res.headers.get('content-type') ?? '').includes('text/event-stream')
    ? text
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => JSON.parse(line.slice('data:'.length)) as Record<string, unknown>)
    : [JSON.parse(text) as Record<string, unknown>];
  const reply = frames.find((f) => f.id === id);
  if (!reply) throw new Error(`no reply to ${method} in ${text}`);
  return { status: res.status, frames, reply: reply as Wire['reply'] };
}

export const call = (
  server: DemoServerProcess | URL,
  name: string,
  extra: Record<string, unknown> = {},
  meta?: Record<string, unknown>,
  headers?: Record<string, string>,
) => rpc(server, 'tools/call', { name, arguments: {}, ...extra }, meta, headers);

/** The `_meta` override that declares `caps` as this request's client capabilities. */
export const caps = (capabilities: Record<string, unknown>) => ({
  'io.modelcontextprotocol/clientCapabilities': capabilities,
});

export function inputRequired(wire: Wire) {
  const result = wire.reply.result;
  if (result?.resultType !== 'input_required')
    throw new Error(`expected input_required, got ${JSON.stringify(wire.reply)}`);
  return result as {
    inputRequests: Record<string, { method: string; params?: Record<string, unknown> }>;
    requestState?: string;
  };
}

export function text(wire: Wire): string {
  const result = wire.reply.result;
  if (!result || result.resultType === 'input_required')
    throw new Error(`expected a complete result, got ${JSON.stringify(wire.reply)}`);
  const content = result.content as { type: string; text: string }[];
  return content.map((c) => c.text).join('');
}

export const accept = (content: Record<string, unknown>) => ({ action: 'accept', content });
