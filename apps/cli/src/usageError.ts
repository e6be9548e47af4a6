import type { Localizer, Msg } from '@elicitkit/core';
import { english } from '@elicitkit/core';

/**
 * A mistake in how the command was called (bad flag, missing or unreadable file): exit 2. It
 * carries a descriptor, so the person reads it in the CLI's language; `message` stays English
 * (for logs). `parts` are messages formatted into `msg`'s values in the same language.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  constructor(
    readonly msg: Msg,
    readonly parts: Readonly<Record<string, Msg>> = {},
  ) {
    super(usageText(english, msg, parts));
  }

  /** The reason in `words`' language. */
  text(words: Localizer): string {
    return usageText(words, this.msg, this.parts);
  }
}

function usageText(words: Localizer, msg: Msg, parts: Readonly<Record<string, Msg>>): string {
  const values: Record<string, string | number> = { ...msg.values };
  for (const [name, part] of Object.entries(parts)) values[name] = words.format(part);
  return words.format({ key: msg.key, values });
}
