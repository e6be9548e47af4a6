// The browser side: the owner's questions arrive over SSE (/events) and answers go back by POST
// (/answer/:id). The form, its checks and the one-at-a-time queue are <ElicitationHost>'s.
import type { BridgeEvent, ElicitResult } from '@elicitkit/core';
import { ElicitationHost } from '@elicitkit/react';
import { readAnswerResponse, useRemoteElicitationQueue } from '@elicitkit/react/remote';
import { createRoot } from 'react-dom/client';
import '@elicitkit/react/styles.css';

// Names this page to the server, so the notice that a question closed is not sent back to the
// page that answered it (it took the question down itself).
const tab = crypto.randomUUID();

function events(listener: (event: BridgeEvent) => void): () => void {
  // EventSource reconnects by itself; the server sends every open question again on connect.
  const source = new EventSource(`/events?tab=${tab}`);
  source.onmessage = (message: MessageEvent<string>) => {
    listener(JSON.parse(message.data) as BridgeEvent);
  };
  source.onopen = () => document.body.setAttribute('data-connected', 'true');
  return () => source.close();
}

// A refusal saying the question closed (answered in another tab, expired, withdrawn) rejects
// with ClosedOnServer (readAnswerResponse): the queue takes it down and says how it closed.
// Anything else (no network, a 5xx) keeps the question and the answer on screen, to send again.
async function respond(id: string, result: ElicitResult): Promise<void> {
  const response = await fetch(`/answer/${encodeURIComponent(id)}?tab=${tab}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(result),
  });
  await readAnswerResponse(response);
}

function App() {
  const queue = useRemoteElicitationQueue({ events, respond });
  return <ElicitationHost queue={queue} />;
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
