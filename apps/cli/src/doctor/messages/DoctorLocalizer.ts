import type { LocaleCatalogueOf, LocalizerWith, MessagesOf, MsgOf } from '@elicitkit/core';
import type { doctorEn } from './doctorEn.js';

/** Every message id of `elicitkit doctor` (`doctorEn.ts` is the source and type). */
export type DoctorMessageKey = keyof typeof doctorEn;
/** A complete doctor catalogue: a locale missing a key does not compile. */
export type DoctorMessages = MessagesOf<DoctorMessageKey>;
/** A descriptor of one of the doctor's messages. */
export type DoctorMsg = MsgOf<DoctorMessageKey>;
/** One locale's doctor words (`locales/<tag>.ts`). */
export type DoctorLocaleCatalogue = LocaleCatalogueOf<DoctorMessageKey>;
/** The doctor's Localizer: the kit's messages, and its own. */
export type DoctorLocalizer = LocalizerWith<DoctorMessageKey>;
