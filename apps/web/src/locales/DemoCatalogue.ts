import type { LocaleCatalogue, MessagesOf, MsgOf } from '@elicitkit/core';
import type { demoEn } from './demoEn.js';

/** Every message id only the web demo shows; `demoEn.ts` is the source and the type. */
export type DemoMessageKey = keyof typeof demoEn;

/** A complete demo catalogue: a locale missing a key does not compile. */
export type DemoMessages = MessagesOf<DemoMessageKey>;

/** A descriptor of one of the demo's messages, formatted where it is drawn (in the locale then on show). */
export type DemoMsg = MsgOf<DemoMessageKey>;

/** One locale: core's catalogue for the kit's words, and the demo's own words beside it. */
export interface DemoCatalogue {
  readonly kit: LocaleCatalogue;
  readonly messages: DemoMessages;
}
