// The web host and a server that keeps asking: the loop's notice is shown in the catalogue's
// words, and the person can stop the server asking from the question itself.
import type { RenderContext } from '@elicitkit/core';
import { PROTOCOL_2025, budgetExhaustedNotice, normalizeRequest } from '@elicitkit/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createElicitationQueue } from './createElicitationQueue.js';
import { ElicitationHost } from './ElicitationHost.js';

afterEach(cleanup);

const request = normalizeRequest({
  message: 'Still there?',
  requestedSchema: { type: 'object', properties: { ok: { type: 'string', title: 'ok' } } },
});

function contextFor(stopAsking?: () => void): RenderContext {
  return {
    server: { trustedId: 'alpha' },
    era: PROTOCOL_2025,
    signal: new AbortController().signal,
    ...(stopAsking && { stopAsking }),
  };
}

describe('ElicitationHost and a server that keeps asking', () => {
  it('"Stop alpha asking" stops the server asking and answers this question cancel', async () => {
    const queue = createElicitationQueue();
    render(<ElicitationHost queue={queue} />);
    let stopped = 0;
    let answer!: Promise<unknown>;
    act(() => {
      answer = queue.renderer(
        request,
        contextFor(() => stopped++),
      );
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop alpha asking' }));
    expect(await answer).toEqual({ action: 'cancel' });
    expect(stopped).toBe(1);
  });

  it('offers no such button when the loop cannot stop the server', () => {
    const queue = createElicitationQueue();
    render(<ElicitationHost queue={queue} />);
    act(() => void queue.renderer(request, contextFor()));
    expect(screen.getByText('Still there?')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Stop/ })).toBeNull();
  });

  it('shows the loop’s notice that the server’s further questions are refused', () => {
    const queue = createElicitationQueue();
    render(<ElicitationHost queue={queue} />);
    act(() => queue.renderer.notify?.(budgetExhaustedNotice({ trustedId: 'alpha' })));
    expect(screen.getByText('alpha keeps asking; further questions are refused')).toBeTruthy();
  });
});
