// The bench's baseline: the same <ElicitationHost> over a same-process queue (the loop in the page).
import type { ElicitResult } from '@elicitkit/core';
import { normalizeRequest, PROTOCOL_2026 } from '@elicitkit/core';
import { createElicitationQueue, ElicitationHost } from '@elicitkit/react';
import { createRoot } from 'react-dom/client';
import '@elicitkit/react/styles.css';

const queue = createElicitationQueue();

/** Asks one question and resolves with how long it took to be answered (ms). */
async function benchAsk(params: unknown): Promise<number> {
  const request = normalizeRequest(params);
  const started = performance.now();
  const result: ElicitResult = await queue.renderer(request, {
    server: { trustedId: 'bench' },
    era: PROTOCOL_2026,
    signal: new AbortController().signal,
  });
  if (result.action !== 'decline') throw new Error(`unexpected ${result.action}`);
  return performance.now() - started;
}

Object.assign(window, { benchAsk });
const root = document.getElementById('root');
if (root) createRoot(root).render(<ElicitationHost queue={queue} />);
