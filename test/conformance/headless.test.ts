// The whole conformance suite against the reference headless adapter (core's form model, no UI).
import { headlessAdapter } from './headlessAdapter.js';
import { runRendererConformance } from './runRendererConformance.js';

runRendererConformance(headlessAdapter);
