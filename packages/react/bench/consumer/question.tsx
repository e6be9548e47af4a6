// The one question every form app shows, the README's way (inline normalizeRequest), in English or
// in the locale an app passes (`messages={de}`).
import type { LocaleCatalogue } from '@elicitkit/core';
import { normalizeRequest } from '@elicitkit/core';
import { ElicitationForm } from '@elicitkit/react';
import { createRoot } from 'react-dom/client';
import '@elicitkit/react/styles.css';

const params = {
  message: 'Deploy which service?',
  requestedSchema: {
    type: 'object',
    properties: { service: { type: 'string', title: 'Service' } },
    required: ['service'],
  },
};

function App({ messages }: { messages: LocaleCatalogue | undefined }) {
  return (
    <ElicitationForm
      {...(messages && { messages })}
      request={normalizeRequest(params)}
      onResult={(result) => console.log(result)}
    />
  );
}

export function showQuestion(messages?: LocaleCatalogue): void {
  createRoot(document.getElementById('root')!).render(<App messages={messages} />);
}
