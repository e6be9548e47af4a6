// The shared renderer conformance suite again, with the prompt given the en-XA pseudo-locale: the
// same results, errors on the same fields and the same consent model as in English, in the
// catalogue's words. In `npm test` only: the English run (conformance.test.tsx) is the inner loop's.
import enXA from '@elicitkit/core/locales/en-XA';
import { runRendererConformance } from '../../../test/conformance/runRendererConformance.js';
import { inkConformanceAdapter } from '../../../test/conformance/inkConformanceAdapter.js';

runRendererConformance(inkConformanceAdapter, { messages: enXA });
