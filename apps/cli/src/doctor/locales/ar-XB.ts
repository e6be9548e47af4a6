import { pseudoLocale } from '@elicitkit/core';
import { doctorEn } from '../messages/doctorEn.js';
import type { DoctorLocaleCatalogue } from '../messages/DoctorLocalizer.js';

/** The doctor's right-to-left pseudo-locale: English words in a right-to-left override. */
const catalogue: DoctorLocaleCatalogue = pseudoLocale(doctorEn, 'ar-XB');
export default catalogue;
