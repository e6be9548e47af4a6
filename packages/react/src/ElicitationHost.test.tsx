// <ElicitationHost> over a queue: the renderer the MCP loop calls, one request at a time with
// "N more waiting", announcements in a polite live region, focus in and back out, and cancel for
// aborted requests and for an unmounted host.
import type { ElicitResult, RenderContext } from '@elicitkit/core';
import { PROTOCOL_2025, normalizeRequest } from '@elicitkit/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElicitationQueue } from './createElicitationQueue.js';
import { ElicitationHost } from './ElicitationHost.js';
import { hasFocus } from './testHelpers.js';

// The fast tier shares one document between files: the host's own "Chat input" goes too.
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

const ask = (message: string, field = 'answer') =>
  normalizeRequest({
    message,
    requestedSchema: {
      type: 'object',
      properties: { [field]: { type: 'string', title: field } },
    },
  });

function contextFor(trustedId: string, signal = new AbortController().signal): RenderContext {
  return { server: { trustedId }, era: PROTOCOL_2025, signal };
}

function setup() {
  const queue = createElicitationQueue();
  const before = document.createElement('button');
  before.textContent = 'Chat input';
  document.body.append(before);
  before.focus();
  const view = render(<ElicitationHost queue={queue} />);
  return { queue, before, view, user: userEvent.setup() };
}

const settled = <T,>(promise: Promise<T>) => {
  const box: { value?: T } = {};
  void promise.then((value) => (box.value = value));
  return box;
};

describe('ElicitationHost', () => {
  it('shows one request at a time, oldest first, with how many more are waiting', async () => {
    const { queue, user, before } = setup();
    let first!: Promise<ElicitResult>,
      second!: Promise<ElicitResult>,
      third!: Promise<ElicitResult>;
    act(() => {
      first = queue.renderer(ask('First?', 'one'), contextFor('alpha'));
      second = queue.renderer(ask('Second?', 'two'), contextFor('beta'));
      third = queue.renderer(ask('Third?', 'three'), contextFor('gamma'));
    });
    expect(screen.getByText('First?')).toBeTruthy();
    expect(screen.queryByText('Second?')).toBeNull();
    expect(screen.getByText('2 more waiting')).toBeTruthy();
    // Focus moved into the request's first field.
    expect(hasFocus(screen.getByRole('textbox', { name: 'one' }))).toBe(true);

    await user.type(screen.getByRole('textbox', { name: 'one' }), 'A{Enter}');
    await expect(first).resolves.toEqual({ action: 'accept', content: { one: 'A' } });
    expect(screen.getByText('Second?')).toBeTruthy();
    expect(screen.getByText('1 more waiting')).toBeTruthy();
    expect(hasFocus(screen.getByRole('textbox', { name: 'two' }))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await expect(second).resolves.toEqual({ action: 'decline' });
    expect(screen.queryByText(/more waiting/)).toBeNull();
    // Focus is in the third question's field, where Esc keeps the question; outside it, it cancels.
    await user.keyboard('{Escape}');
    expect(screen.getByText('Third?')).toBeTruthy();
    act(() => screen.getByRole('heading', { name: 'Input requested' }).focus());
    await user.keyboard('{Escape}');
    await expect(third).resolves.toEqual({ action: 'cancel' });

    // The queue is empty: each answer left a neutral record, and focus is on the newest one (a
    // stable element: the next Tab continues from the answer).
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    const records = [...document.querySelectorAll('.ek-outcomes > li')].map((r) => r.textContent);
    expect(records).toEqual([
      expect.stringMatching(/^Sent to .*: one: "A"$/),
      expect.stringMatching(/^Declined — .* was told no; no answers were sent$/),
      expect.stringMatching(/^Cancelled — .* was told you cancelled; no answers were sent$/),
    ]);
    const newest = document.querySelector('.ek-outcomes > li:last-child');
    expect(newest && hasFocus(newest)).toBe(true);
    expect(hasFocus(before)).toBe(false);
    before.remove();
  });

  it('announces new requests and outcomes in a polite live region', async () => {
    const { queue, user } = setup();
    const live = document.querySelector('.ek-host [aria-live="polite"]');
    expect(live?.textContent).toBe('');
    act(() => void queue.renderer(ask('Name?'), contextFor('github')));
    expect(live?.textContent).toBe('New request from github for your input.');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(live?.textContent).toBe('Declined — github was told no; no answers were sent');
    act(() => {
      void queue.renderer(ask('A?'), contextFor('x'));
      void queue.renderer(ask('B?'), contextFor('y'));
    });
    expect(live?.textContent).toBe('2 new requests for your input.');
  });

  it('an aborted request leaves the queue answered cancel, shown or waiting', () => {
    const { queue } = setup();
    const shown = new AbortController();
    const waiting = new AbortController();
    let a!: Promise<ElicitResult>, b!: Promise<ElicitResult>;
    act(() => {
      a = queue.renderer(ask('Shown?'), contextFor('one', shown.signal));
      b = queue.renderer(ask('Waiting?'), contextFor('two', waiting.signal));
      void queue.renderer(ask('Last?'), contextFor('three'));
    });
    const results = [settled(a), settled(b)];
    act(() => waiting.abort());
    expect(screen.getByText('1 more waiting')).toBeTruthy();
    act(() => shown.abort());
    expect(screen.getByText('Last?')).toBeTruthy();
    expect(screen.queryByText(/more waiting/)).toBeNull();
    return Promise.resolve().then(() =>
      expect(results.map((r) => r.value)).toEqual([{ action: 'cancel' }, { action: 'cancel' }]),
    );
  });

  it('unmounting the host cancels everything pending', async () => {
    const { queue, view } = setup();
    let a!: Promise<ElicitResult>, b!: Promise<ElicitResult>;
    act(() => {
      a = queue.renderer(ask('A?'), contextFor('one'));
      b = queue.renderer(ask('B?'), contextFor('two'));
    });
    view.unmount();
    await expect(Promise.all([a, b])).resolves.toEqual([
      { action: 'cancel' },
      { action: 'cancel' },
    ]);
    expect(queue.getSnapshot()).toEqual([]);
  });

  it("switching to another queue cancels the old queue's requests, not the new one's", async () => {
    const { queue: old, view } = setup();
    const next = createElicitationQueue();
    const results: { value?: ElicitResult }[] = [];
    act(() => {
      results.push(settled(old.renderer(ask('A?'), contextFor('one'))));
      results.push(settled(old.renderer(ask('B?'), contextFor('two'))));
    });
    view.rerender(<ElicitationHost queue={next} />);
    await act(async () => {});
    expect(results.map((r) => r.value)).toEqual([{ action: 'cancel' }, { action: 'cancel' }]);
    expect(old.getSnapshot()).toEqual([]);
    act(() => {
      results.push(settled(next.renderer(ask('C?'), contextFor('three'))));
    });
    await act(async () => {});
    expect(results[2]?.value).toBeUndefined();
    expect(screen.getByText('C?')).toBeTruthy();
  });

  it("announces the first request of a new queue, whatever the old queue's ids were", async () => {
    const { queue: old, view, user } = setup();
    act(() => void old.renderer(ask('A?'), contextFor('one')));
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const next = createElicitationQueue();
    view.rerender(<ElicitationHost queue={next} />);
    act(() => void next.renderer(ask('B?'), contextFor('two')));
    expect(document.querySelector('.ek-host [aria-live="polite"]')?.textContent).toBe(
      'New request from two for your input.',
    );
  });

  it('renders URL requests too', () => {
    const { queue } = setup();
    act(
      () =>
        void queue.renderer(
          normalizeRequest({ mode: 'url', message: 'Sign in', url: 'https://id.example/' }),
          contextFor('auth'),
        ),
    );
    expect(screen.getByRole('heading', { name: 'Open a web page?' })).toBeTruthy();
    expect(document.querySelector('.ek-host [aria-live]')?.textContent).toBe(
      'New request from auth to open a web page.',
    );
  });
});

describe('createElicitationQueue', () => {
  it('answers an already aborted request cancel without queueing it', async () => {
    const queue = createElicitationQueue();
    await expect(queue.renderer(ask('?'), contextFor('x', AbortSignal.abort()))).resolves.toEqual({
      action: 'cancel',
    });
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('keeps the first answer of a request', async () => {
    const queue = createElicitationQueue();
    const pending = queue.renderer(ask('?'), contextFor('x'));
    const [item] = queue.getSnapshot();
    item?.resolve({ action: 'decline' });
    item?.resolve({ action: 'accept', content: {} });
    await expect(pending).resolves.toEqual({ action: 'decline' });
  });
});

describe('a waiting question marks the page', () => {
  it('the title says how many wait, and is the page’s own again once none does', async () => {
    document.title = 'My app';
    const { queue, user } = setup();
    let first!: Promise<ElicitResult>, second!: Promise<ElicitResult>;
    act(() => {
      first = queue.renderer(ask('First?', 'one'), contextFor('alpha'));
      second = queue.renderer(ask('Second?', 'two'), contextFor('beta'));
    });
    expect(document.title).toBe('(2) My app');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await first;
    expect(document.title).toBe('(1) My app');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await second;
    expect(document.title).toBe('My app');
  });

  it('notify: a hidden page gets a notification naming who asks, never the question; only if allowed', () => {
    const shown: unknown[][] = [];
    // No desktop here: the browser's Notification is stood in for, as the page would see it.
    const Fake = class {
      static permission = 'granted';
      constructor(...args: unknown[]) {
        shown.push(args);
      }
    };
    vi.stubGlobal('Notification', Fake);
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    try {
      const queue = createElicitationQueue();
      render(<ElicitationHost queue={queue} notify />);
      act(() => void queue.renderer(ask('What is the secret plan?'), contextFor('alpha')));
      expect(shown).toEqual([
        ['A question is waiting', { body: 'alpha is asking you a question' }],
      ]);
      Fake.permission = 'default';
      act(() => void queue.renderer(ask('Again?'), contextFor('beta')));
      expect(shown).toHaveLength(1);
    } finally {
      hidden.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('markTitle={false} leaves the title alone', () => {
    document.title = 'My app';
    const queue = createElicitationQueue();
    render(<ElicitationHost queue={queue} markTitle={false} />);
    act(() => void queue.renderer(ask('First?'), contextFor('alpha')));
    expect(document.title).toBe('My app');
  });
});
