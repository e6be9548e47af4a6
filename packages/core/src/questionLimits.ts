import { diagnosticMsg } from './diagnosticMsg.js';
import type { Msg } from './messages/types.js';

/**
 * The largest question the kit shows (documented in each renderer's README): past these a surface
 * would take seconds per frame and hundreds of megabytes, so it declines to show the question
 * instead of hanging. A 20,000-field form and a 1 MB message are well inside.
 */
export const MAX_FIELDS = 50_000;
export const MAX_MESSAGE_CHARACTERS = 4_000_000;

/** Why a question is declined: its size and the limits, for the person and the host alike. */
export interface TooLarge {
  fields: number;
  characters: number;
  maxFields: number;
  maxCharacters: number;
}

/** What the limits read of an `Elicitation` (typed apart, so normalizeRequest can use them). */
interface SizedQuestion {
  message: string;
  form?: { fields: readonly unknown[] };
}

/** Why `request` (an `Elicitation`) is too large to show, or undefined when it fits the limits. */
export function tooLargeToShow(request: SizedQuestion): TooLarge | undefined {
  const fields = request.form?.fields.length ?? 0;
  const characters = request.message.length;
  if (fields <= MAX_FIELDS && characters <= MAX_MESSAGE_CHARACTERS) return undefined;
  return { fields, characters, maxFields: MAX_FIELDS, maxCharacters: MAX_MESSAGE_CHARACTERS };
}

/** The sentence a person reads for a declined question (also the `too-large` diagnostic's). */
export function tooLargeMsg(tooLarge: TooLarge): Msg {
  return diagnosticMsg('too-large', 'error', { ...tooLarge });
}

/** Characters of the server's message shown before it is folded. */
export const MESSAGE_FOLD = 2000;

/**
 * The part of `message` shown folded: all of it, or about its first MESSAGE_FOLD characters. Cut
 * at a space when there is one near the end, so no word shows cut in half; never inside a
 * surrogate pair either (half an emoji shows as garbage).
 */
export function foldedMessage(message: string): string {
  if (message.length <= MESSAGE_FOLD) return message;
  const space = message.slice(MESSAGE_FOLD - 200, MESSAGE_FOLD + 1).search(/\s\S*$/);
  if (space >= 0) return message.slice(0, MESSAGE_FOLD - 200 + space);
  const code = message.charCodeAt(MESSAGE_FOLD - 1);
  return message.slice(0, code >= 0xd800 && code <= 0xdbff ? MESSAGE_FOLD - 1 : MESSAGE_FOLD);
}
