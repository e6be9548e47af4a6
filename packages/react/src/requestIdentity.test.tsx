// Request identity: a host that rebuilds the request on every render — the README's own
// `request={normalizeRequest(params)}` inside a parent re-rendering every 100 ms, as a chat UI
// streaming tokens does — must not cancel or reset the question. Only a different question (by
// content, or by an explicit requestKey) starts afresh, and the one it replaced is cancelled once.
import type { ElicitResult, RenderContext } from '@elicitkit/core';
import { PROTOCOL_2026, normalizeRequest } from '@elicitkit/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { StrictMode, useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElicitationQueue } from './createElicitationQueue.js';
import { ElicitationForm } from './ElicitationForm.js';
import { ElicitationHost } from './ElicitationHost.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const context: RenderContext = {
  server: { trustedId: 'github' },
  era: PROTOCOL_2026,
  signal: new AbortController().signal,
};

const question = (message: string, extra: Record<string, unknown> = {}) => ({
  message,
  requestedSchema: {
    type: 'object',
    properties: { name: { type: 'string', title: 'Name' }, ...extra },
    required: ['name'],
  },
});

/** A chat-like parent: re-renders every 100 ms, building the request inline each time. */
function StreamingParent(props: {
  params: unknown;
  requestKey?: string;
  onResult: (r: ElicitResult) => void;
}) {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((t) => t + 1), 100);
    return () => clearInterval(timer);
  }, []);
  return (
    <div>
      <p>tokens: {tick}</p>
      <ElicitationForm
        request={normalizeRequest(props.params)}
        {...(props.requestKey !== undefined && { requestKey: props.requestKey })}
        context={context}
        onResult={(r) => props.onResult(r)}
      />
    </div>
  );
}

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe('ElicitationForm with an inline request in a re-rendering parent', () => {
  for (const strict of [false, true]) {
    it(`19 re-renders: no cancel, the typed answer stays, Accept sends it${strict ? ' (StrictMode)' : ''}`, async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const results: ElicitResult[] = [];
      const parent = (
        <StreamingParent
          params={question('What is your name?')}
          onResult={(r) => results.push(r)}
        />
      );
      render(strict ? <StrictMode>{parent}</StrictMode> : parent);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
      await advance(1_900);
      expect(screen.getByText(/tokens: (19|2\d)/)).toBeTruthy();
      expect(results).toEqual([]);
      expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Ada');
      await user.click(screen.getByRole('button', { name: 'Accept' }));
      expect(results).toEqual([{ action: 'accept', content: { name: 'Ada' } }]);
    });
  }

  it('a different question replaces an unanswered one: exactly one cancel, a fresh form', async () => {
    const results: ElicitResult[] = [];
    const onResult = (r: ElicitResult) => results.push(r);
    const view = render(<StreamingParent params={question('First?')} onResult={onResult} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    view.rerender(<StreamingParent params={question('Second?')} onResult={onResult} />);
    await act(async () => {});
    expect(results).toEqual([{ action: 'cancel' }]);
    expect(screen.getByText('Second?')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('');
    // Re-renders of the new question change nothing more.
    for (let i = 0; i < 19; i++)
      view.rerender(<StreamingParent params={question('Second?')} onResult={onResult} />);
    await act(async () => {});
    expect(results).toEqual([{ action: 'cancel' }]);
  });

  it('a change of schema alone is a different question', async () => {
    const results: ElicitResult[] = [];
    const onResult = (r: ElicitResult) => results.push(r);
    const view = render(<StreamingParent params={question('Same?')} onResult={onResult} />);
    view.rerender(
      <StreamingParent
        params={question('Same?', { age: { type: 'integer', title: 'Age' } })}
        onResult={onResult}
      />,
    );
    await act(async () => {});
    expect(results).toEqual([{ action: 'cancel' }]);
    expect(screen.getByRole('textbox', { name: /Age/ })).toBeTruthy();
  });

  it('an answered question replaced by another is not cancelled afterwards', async () => {
    const results: ElicitResult[] = [];
    const onResult = (r: ElicitResult) => results.push(r);
    const view = render(<StreamingParent params={question('First?')} onResult={onResult} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    view.rerender(<StreamingParent params={question('Second?')} onResult={onResult} />);
    await act(async () => {});
    expect(results).toEqual([{ action: 'decline' }]);
  });

  it('requestKey: the same question asked again under a new key starts afresh', async () => {
    const results: ElicitResult[] = [];
    const onResult = (r: ElicitResult) => results.push(r);
    const params = question('Again?');
    const view = render(<StreamingParent params={params} requestKey="1" onResult={onResult} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    view.rerender(<StreamingParent params={params} requestKey="1" onResult={onResult} />);
    expect(screen.getByRole('button', { name: 'Accept' }).hasAttribute('disabled')).toBe(true);
    view.rerender(<StreamingParent params={params} requestKey="2" onResult={onResult} />);
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Accept' }).hasAttribute('disabled')).toBe(false);
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('');
    expect(results).toEqual([{ action: 'accept', content: { name: 'Ada' } }]);
  });

  it('the cancel of a replaced question goes to the callback it was shown with', async () => {
    const first: ElicitResult[] = [];
    const second: ElicitResult[] = [];
    const view = render(
      <StreamingParent params={question('First?')} onResult={(r) => first.push(r)} />,
    );
    view.rerender(
      <StreamingParent params={question('Second?')} onResult={(r) => second.push(r)} />,
    );
    await act(async () => {});
    expect(first).toEqual([{ action: 'cancel' }]);
    expect(second).toEqual([]);
  });
});

describe('ElicitationHost in a re-rendering parent', () => {
  function Parent({ queue }: { queue: ReturnType<typeof createElicitationQueue> }) {
    const [tick, setTick] = useState(0);
    useEffect(() => {
      const timer = setInterval(() => setTick((t) => t + 1), 100);
      return () => clearInterval(timer);
    }, []);
    return (
      <div>
        <p>tokens: {tick}</p>
        <ElicitationHost queue={queue} />
      </div>
    );
  }

  it('19 re-renders: the shown request keeps its answer and is not cancelled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const queue = createElicitationQueue();
    render(<Parent queue={queue} />);
    const results: ElicitResult[] = [];
    await act(async () => {
      void queue
        .renderer(normalizeRequest(question('Name?')), context)
        .then((r) => results.push(r));
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    await advance(1_900);
    expect(results).toEqual([]);
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Ada');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await act(async () => {});
    expect(results).toEqual([{ action: 'accept', content: { name: 'Ada' } }]);
  });

  it('the same question queued twice is two questions, each answered once', async () => {
    const queue = createElicitationQueue();
    render(<Parent queue={queue} />);
    const results: string[] = [];
    await act(async () => {
      void queue
        .renderer(normalizeRequest(question('Name?')), context)
        .then((r) => results.push(`1:${r.action}`));
      void queue
        .renderer(normalizeRequest(question('Name?')), context)
        .then((r) => results.push(`2:${r.action}`));
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await act(async () => {});
    // The second is shown fresh (not the first's answered state).
    expect(screen.getByRole('button', { name: 'Accept' }).hasAttribute('disabled')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(async () => {});
    expect(results).toEqual(['1:decline', '2:cancel']);
  });

  it('a request aborted by its server while shown is cancelled once; the next one shows', async () => {
    const queue = createElicitationQueue();
    render(<Parent queue={queue} />);
    const results: string[] = [];
    const controller = new AbortController();
    await act(async () => {
      void queue
        .renderer(normalizeRequest(question('First?')), { ...context, signal: controller.signal })
        .then((r) => results.push(`1:${r.action}`));
      void queue
        .renderer(normalizeRequest(question('Second?')), context)
        .then((r) => results.push(`2:${r.action}`));
    });
    await act(async () => controller.abort());
    expect(screen.getByText('Second?')).toBeTruthy();
    expect(results).toEqual(['1:cancel']);
  });
});
