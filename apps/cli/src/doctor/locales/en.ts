import { doctorEn } from '../messages/doctorEn.js';
import type { DoctorLocaleCatalogue } from '../messages/DoctorLocalizer.js';

/** The doctor's English words: the default, and the fallback for any a locale gets wrong. */
const catalogue: DoctorLocaleCatalogue = Object.freeze({
  locale: 'en',
  dir: 'ltr',
  messages: doctorEn,
});
export default catalogue;
