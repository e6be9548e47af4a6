// An open `subscriptions/listen` stream on the raw 2026-07-28 wire, read frame by frame as the
// server writes it (tests must act between notifications, so the body is not read in one go).
import type { DemoServerProcess } from './demoServerProcess.js';
import { TASK_CAPS } from './rawWire.js';

export type Frame = Record<string, unknown> & {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
};

/** An open listen stream: its frames as they arrive, and whether the server ended it. */
export interface Listen {
  status: number;
  frames: Frame[];
  /** Resolves with the frame that satisfies `until`, reading more of the stream as needed. */
  next(until: (frame: Frame) => boolean): Promise<Frame>;
  /** Reads to the end of the stream; resolves with every frame. */
  end(): Promise<Frame[]>;
  close(): Promise<void>;
}

let nextId = 10_000;

export async function listen(
  server: DemoServerProcess,
  taskIds: unknown,
  headers: Record<string, string> = {},
  clientCaps: Record<string, unknown> = TASK_CAPS,
): Promise<Listen> {
  const id = nextId++;
  const res = await fetch(server.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2026-07-28',
      'mcp-method': 'subscriptions/listen',
      ...headers,
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id,
      method: 'subscriptions/listen',
      params: {
        notifications: { taskIds },
        _meta: {
          'io.modelcontextprotocol/protocolVersion': '2026-07-28',
          'io.modelcontextprotocol/clientInfo': { name: 'listen-tests', version: '0' },
          'io.modelcontextprotocol/clientCapabilities': clientCaps,
        },
      },
    }),
  });
  const frames: Frame[] = [];
  if (!(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    frames.push((await res.json()) as Frame);
    const done = async () => frames;
    return {
      status: res.status,
      frames,
      next: async () => frames[0] as Frame,
      end: done,
      close: async () => {},
    };
  }
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ended = false;
  const readMore = async () => {
    const chunk = await reader.read();
    if (chunk.done) {
      ended = true;
      return;
    }
    buffer += decoder.decode(chunk.value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const event = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      for (const line of event.split('\n'))
        if (line.startsWith('data:')) frames.push(JSON.parse(line.slice(5)) as Frame);
    }
  };
  let seen = 0;
  return {
    status: res.status,
    frames,
    async next(until) {
      for (;;) {
        while (seen < frames.length) {
          const frame = frames[seen++] as Frame;
          if (until(frame)) return frame;
        }
        if (ended) throw new Error(`stream ended first: ${JSON.stringify(frames)}`);
        await readMore();
      }
    },
    async end() {
      while (!ended) await readMore();
      return frames;
    },
    close: () => reader.cancel(),
  };
}

export const taskNotes = (frames: Frame[]) =>
  frames.filter((f) => f.method === 'notifications/tasks');
export const statusOf = (frame: Frame) => (frame.params as { status: string }).status;
