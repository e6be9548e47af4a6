// The one question both form apps show, the README's way (inline normalizeRequest).
import { normalizeRequest } from '@elicitkit/core';
import { ElicitationForm } from '@elicitkit/react';
import { createRoot } from 'react-dom/client';

const params = {
  message: 'Deploy which service?',
  requestedSchema: {
    type: 'object',
    properties: { service: { type: 'string', title: 'Service' } },
    required: ['service'],
  },
};

function App() {
  return (
    <ElicitationForm
      request={normalizeRequest(params)}
      onResult={(result) => console.log(result)}
    />
  );
}

export function showQuestion(): void {
  createRoot(document.getElementById('root')!).render(<App />);
}
