import { describe, expect, it } from 'vitest';
import { manualRenderer } from './manualRenderer.testing.js';
import { createElicitationHandler } from './createElicitationHandler.js';
import type { ElicitClientError } from './errors.js';
import { RendererError } from './errors.js';
import { createQuestionLock } from './questionLock.js';

const FORM = {
  message: 'How many seats?',
  requestedSchema: {
    type: 'object',
    properties: { seats: { type: 'integer', minimum: 1 } },
    required: ['seats'],
  },
};
const URL_PARAMS = {
  mode: 'url',
  message: 'Sign in',
  url: 'https://example.com/sign-in',
  elicitationId: 'e-1',
};
const SERVER = { trustedId: 'tickets', trustedUrl: 'https://tickets.example/mcp' };

const manual = manualRenderer;

describe('createElicitationHandler', () => {
  it('returns valid content coerced, with the host’s identity and the era', async () => {
    const m = manual();
    const handle = createElicitationHandler(m.renderer, {
      server: () => ({ ...SERVER, reportedName: 'Official Bank' }),
    });
    const result = handle(FORM, { key: '7' });
    const q = await m.nth(0);
    expect(q.context.server).toEqual({ ...SERVER, reportedName: 'Official Bank' });
    expect(q.context.era).toBe('2025-11-25');
    expect(q.context.inputKey).toBe('7');
    expect(q.context.attempt).toBe(1);
    q.answer({ action: 'accept', content: { seats: '2' } });
    expect(await result).toEqual({ action: 'accept', content: { seats: 2 } });
  });

  it('asks again with attempt 2 and the errors; a second bad answer sends cancel, never content', async () => {
    const m = manual();
    const errors: ElicitClientError[] = [];
    const handle = createElicitationHandler(m.renderer, {
      server: SERVER,
      onError: (e) => errors.push(e),
    });
    const result = handle(FORM);
    (await m.nth(0)).answer({ action: 'accept', content: { seats: 0 } });
    const again = await m.nth(1);
    expect(again.context.attempt).toBe(2);
    expect(again.context.errors?.map((e) => e.field)).toEqual(['seats']);
    again.answer({ action: 'accept', content: { seats: -1 } });
    expect(await result).toEqual({ action: 'cancel' });
    expect(errors[0]).toBeInstanceOf(RendererError);
    expect(errors[0]?.code).toBe('invalid-content');
  });

  it('a good second answer is sent', async () => {
    const m = manual();
    const handle = createElicitationHandler(m.renderer, { server: SERVER });
    const result = handle(FORM);
    (await m.nth(0)).answer({ action: 'accept', content: {} });
    (await m.nth(1)).answer({ action: 'accept', content: { seats: 3 } });
    expect(await result).toEqual({ action: 'accept', content: { seats: 3 } });
  });

  it('an abort answers cancel even when the renderer never settles', async () => {
    const m = manual();
    const handle = createElicitationHandler(m.renderer, { server: SERVER });
    const abort = new AbortController();
    const result = handle(FORM, { signal: abort.signal });
    const q = await m.nth(0);
    abort.abort();
    expect(q.context.signal.aborted).toBe(true);
    expect(await result).toEqual({ action: 'cancel' });
  });

  it('a renderer that changes the form it was shown changes nothing for the next question', async () => {
    const m = manual();
    const handle = createElicitationHandler(m.renderer, { server: SERVER });
    const first = handle(FORM);
    const q1 = await m.nth(0);
    const shown = q1.request.mode === 'form' ? q1.request.form : undefined;
    const before = structuredClone(shown);
    try {
      (shown?.fields[0] as { minimum?: number }).minimum = 100;
      shown?.fields.splice(0, 1);
    } catch {
      // Frozen: the change is refused.
    }
    q1.answer({ action: 'accept', content: { seats: 2 } });
    expect(await first).toEqual({ action: 'accept', content: { seats: 2 } });
    const second = handle(FORM);
    const q2 = await m.nth(1);
    expect(q2.request.mode === 'form' && q2.request.form).toEqual(before);
    q2.answer({ action: 'accept', content: { seats: 2 } });
    expect(await second).toEqual({ action: 'accept', content: { seats: 2 } });
  });

  it('without a signal the renderer still gets one, and it never aborts', async () => {
    const m = manual();
    const handle = createElicitationHandler(m.renderer, { server: SERVER });
    const result = handle(FORM);
    const q = await m.nth(0);
    expect(q.context.signal).toBeInstanceOf(AbortSignal);
    expect(q.context.signal.aborted).toBe(false);
    q.answer({ action: 'decline' });
    expect(await result).toEqual({ action: 'decline' });
  });

  it('a renderer that throws: cancel, and the reason goes to onError', async () => {
    const errors: ElicitClientError[] = [];
    const handle = createElicitationHandler(() => Promise.reject(new Error('screen gone')), {
      server: SERVER,
      onError: (e) => errors.push(e),
    });
    expect(await handle(FORM)).toEqual({ action: 'cancel' });
    expect(errors[0]).toBeInstanceOf(RendererError);
  });

  it('one question at a time: the second is shown only once the first is answered', async () => {
    const m = manual();
    const handle = createElicitationHandler(m.renderer, { server: SERVER });
    const first = handle(FORM, { key: 'a' });
    const second = handle({ ...FORM, message: 'And now?' }, { key: 'b' });
    const q1 = await m.nth(0);
    // Give the second every chance to jump the line.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(m.shown).toHaveLength(1);
    expect(handle.pending).toBe(2);
    q1.answer({ action: 'decline' });
    expect(await first).toEqual({ action: 'decline' });
    const q2 = await m.nth(1);
    expect(q2.request.message).toBe('And now?');
    q2.answer({ action: 'accept', content: { seats: 1 } });
    expect(await second).toEqual({ action: 'accept', content: { seats: 1 } });
    expect(handle.pending).toBe(0);
  });

  it('a question withdrawn while it waits is never shown; the line moves on', async () => {
    const m = manual();
    const lock = createQuestionLock();
    // Two handlers (two servers) on one screen share a lock.
    const a = createElicitationHandler(m.renderer, { server: SERVER, lock });
    const b = createElicitationHandler(m.renderer, { server: { trustedId: 'b' }, lock });
    const abort = new AbortController();
    const first = a(FORM);
    const withdrawn = b(FORM, { signal: abort.signal });
    const third = b({ ...FORM, message: 'Third' });
    await m.nth(0);
    abort.abort();
    expect(await withdrawn).toEqual({ action: 'cancel' });
    expect(m.shown).toHaveLength(1);
    m.shown[0]?.answer({ action: 'cancel' });
    await first;
    const q = await m.nth(1);
    expect(q.request.message).toBe('Third');
    expect(q.context.server.trustedId).toBe('b');
    q.answer({ action: 'decline' });
    expect(await third).toEqual({ action: 'decline' });
  });

  it('complete() reaches only the URL prompt open with that id', async () => {
    const m = manual();
    const handle = createElicitationHandler(m.renderer, { server: SERVER });
    // Announced before it was ever shown: remembered for nothing.
    handle.complete('e-1');
    const result = handle(URL_PARAMS);
    const q = await m.nth(0);
    const completed = q.context.serverCompleted as AbortSignal;
    expect(completed.aborted).toBe(false);
    handle.complete('someone-else');
    expect(completed.aborted).toBe(false);
    handle.complete('e-1');
    expect(completed.aborted).toBe(true);
    // The server's "done" is not consent: the renderer still answers (here: the person declines).
    q.answer({ action: 'decline' });
    expect(await result).toEqual({ action: 'decline' });
  });

  it('a URL accept carries no content, whatever the renderer added', async () => {
    const handle = createElicitationHandler(
      async () => ({ action: 'accept', content: { token: 'x' } }),
      { server: SERVER },
    );
    expect(await handle(URL_PARAMS)).toEqual({ action: 'accept' });
  });
});
