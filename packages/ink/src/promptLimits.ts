import type { Elicitation } from '@elicitkit/core';

/**
 * The largest question the terminal draws (documented in the README): past these a prompt would
 * take seconds per frame and hundreds of megabytes, so it declines to draw instead of hanging.
 * A 20,000-field form and a 1 MB message are well inside.
 */
export const MAX_FIELDS = 50_000;
export const MAX_MESSAGE_CHARACTERS = 4_000_000;

export interface TooLarge {
  fields: number;
  characters: number;
  maxFields: number;
  maxCharacters: number;
}

/** Why `request` is too large to draw, or undefined when it fits the limits. */
export function tooLargeToDraw(request: Elicitation): TooLarge | undefined {
  const fields = request.mode === 'form' ? request.form.fields.length : 0;
  const characters = request.message.length;
  if (fields <= MAX_FIELDS && characters <= MAX_MESSAGE_CHARACTERS) return undefined;
  return { fields, characters, maxFields: MAX_FIELDS, maxCharacters: MAX_MESSAGE_CHARACTERS };
}
