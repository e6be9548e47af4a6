// The shared renderer conformance suite (test/conformance) against the Ink renderer, driven only
// through keys and the frame on screen.
import { runRendererConformance } from '../../../test/conformance/runRendererConformance.js';
import { inkConformanceAdapter } from '../../../test/conformance/inkConformanceAdapter.js';

runRendererConformance(inkConformanceAdapter);
