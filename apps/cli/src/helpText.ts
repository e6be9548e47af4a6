import type { MsgValues } from '@elicitkit/core';
import type { CliLocalizer, CliMessageKey } from './messages/CliLocalizer.js';
import { SHIPPED_LOCALES } from './detectLocale.js';

// Commands typed as they are, in every language (the words around them are the catalogue's).
const CHECK_SCHEMA_EXAMPLES = `  elicitkit check-schema request.json
  elicitkit check-schema request.json --answer '{"name": "Ada"}' --json
  cat schema.json | elicitkit check-schema - --answer @answer.json`;

/** A command's `--help` in the CLI's language, with the option rows several commands share. */
export function helpText(words: CliLocalizer, key: CliMessageKey, more?: MsgValues): string {
  return words.format({
    key,
    values: {
      serverFlags: words.format({ key: 'cli.help.serverFlags' }),
      authFlags: words.format({ key: 'cli.help.authFlags' }),
      signInFlags: words.format({ key: 'cli.help.signInFlags' }),
      locales: SHIPPED_LOCALES.filter((tag) => tag !== 'en').join(', '),
      examples: CHECK_SCHEMA_EXAMPLES,
      ...more,
    },
  });
}
