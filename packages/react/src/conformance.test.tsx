// The shared renderer conformance suite (test/conformance) against @elicitkit/react in jsdom,
// driven through Testing Library's user-event.
import type { ConformanceAdapter } from '../../../test/conformance/adapter.js';
import { runRendererConformance } from '../../../test/conformance/runRendererConformance.js';
import { renderForTest } from './renderForTest.js';

// The corpus writes date-times in UTC; the datetime-local control works in the browser's zone, so
// the zone is pinned here (DateTimeWidget.test.tsx covers other zones).
process.env.TZ = 'UTC';

const reactAdapter: ConformanceAdapter = {
  name: '@elicitkit/react (Testing Library, jsdom)',
  render: async (request, context, options) => renderForTest(request, context, options),
};

runRendererConformance(reactAdapter);
