import type { ElicitResult } from '@elicitkit/core';

/** The question both pages ask, as raw elicitation/create params straight off the wire. */
export const params: unknown = {
  message: 'Which service should be deployed?',
  requestedSchema: {
    type: 'object',
    properties: { service: { type: 'string', title: 'Service', minLength: 2 } },
    required: ['service'],
  },
};

declare global {
  interface Window {
    /** Every result the form reported, in order: the test reads it. */
    results: ElicitResult[];
    /** How often the host rendered. */
    renders: number;
    /** Content-Security-Policy violations seen by the page. */
    violations: string[];
  }
}

window.results = [];
window.renders = 0;
window.violations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.violations.push(`${event.violatedDirective}: ${event.blockedURI}`);
});

export function record(result: ElicitResult): void {
  window.results.push(result);
  const out = document.getElementById('results');
  if (out) out.textContent = JSON.stringify(window.results);
}
