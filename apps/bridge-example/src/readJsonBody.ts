// A POST body read to at most `limit` bytes and parsed: too large (announced or sent) is 413,
// not JSON is 400 — a refusal to the sender, never a failure of the server. Past the limit the
// rest is read and dropped, not kept, so the sender hears the 413 rather than a reset (the
// server's request timeout bounds how long that may take).
import type { IncomingMessage } from 'node:http';
import type { RefusalCode } from './refusalWords.js';

export type JsonBody =
  { ok: true; value: unknown } | { ok: false; status: 400 | 413; code: RefusalCode };

export function readJsonBody(request: IncomingMessage, limit: number): Promise<JsonBody> {
  const tooLarge: JsonBody = { ok: false, status: 413, code: 'too-large' };
  if (Number(request.headers['content-length'] ?? 0) > limit) {
    request.resume();
    return Promise.resolve(tooLarge);
  }
  return new Promise((resolve) => {
    let size = 0;
    const chunks: Buffer[] = [];
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      request.off('data', onData);
      request.resume();
      resolve(tooLarge);
    };
    request.on('data', onData);
    request.once('error', () => resolve({ ok: false, status: 400, code: 'bad-request' }));
    request.once('end', () => {
      if (size > limit) return;
      try {
        resolve({ ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown });
      } catch {
        resolve({ ok: false, status: 400, code: 'bad-json' });
      }
    });
  });
}
