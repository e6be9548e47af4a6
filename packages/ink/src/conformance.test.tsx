// The shared renderer conformance suite (test/conformance) against the Ink renderer, driven only
// through keys and the frame on screen.
import {
  runLocaleConformance,
  runRendererConformance,
} from '../../../test/conformance/runRendererConformance.js';
import { SHIPPED_CATALOGUES } from '../../../test/conformance/shippedCatalogues.js';
import { inkConformanceAdapter } from '../../../test/conformance/inkConformanceAdapter.js';

runRendererConformance(inkConformanceAdapter);
// Numbers and dates typed the way each shipped locale writes them, agreeing with core.
runLocaleConformance(inkConformanceAdapter, SHIPPED_CATALOGUES);
