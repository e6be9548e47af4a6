import type { Localizer } from '@elicitkit/core';
import { extendLocalizer } from '@elicitkit/core';
import { cliEn } from './messages/cliEn.js';
import type { CliLocaleCatalogue, CliLocalizer } from './messages/CliLocalizer.js';

// The command line's own safety words, beside the kit's: which server a sign-in, login or logout
// is for, and which server a task's question comes from. No translation may drop them.
const isCliCritical = (key: string): boolean =>
  key.startsWith('auth.cli.') || key === 'cli.taskAsking';

/**
 * The kit's localizer with the command line's own words added (its help and reports live in a
 * catalogue of their own, so a web app's locale never carries them). A CLI message that is
 * missing, outside the ICU subset, or a safety message whose translation drops an English
 * argument (the server a sign-in is for) is shown in English; every other message goes to
 * `words`, and numbers are shown in the kit's locale.
 */
export function createCliLocalizer(
  words: Localizer,
  catalogue?: CliLocaleCatalogue,
  options: { onFallback?(key: string, reason: 'missing' | 'syntax' | 'unsafe'): void } = {},
): CliLocalizer {
  return extendLocalizer(words, cliEn, catalogue?.messages ?? cliEn, {
    isCritical: isCliCritical,
    ...(options.onFallback ? { onFallback: options.onFallback } : {}),
  });
}
