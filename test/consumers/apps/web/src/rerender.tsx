// A chat host streaming tokens: it re-renders every 50 ms and passes the README's inline
// `request={normalizeRequest(params)}` each time. The person must still be able to answer.
import { normalizeRequest } from '@elicitkit/core';
import { ElicitationForm } from '@elicitkit/react';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { params, record } from './question.js';
import '@elicitkit/react/styles.css';

function ChatHost() {
  const [tokens, setTokens] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTokens((n) => n + 1), 50);
    return () => clearInterval(timer);
  }, []);
  window.renders += 1;
  return (
    <main>
      <p>streamed {tokens} tokens</p>
      <ElicitationForm request={normalizeRequest(params)} onResult={record} />
      <output id="results" />
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<ChatHost />);
