// apps/bridge-example is safe to copy: against the real example process on 127.0.0.1 (and the
// demo server behind it), a DNS-rebinding page (Host and Origin both evil.example:PORT), a
// foreign Origin, a text/plain or form-encoded POST, a 20 MB body, malformed JSON, `null` and a
// bad percent-encoding are each refused with a 4xx and the example's words, never a 500, and
// run nothing; an owner id the server did not issue is refused and a fresh one issued; the
// owner id reaches no page (no SSE event, no listing). Each refusal has its control: the same
// request, guard satisfied, goes through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalWords } from '../../apps/bridge-example/src/refusalWords.js';
import { startDemoServer } from '../client/support/demoServer.js';
import type { ServerProcess } from '../client/support/serverProcess.js';
import { stopAll } from '../client/support/serverProcess.js';
import type { RawResponse } from '../support/rawRequest.js';
import { rawRequest } from '../support/rawRequest.js';
import { answerAs, pendingIds, sessionOf, startExample } from './bridgeExample.js';

let example: ServerProcess;
let port: number;

beforeAll(async () => {
  const demo = await startDemoServer();
  example = await startExample(demo.url);
  port = Number(new URL(example.url).port);
}, 120_000);
afterAll(stopAll);

type Reply = RawResponse;

/** One request to the example with exactly these headers (Host by default its own). */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<Reply> {
  return rawRequest(
    new URL(path, example.url),
    method,
    { host: `127.0.0.1:${port}`, ...headers },
    body,
  );
}

const JSON_TYPE = { 'content-type': 'application/json' };
const CALL = JSON.stringify({ tool: 'close_ticket', arguments: { ticket_id: 'T-1' } });

/** A POST /call that is not waited for: it answers only once its question is answered. */
function startCall(headers: Record<string, string>, body = CALL): Promise<Reply> {
  return send('POST', '/call', headers, body);
}

/** Declines what is open for the owner, so the call it belongs to finishes. */
async function declineAll(cookie: string): Promise<void> {
  for (const id of await pendingIds(example.url, cookie))
    await answerAs(example.url, cookie, id, { action: 'decline' });
}

/** Waits until the owner has `count` open questions (a call reached the tool), or times out. */
async function openQuestions(cookie: string, count: number): Promise<void> {
  await expect.poll(() => pendingIds(example.url, cookie), { timeout: 15_000 }).toHaveLength(count);
}

/** The refusal body, checked to be the example's words for its code. */
function refusal(reply: Reply): { code: keyof typeof refusalWords } {
  const body = JSON.parse(reply.body) as { code: keyof typeof refusalWords; message: string };
  expect(body.message).toBe(refusalWords[body.code]);
  return body;
}

describe('the Host allowlist, on every request', () => {
  const rebinding = () => ({
    host: `evil.example:${port}`,
    origin: `http://evil.example:${port}`,
  });

  it('a DNS-rebinding page gets no page, no session, and runs no tool', async () => {
    const page = await send('GET', '/', rebinding());
    expect(page.status).toBe(403);
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(refusal(page).code).toBe('foreign-host');
    expect((await send('GET', '/app.js', rebinding())).status).toBe(403);

    const cookie = await sessionOf(example.url);
    const call = await startCall({ ...rebinding(), ...JSON_TYPE, cookie });
    expect(call.status).toBe(403);
    expect(await pendingIds(example.url, cookie)).toEqual([]);
    const answer = await send('POST', '/answer/x', { ...rebinding(), ...JSON_TYPE, cookie }, '{}');
    expect(answer.status).toBe(403);
  });

  it('control: each loopback name with the port is answered, and a call runs', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`])
      expect((await send('GET', '/', { host })).status).toBe(200);
    const cookie = await sessionOf(example.url);
    const call = startCall({ ...JSON_TYPE, cookie, origin: `http://localhost:${port}` });
    await openQuestions(cookie, 1);
    await declineAll(cookie);
    expect((await call).status).toBe(200);
  });

  it('the loopback name on another port is refused', async () => {
    expect((await send('GET', '/', { host: `127.0.0.1:${port + 1}` })).status).toBe(403);
  });
});

describe('POSTs', () => {
  it('from a foreign Origin are refused and run nothing', async () => {
    const cookie = await sessionOf(example.url);
    const reply = await startCall({ ...JSON_TYPE, cookie, origin: 'http://evil.example' });
    expect(reply.status).toBe(403);
    expect(refusal(reply).code).toBe('cross-origin');
    expect(await pendingIds(example.url, cookie)).toEqual([]);
  });

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['form-encoded', 'application/x-www-form-urlencoded'],
    ['no content type', undefined],
  ])('%s (sent cross-site without a preflight) is refused with 415', async (_, type) => {
    const cookie = await sessionOf(example.url);
    const reply = await startCall({ cookie, ...(type && { 'content-type': type }) });
    expect(reply.status).toBe(415);
    expect(refusal(reply).code).toBe('not-json');
    expect(await pendingIds(example.url, cookie)).toEqual([]);
  });

  it('a 20 MB body is refused with 413, announced or streamed', async () => {
    const cookie = await sessionOf(example.url);
    const big = Buffer.alloc(20 * 1024 * 1024, 0x20);
    const announced = await send('POST', '/call', { ...JSON_TYPE, cookie }, big);
    expect(announced.status).toBe(413);
    expect(refusal(announced).code).toBe('too-large');
    const streamed = await send(
      'POST',
      '/call',
      { ...JSON_TYPE, cookie, 'transfer-encoding': 'chunked' },
      big,
    );
    expect(streamed.status).toBe(413);
  });

  it.each([
    ['/call', 'malformed JSON', '{"tool": '],
    ['/call', 'null', 'null'],
    ['/call', 'no tool', '{"arguments": {}}'],
    ['/answer/some-id', 'malformed JSON', '{"action": '],
    ['/answer/some-id', 'null', 'null'],
    ['/answer/%E0%A4%A', 'a bad percent-encoding', '{"action": "decline"}'],
  ])('%s with %s is a 400 in the example’s words, never a 500', async (path, _, body) => {
    const cookie = await sessionOf(example.url);
    const reply = await send('POST', path, { ...JSON_TYPE, cookie }, body);
    expect(reply.status).toBe(400);
    expect(['bad-json', 'bad-request', 'bad-path']).toContain(refusal(reply).code);
  });
});

describe('owner ids', () => {
  it('an id the server did not issue is refused, and a fresh one issued', async () => {
    const madeUp = `ek_owner=${'a'.repeat(32)}`;
    const page = await send('GET', '/', { cookie: madeUp });
    const issued = String(page.headers['set-cookie'] ?? '');
    expect(issued).toMatch(/^ek_owner=/);
    expect(issued).not.toContain('a'.repeat(32));

    const call = await startCall({ ...JSON_TYPE, cookie: madeUp });
    expect(call.status).toBe(401);
    expect(refusal(call).code).toBe('no-session');
    expect(String(call.headers['set-cookie'] ?? '')).toMatch(/^ek_owner=/);
    const listing = await send('GET', '/pending', { cookie: madeUp });
    expect(listing.status).toBe(401);
  });

  it('control: an issued id is kept (no new cookie) and works', async () => {
    const cookie = await sessionOf(example.url);
    const page = await send('GET', '/', { cookie });
    expect(page.headers['set-cookie']).toBeUndefined();
    expect((await send('GET', '/pending', { cookie })).status).toBe(200);
  });

  it('is never sent to the page: no SSE event and no listing carries it', async () => {
    const cookie = await sessionOf(example.url);
    const owner = /^ek_owner=([0-9a-f]{32})/.exec(cookie)?.[1] as string;
    expect(owner).toMatch(/^[0-9a-f]{32}$/);
    const stream = await fetch(`${example.url}/events`, { headers: { cookie } });
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const call = startCall({ ...JSON_TYPE, cookie });
    let text = '';
    while (!text.includes('"asked"')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    const listing = await send('GET', '/pending', { cookie });
    await declineAll(cookie);
    while (!text.includes('"closed"')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    await reader.cancel();
    expect((await call).status).toBe(200);
    expect(text).toContain('"asked"');
    expect(text).toContain('"closed"');
    expect(text).not.toContain(owner);
    expect(text).not.toContain('"owner"');
    expect(JSON.parse(listing.body)).toMatchObject({ pending: [expect.any(Object)] });
    expect(listing.body).not.toContain(owner);
  });
});
