// The same app showing one elicitation with @elicitkit/react, the README's way.
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

createRoot(document.getElementById('root')!).render(<App />);
