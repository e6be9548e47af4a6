// `elicitkit --help` and `elicitkit <command> --help`, recognised by the bin (src/startup/bin.ts),
// which prints the text rendered at build time (startupWords.ts) without loading the program. Only
// the plain forms: anything more (another flag, an unknown command or locale) goes to the program,
// which says what it always said.
import { detectLocale } from '../detectLocale.js';
import { takeLocaleFlag } from '../takeLocaleFlag.js';
import { takeVerboseFlag } from '../takeVerboseFlag.js';

/** One locale's help: the program's (`elicitkit --help`) and each command's, by name. */
export interface HelpTexts {
  program: string;
  commands: Readonly<Record<string, string>>;
}

const HELP = new Set(['--help', '-h']);

/** Which help `argv` (without node and script) asks for, in which locale; undefined for the rest. */
export function helpRequest(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): { locale: string; command?: string } | undefined {
  try {
    const taken = takeLocaleFlag(argv);
    const detected = detectLocale(taken.locale, env);
    if (detected.unmatched !== undefined) return undefined;
    const [first, second, ...more] = takeVerboseFlag(taken.rest).rest;
    if (first === undefined || more.length > 0) return undefined;
    if (second === undefined)
      return HELP.has(first) || first === 'help' ? { locale: detected.locale } : undefined;
    if (first === 'help' && !second.startsWith('-'))
      return { locale: detected.locale, command: second };
    if (HELP.has(second) && !first.startsWith('-'))
      return { locale: detected.locale, command: first };
    return undefined;
  } catch {
    return undefined;
  }
}

/** The text for `request` from a locale's `texts`; undefined for a command it does not know. */
export function helpFor(texts: HelpTexts, command: string | undefined): string | undefined {
  if (command === undefined) return texts.program;
  return Object.hasOwn(texts.commands, command) ? texts.commands[command] : undefined;
}
