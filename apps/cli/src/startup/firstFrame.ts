// The first frame of `elicitkit call` and `elicitkit task` (the spinner's "Connecting to …"), read
// off the command line as the command will read it, so the bin can paint it before the program,
// the MCP client and Ink load (src/startup/bin.ts). The words come from the catalogues, formatted
// at build time around a stand-in for the server (connectingWords.ts). Any doubt means no early
// frame: the command then draws its spinner, or says what is wrong, as it always did.
import { callFlags } from '../commands/callFlags.js';
import { describeTarget } from '../describeTarget.js';
import { detectLocale } from '../detectLocale.js';
import { parseArgs } from '../parseArgs.js';
import { serverTarget } from '../serverTarget.js';
import { takeLocaleFlag } from '../takeLocaleFlag.js';
import { takeVerboseFlag } from '../takeVerboseFlag.js';

/** Where the server's name goes in a pre-formatted "Connecting to …" (a private-use code point). */
export const WHERE = '\uE000';

/** Per shipped locale, `cli.connecting` formatted with `WHERE` as the server. */
export type ConnectingWords = Readonly<Record<string, string>>;

/**
 * The text of the first spinner frame `argv` (without node and script) would draw, or undefined
 * when it would not draw one first: another command, `--help`, a usage error, an unknown locale
 * (its note comes first), or input read from stdin before connecting.
 */
export function firstFrameText(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  words: ConnectingWords,
): string | undefined {
  try {
    const taken = takeLocaleFlag(argv);
    const detected = detectLocale(taken.locale, env);
    const template = words[detected.locale];
    if (detected.unmatched !== undefined || template === undefined) return undefined;
    const [name, ...args] = takeVerboseFlag(taken.rest).rest;
    if (name !== 'call' && name !== 'task') return undefined;
    const parsed = parseArgs(args, callFlags(name === 'call'));
    if (!parsed.ok || parsed.flags['help'] === true) return undefined;
    if (parsed.flags['args'] === '@-' || parsed.flags['answers'] === '-') return undefined;
    const { target, rest } = serverTarget(parsed.flags, parsed.positionals);
    if (rest.length !== 1) return undefined;
    return template.split(WHERE).join(describeTarget(target));
  } catch {
    return undefined;
  }
}
