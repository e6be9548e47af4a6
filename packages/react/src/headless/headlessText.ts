import type { Localizer, Msg } from '@elicitkit/core';

/** A word for the person: core's descriptor, and the same formatted by the hook's localizer. */
export interface HeadlessText {
  readonly msg: Msg;
  /** `msg` as plain text in the chosen locale (aria-labels, live regions, simple drawing). */
  readonly text: string;
}

/** Formats a descriptor once, keeping it beside its text. */
export function headlessText(localizer: Localizer, msg: Msg): HeadlessText {
  return { msg, text: localizer.format(msg) };
}
