// What a play looks for, in the words of the catalogue the story's `locale` global chose: a play
// finds "Accept" as that catalogue says it, so it passes (and checks the words) in every locale.
import type { MessageKey, MsgValues } from '@elicitkit/core';
import { resolveLocalizer } from '@elicitkit/core';
import { storyCatalogue } from './storyLocales.js';

/** Formats a message id as the story's locale shows it (plain text, tags' contents kept). */
export type StoryWords = (key: MessageKey, values?: MsgValues) => string;

export function storyWords(globals: Readonly<Record<string, unknown>>): StoryWords {
  const localizer = resolveLocalizer(storyCatalogue(globals['locale']));
  return (key, values) => localizer.format(values ? { key, values } : { key });
}
