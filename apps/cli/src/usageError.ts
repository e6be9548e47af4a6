import type { Msg } from '@elicitkit/core';
import type { CliLocalizer, CliMsg } from './messages/CliLocalizer.js';
import { ENGLISH_SPEECH } from './cliSpeech.js';

/**
 * A mistake in how the command was called (bad flag, missing or unreadable file): exit 2. It
 * carries a descriptor, so the person reads it in the CLI's language; `message` stays English
 * (for logs). `parts` are messages formatted into `msg`'s values in the same language.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  constructor(
    readonly msg: Msg | CliMsg,
    readonly parts: Readonly<Record<string, Msg | CliMsg>> = {},
  ) {
    super(usageText(ENGLISH_SPEECH.words, msg, parts));
  }

  /** The reason in `words`' language. */
  text(words: CliLocalizer): string {
    return usageText(words, this.msg, this.parts);
  }
}

function usageText(
  words: CliLocalizer,
  msg: Msg | CliMsg,
  parts: Readonly<Record<string, Msg | CliMsg>>,
): string {
  const values: Record<string, string | number> = { ...msg.values };
  for (const [name, part] of Object.entries(parts)) values[name] = words.format(part);
  return words.format({ ...msg, values });
}
