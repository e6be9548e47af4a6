import type { DoctorLocaleCatalogue, DoctorMessages } from '../messages/DoctorLocalizer.js';
import { doctorEn } from '../messages/doctorEn.js';

// TRANSLATE
const messages: DoctorMessages = { ...doctorEn };

const catalogue: DoctorLocaleCatalogue = Object.freeze({
  locale: 'ar',
  dir: 'rtl',
  messages: Object.freeze(messages),
});
export default catalogue;
