// The same question on a page served with a strict Content-Security-Policy (script-src 'self',
// no 'unsafe-eval'), as in VS Code webviews: validation and Accept must still work.
import { normalizeRequest } from '@elicitkit/core';
import { ElicitationForm } from '@elicitkit/react';
import { createRoot } from 'react-dom/client';
import { params, record } from './question.js';
import '@elicitkit/react/styles.css';

const request = normalizeRequest(params);

function StrictPage() {
  window.renders += 1;
  return (
    <main>
      <ElicitationForm request={request} onResult={record} />
      <output id="results" />
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictPage />);
