// useRemoteElicitationQueue feeding <ElicitationHost>: envelopes from a server's bridge are shown
// one at a time and the person's answer is posted; a question closed on the server leaves the
// page with nothing posted; unmounting posts nothing; a failed post shows the question again.
import type { BridgeEvent, ElicitationEnvelope, ElicitResult } from '@elicitkit/core';
import { english, ENVELOPE_FORMAT, normalizeRequest, PROTOCOL_2026 } from '@elicitkit/core';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ElicitationHost } from './ElicitationHost.js';
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
    era: PROTOCOL_2026,
    createdAt: 0,
    expiresAt: 1,
  };
}

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

  it('shows the question again when the post fails', async () => {
    let fail = true;
    const { send, posted, user } = setup(() =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve(),
    );
    await send({ type: 'asked', envelope: envelope('q1', 'First?') });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.getByText('First?')).toBeTruthy());
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('First?')).toBeNull());
  });
});
