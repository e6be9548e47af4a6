import type { Localizer } from '@elicitkit/core';
import { extendLocalizer } from '@elicitkit/core';
import { doctorEn } from './messages/doctorEn.js';
import type { DoctorLocaleCatalogue, DoctorLocalizer } from './messages/DoctorLocalizer.js';

/**
 * The kit's localizer with the doctor's own words added (its report card, link page and the
 * questions its tools ask). A message that is missing or unreadable in the locale is English.
 */
export function createDoctorLocalizer(
  words: Localizer,
  catalogue?: DoctorLocaleCatalogue,
  options: { onFallback?(key: string, reason: 'missing' | 'syntax' | 'unsafe'): void } = {},
): DoctorLocalizer {
  return extendLocalizer(words, doctorEn, catalogue?.messages ?? doctorEn, {
    ...(options.onFallback ? { onFallback: options.onFallback } : {}),
  });
}
