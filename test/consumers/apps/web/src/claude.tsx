// The page of a host whose agent (the Claude Agent SDK) runs on its server: the questions arrive
// from @elicitkit/client/bridge over SSE and the answers go back by POST (readAnswerResponse),
// as the @elicitkit/react README shows. `?bridge=<origin>` names the host's server.
import type { BridgeEvent, ElicitResult } from '@elicitkit/core';
import { ElicitationHost } from '@elicitkit/react';
import { readAnswerResponse, useRemoteElicitationQueue } from '@elicitkit/react/remote';
import { createRoot } from 'react-dom/client';
import '@elicitkit/react/styles.css';

const bridge = new URLSearchParams(location.search).get('bridge') ?? '';

function events(listener: (event: BridgeEvent) => void): () => void {
  const source = new EventSource(`${bridge}/events`);
  source.onmessage = (message: MessageEvent<string>) =>
    listener(JSON.parse(message.data) as BridgeEvent);
  return () => source.close();
}

async function respond(id: string, result: ElicitResult): Promise<void> {
  window.answersSent = (window.answersSent ?? 0) + 1;
  await readAnswerResponse(
    await fetch(`${bridge}/answer/${encodeURIComponent(id)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(result),
    }),
  );
}

function App() {
  const queue = useRemoteElicitationQueue({ events, respond });
  return <ElicitationHost queue={queue} />;
}

declare global {
  interface Window {
    answersSent?: number;
  }
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
