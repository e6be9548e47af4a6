import kit from '@elicitkit/core/locales/en';
import type { DemoCatalogue } from './DemoCatalogue.js';
import { demoEn } from './demoEn.js';

/** The web demo's English words (the source), beside core's English catalogue. */
const catalogue: DemoCatalogue = Object.freeze({ kit, messages: demoEn });
export default catalogue;
