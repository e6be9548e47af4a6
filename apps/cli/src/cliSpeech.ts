// The language the CLI speaks, resolved once before any command runs, so that even the first
// warning and a usage error come from the catalogue.
import type { LocaleCatalogue } from '@elicitkit/core';
import { EN_CATALOGUE, resolveLocalizer } from '@elicitkit/core';
import { createCliLocalizer } from './createCliLocalizer.js';
import type { DetectedLocale } from './detectLocale.js';
import { detectLocale } from './detectLocale.js';
import { loadLocale } from './loadLocale.js';
import type { CliLocalizer } from './messages/CliLocalizer.js';

export interface CliSpeech {
  readonly detected: DetectedLocale;
  readonly catalogue: LocaleCatalogue;
  /** The kit's words and the command line's own (help, check-schema's report). */
  readonly words: CliLocalizer;
}

/** English, for a command run without runCli (tests that call `command.run` directly). */
export const ENGLISH_SPEECH: CliSpeech = {
  detected: { locale: 'en', source: 'default' },
  catalogue: EN_CATALOGUE,
  words: createCliLocalizer(resolveLocalizer(EN_CATALOGUE)),
};

/** `--locale <tag>`, else LC_ALL / LC_MESSAGES / LANG, else English: its catalogue and words. */
export async function cliSpeech(
  flag: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): Promise<CliSpeech> {
  const detected = detectLocale(flag, env);
  if (detected.locale === 'en') return { ...ENGLISH_SPEECH, detected };
  const { catalogue, cli } = await loadLocale(detected.locale);
  return { detected, catalogue, words: createCliLocalizer(resolveLocalizer(catalogue), cli) };
}
