import type { Page, Request } from 'playwright-core';

/** One `tools/call` POST the page made, with what the server answered. */
export interface ToolCallLeg {
  /** The origin it went to (which replica). */
  origin: string;
  params: {
    name: string;
    arguments?: Record<string, unknown>;
    inputResponses?: Record<string, { action: string; content?: Record<string, unknown> }>;
    requestState?: string;
  };
  /** The JSON-RPC result, once the response has been read. */
  result?: {
    resultType?: string;
    inputRequests?: Record<string, unknown>;
    requestState?: string;
    content?: { type: string; text?: string }[];
    isError?: boolean;
  };
  error?: { code: number; message: string };
}

export interface ToolCallRecorder {
  readonly legs: ToolCallLeg[];
  /** Legs recorded from now on (for one call among several on the same page). */
  mark(): () => ToolCallLeg[];
}

/** JSON-RPC messages in a body that is either one JSON value or a text/event-stream. */
function messagesIn(body: string): Record<string, unknown>[] {
  const parse = (text: string) => {
    try {
      const value: unknown = JSON.parse(text);
      return Array.isArray(value) ? value : [value];
    } catch {
      return [];
    }
  };
  const trimmed = body.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return parse(trimmed);
  return body
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .flatMap((line) => parse(line.slice(5).trim()));
}

/**
 * Records the page's own MCP traffic as the browser sent and received it: each `tools/call`'s
 * params and its result, so tests can check what went over the wire (answers, the echoed
 * requestState, which replica) independently of what the page displays.
 */
export function recordToolCalls(page: Page): ToolCallRecorder {
  const legs: ToolCallLeg[] = [];
  const pending = new Map<Request, { leg: ToolCallLeg; id: unknown }>();
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    let body: { method?: string; id?: unknown; params?: ToolCallLeg['params'] } | undefined;
    try {
      body = request.postDataJSON() as typeof body;
    } catch {
      return;
    }
    if (body?.method !== 'tools/call' || !body.params) return;
    const leg: ToolCallLeg = { origin: new URL(request.url()).origin, params: body.params };
    legs.push(leg);
    pending.set(request, { leg, id: body.id });
  });
  page.on('requestfinished', (request) => {
    const entry = pending.get(request);
    if (!entry) return;
    pending.delete(request);
    void (async () => {
      const response = await request.response();
      const text = await response?.text().catch(() => '');
      const reply = messagesIn(text ?? '').find((message) => message['id'] === entry.id);
      if (reply?.['result']) entry.leg.result = reply['result'] as ToolCallLeg['result'];
      if (reply?.['error']) entry.leg.error = reply['error'] as ToolCallLeg['error'];
    })();
  });
  return {
    legs,
    mark() {
      const from = legs.length;
      return () => legs.slice(from);
    },
  };
}
