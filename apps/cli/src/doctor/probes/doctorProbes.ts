import type { Probe } from '../probe.js';
import { ANSWER_PROBES } from './answerProbes.js';
import { ROUND_PROBES } from './roundProbes.js';
import { SCHEMA_PROBES } from './schemaProbes.js';
import { URL_PROBES } from './urlProbes.js';

/** Every doctor_ tool that asks, in the order a person goes through them. */
export const DOCTOR_PROBES: readonly Probe[] = [
  ...SCHEMA_PROBES,
  ...ANSWER_PROBES,
  ...URL_PROBES,
  ...ROUND_PROBES,
];
