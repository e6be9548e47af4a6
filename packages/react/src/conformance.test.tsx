// The shared renderer conformance suite (test/conformance) against @elicitkit/react in jsdom,
// driven through Testing Library's user-event.
import {
  runLocaleConformance,
  runRendererConformance,
} from '../../../test/conformance/runRendererConformance.js';
import { SHIPPED_CATALOGUES } from '../../../test/conformance/shippedCatalogues.js';
import { reactConformanceAdapter as reactAdapter } from '../../../test/conformance/reactConformanceAdapter.js';

// The corpus writes date-times in UTC; the datetime-local control works in the browser's zone, so
// the zone is pinned here (DateTimeWidget.test.tsx covers other zones).
process.env.TZ = 'UTC';

runRendererConformance(reactAdapter);
// Numbers and dates typed the way each shipped locale writes them, agreeing with core.
runLocaleConformance(reactAdapter, SHIPPED_CATALOGUES);
