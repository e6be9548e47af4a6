// A host app that passes its design system's rjsf theme to elicitkit, as the README shows.
import type { ElicitResult } from '@elicitkit/core';
import { normalizeRequest } from '@elicitkit/core';
import { ElicitationForm } from '@elicitkit/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { Theme } from '@rjsf/chakra-ui';
import { createRoot } from 'react-dom/client';
import '@elicitkit/react/styles.css';

declare global {
  interface Window {
    results: ElicitResult[];
  }
}
window.results = [];

// Raw elicitation/create params, with markdown and a link in server text.
const request = normalizeRequest({
  message: 'Set up the **release**: [docs](https://evil.example/m)',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', description: '[x](https://evil.example/x)' },
      email: { type: 'string', title: 'Email', format: 'email' },
      count: { type: 'integer', title: 'Replicas', minimum: 1, maximum: 9 },
      agree: { type: 'boolean', title: 'Send notifications' },
      colour: {
        type: 'string',
        title: 'Colour',
        enum: ['red', 'green', 'blue', 'cyan', 'mauve', 'teal', 'ochre', 'plum', 'sand'],
      },
    },
    required: ['name', 'count', 'agree'],
  },
});

function record(result: ElicitResult) {
  window.results.push(result);
  const out = document.getElementById('results');
  if (out) out.textContent = JSON.stringify(window.results);
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    // Chakra's components need its provider above them, as in any Chakra app.
    <ChakraProvider value={defaultSystem}>
      <ElicitationForm
        request={request}
        rjsfTheme={Theme}
        server={{ trustedId: 'github', reportedName: 'GitHub' }}
        onResult={record}
        autoFocus
      />
    </ChakraProvider>,
  );
