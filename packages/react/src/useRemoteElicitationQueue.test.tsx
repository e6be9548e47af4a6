// useRemoteElicitationQueue feeding <ElicitationHost>: envelopes from a server's bridge are shown
// one at a time and the person's answer is posted; a question closed on the server leaves the
// page with nothing posted; unmounting posts nothing. A post refused because the question closed
// takes it down, saying how; one that did not arrive keeps the question and the typed answer.
import type { BridgeEvent, ClosedState, ElicitationEnvelope, ElicitResult } from '@elicitkit/core';
import {
  english,
  ENVELOPE_FORMAT,
  normalizeRequest,
  outcomeText,
  PROTOCOL_2025,
} from '@elicitkit/core';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ElicitationHost } from './ElicitationHost.js';
import { readAnswerResponse } from './readAnswerResponse.js';
import { useRemoteElicitationQueue } from './useRemoteElicitationQueue.js';

afterEach(cleanup);

function envelope(id: string, message: string): ElicitationEnvelope {
  return {
    format: ENVELOPE_FORMAT,
    id,
    owner: 'alice',
    request: normalizeRequest({
      message,
      requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } },
    }),
    identity: { trusted: { id: 'tickets' }, selfReported: { name: 'Totally Trusted Bank' } },
    era: PROTOCOL_2025,
    createdAt: 0,
    expiresAt: 1,
  };
}

/** The host's reply to a POSTed answer, read as a page's `respond` reads it. */
function reply(status: number, body: unknown): Promise<void> {
  return readAnswerResponse(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

const NOT_DELIVERED = english.format({ key: 'outcome.notDelivered', values: { who: 'tickets' } });
const closedElsewhere = (state: ClosedState) =>
  english.format({ key: 'outcome.closedElsewhere', values: { state, who: 'tickets' } });
/** The notice shown with a question whose answer did not arrive (the live region says it too). */
const notice = () => document.querySelector('.ek-host .ek-undelivered')?.textContent;
/** The host's records of what happened, as text. */
const records = () =>
  Array.from(
    screen.queryByRole('list', { name: 'Answers given' })?.querySelectorAll('li') ?? [],
    (item) => item.textContent,
  );

function setup(respond: (id: string, result: ElicitResult) => Promise<unknown>) {
  const listeners = new Set<(event: BridgeEvent) => void>();
  const posted: [string, ElicitResult][] = [];
  const events = (listener: (event: BridgeEvent) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  // Async, so React flushes the updates and effects each event causes before the test reads.
  const send = (event: BridgeEvent) =>
    act(async () => {
      for (const listener of listeners) listener(event);
      await Promise.resolve();
    });
  function Page() {
    const queue = useRemoteElicitationQueue({
      events,
      respond: (id, result) => {
        posted.push([id, result]);
        return respond(id, result);
      },
    });
    return <ElicitationHost queue={queue} />;
  }
  const view = render(<Page />);
  return { send, posted, view, listeners, user: userEvent.setup() };
}

describe('useRemoteElicitationQueue', () => {
  it("shows the server's envelopes one at a time, with trusted identity, and posts each answer", async () => {
    const { send, posted, user } = setup(() => Promise.resolve());
    await send({ type: 'asked', envelope: envelope('q1', 'First?') });
    await send({ type: 'asked', envelope: envelope('q2', 'Second?') });
    // Sent again on a reconnect: still shown once.
    await send({ type: 'asked', envelope: envelope('q1', 'First?') });
    expect(screen.getByText('First?')).toBeTruthy();
    expect(screen.getByText('1 more waiting')).toBeTruthy();
    expect(screen.getAllByText(/tickets/).length).toBeGreaterThan(0);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada{Enter}');
    await waitFor(() => expect(screen.getByText('Second?')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted).toEqual([
      ['q1', { action: 'accept', content: { name: 'Ada' } }],
      ['q2', { action: 'decline' }],
    ]);
    expect(screen.queryByText('Second?')).toBeNull();
  });

  it('takes away a question closed on the server (another tab answered) and posts nothing', async () => {
    const { send, posted } = setup(() => Promise.resolve());
    await send({ type: 'asked', envelope: envelope('q1', 'First?') });
    expect(screen.getByText('First?')).toBeTruthy();
    await send({ type: 'closed', id: 'q1', owner: 'alice', state: 'answered' });
    expect(screen.queryByText('First?')).toBeNull();
    // The record says where it went, in the catalogue's words, and claims no cancel of its own.
    expect(screen.getByRole('list', { name: 'Answers given' }).textContent).toBe(
      english.format({
        key: 'outcome.closedElsewhere',
        values: { state: 'answered', who: 'tickets' },
      }),
    );
    // A late replay of the closed question is not shown again.
    await send({ type: 'asked', envelope: envelope('q1', 'First?') });
    expect(screen.queryByText('First?')).toBeNull();
    expect(posted).toEqual([]);
  });

  it('records an expired or withdrawn question as such, not as a cancel this page sent', async () => {
    const { send, posted } = setup(() => Promise.resolve());
    await send({ type: 'asked', envelope: envelope('q1', 'First?') });
    await send({ type: 'closed', id: 'q1', owner: 'alice', state: 'expired' });
    await send({ type: 'asked', envelope: envelope('q2', 'Second?') });
    await send({ type: 'closed', id: 'q2', owner: 'alice', state: 'withdrawn' });
    const records = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(records).toEqual(
      (['expired', 'withdrawn'] as const).map((state) =>
        english.format({ key: 'outcome.closedElsewhere', values: { state, who: 'tickets' } }),
      ),
    );
    expect(records).not.toContain(
      english.format({ key: 'outcome.cancelled', values: { who: 'tickets' } }),
    );
    expect(posted).toEqual([]);
  });

  it('posts nothing when the page unmounts mid-question (the server keeps it)', async () => {
    const { send, posted, view, listeners } = setup(() => Promise.resolve());
    await send({ type: 'asked', envelope: envelope('q1', 'First?') });
    view.unmount();
    await act(() => Promise.resolve());
    expect(posted).toEqual([]);
    expect(listeners.size).toBe(0);
  });

  it('410 (the holder gone): the question leaves, recorded as withdrawn, posted once', async () => {
    const { send, posted, user } = setup(() =>
      reply(410, { code: 'holder-gone', closed: 'withdrawn', message: 'gone' }),
    );
    await send({ type: 'asked', envelope: envelope('q1', 'First?') });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada{Enter}');
    await waitFor(() => expect(screen.queryByText('First?')).toBeNull());
    expect(records()).toEqual([closedElsewhere('withdrawn')]);
    expect(posted).toHaveLength(1);
    // A late replay of it is not shown again.
    await send({ type: 'asked', envelope: envelope('q1', 'First?') });
    expect(screen.queryByText('First?')).toBeNull();
  });

  it('409 (answered in another tab or replica, or expired): the question leaves, saying how', async () => {
    const refusals = [
      { code: 'answered', closed: 'answered' },
      { code: 'expired', closed: 'expired' },
    ];
    const { send, posted, user } = setup(() => reply(409, refusals[posted.length - 1]));
    await send({ type: 'asked', envelope: envelope('q1', 'First?') });
    await send({ type: 'asked', envelope: envelope('q2', 'Second?') });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada{Enter}');
    // The closed question gave way to the next one: nobody answers a dead form.
    await waitFor(() => expect(screen.getByText('Second?')).toBeTruthy());
    expect(screen.queryByText('First?')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByText('Second?')).toBeNull());
    // Neither claims an answer was sent.
    expect(records()).toEqual([closedElsewhere('answered'), closedElsewhere('expired')]);
    expect(posted.map(([id]) => id)).toEqual(['q1', 'q2']);
  });

  it('a network failure or a 5xx keeps the question and the typed answer, and says it was not sent', async () => {
    const failures = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => reply(503, { code: 'store-failed', message: 'The answer could not be stored.' }),
      () => reply(200, {}),
    ];
    const { send, posted, user } = setup(() =>
      (failures[posted.length - 1] as () => Promise<void>)(),
    );
    await send({ type: 'asked', envelope: envelope('q1', 'First?') });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada{Enter}');
    for (const attempt of [1, 2]) {
      await waitFor(() => expect(notice()).toBe(NOT_DELIVERED));
      expect(posted).toHaveLength(attempt);
      // Still the question, with what was typed, and no record claiming it was sent.
      const name = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
      expect(screen.getByText('First?')).toBeTruthy();
      expect(name.value).toBe('Ada');
      expect(name.disabled).toBe(false);
      expect(screen.queryByRole('list', { name: 'Answers given' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Accept' }));
    }
    await waitFor(() => expect(screen.queryByText('First?')).toBeNull());
    expect(notice()).toBeUndefined();
    expect(posted).toEqual(
      [1, 2, 3].map(() => ['q1', { action: 'accept', content: { name: 'Ada' } }]),
    );
    const { request } = envelope('q1', 'First?');
    if (request.mode !== 'form') throw new Error('a form question');
    expect(records()).toEqual([
      outcomeText(
        { action: 'accept', content: { name: 'Ada' } },
        { mode: 'form', fields: request.form.fields, who: 'tickets' },
      ),
    ]);
  });

  it('an answer that did not arrive keeps its turn before the questions waiting', async () => {
    let fail = true;
    const { send, user } = setup(() =>
      fail ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(),
    );
    await send({ type: 'asked', envelope: envelope('q1', 'First?') });
    await send({ type: 'asked', envelope: envelope('q2', 'Second?') });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(notice()).toBe(NOT_DELIVERED));
    expect(screen.getByText('First?')).toBeTruthy();
    expect(screen.getByText('1 more waiting')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.getByText('Second?')).toBeTruthy());
  });
});
