import type { Localizer } from '@elicitkit/core';
import { foldedMessage } from '@elicitkit/core';
import type { HeadlessText } from './headlessText.js';
import { headlessText } from './headlessText.js';

/** A message longer than core's fold: draw `shown` and a control that reveals the whole `message`. */
export interface HeadlessMessageFold {
  /** The message's opening (core's `foldedMessage`, cut at a space). */
  shown: string;
  /** The control's label while folded: "Show the whole message (N more characters)". */
  showAll: HeadlessText;
  /** Its label once the whole message is shown. */
  showLess: HeadlessText;
}

/** The fold of `message`, or undefined when it is short enough to show whole. */
export function headlessMessageFold(
  localizer: Localizer,
  message: string,
): HeadlessMessageFold | undefined {
  const shown = foldedMessage(message);
  if (shown.length === message.length) return undefined;
  return {
    shown,
    showAll: headlessText(localizer, {
      key: 'form.messageShowAll',
      values: { count: message.length - shown.length },
    }),
    showLess: headlessText(localizer, { key: 'form.messageShowLess' }),
  };
}
