import type { IncomingMessage, ServerResponse } from 'node:http';

export class BodyTooLargeError extends Error {}

/** Reads the whole request body, refusing more than `limit` bytes (the SDK's 4 MiB default). */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new BodyTooLargeError();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * node:http → web `Request`, so the SDK's fetch-shaped entry points can be mounted without a
 * framework. The URL uses the address we listen on; the client's Host header is kept as a header
 * for the SDK's Host validation to judge.
 */
export function toWebRequest(
  req: IncomingMessage,
  body: Buffer,
  origin: string,
  signal: AbortSignal,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && body.length > 0;
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method ?? 'GET',
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
    signal,
  });
}

/**
 * web `Response` → node:http, streaming the body chunk by chunk: 2025 SSE streams stay open for
 * the whole tool call and carry the pushed elicitation/create requests.
 */
export async function sendWebResponse(
  res: ServerResponse,
  response: Response,
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, { ...headers, ...extraHeaders });
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  res.on('close', stop);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      res.write(value);
    }
  } catch {
    // The client went away mid-stream; nothing left to deliver.
  } finally {
    res.off('close', stop);
    res.end();
  }
}
