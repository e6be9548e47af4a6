// The shared renderer conformance suite again, with the form given the en-XA pseudo-locale: the
// same results, errors on the same fields and the same consent model as in English, in the
// catalogue's words (an English word left in elicitkit's own text fails). In `npm test` only:
// the English run (conformance.test.tsx) is the inner loop's.
import enXA from '@elicitkit/core/locales/en-XA';
import type { ConformanceAdapter } from '../../../test/conformance/adapter.js';
import { runRendererConformance } from '../../../test/conformance/runRendererConformance.js';
import { renderForTest } from './renderForTest.js';

process.env.TZ = 'UTC';

const reactAdapter: ConformanceAdapter = {
  name: '@elicitkit/react (Testing Library, jsdom)',
  render: async (request, context, options) => renderForTest(request, context, options),
};

runRendererConformance(reactAdapter, { messages: enXA });
