import { pseudoLocale } from '@elicitkit/core';
import { doctorEn } from '../messages/doctorEn.js';
import type { DoctorLocaleCatalogue } from '../messages/DoctorLocalizer.js';

/** The doctor's pseudo-locale: accented, ~40 % longer, bracketed, generated from English. */
const catalogue: DoctorLocaleCatalogue = pseudoLocale(doctorEn, 'en-XA');
export default catalogue;
