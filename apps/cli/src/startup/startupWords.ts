// Build time: what the bin says without loading the program (src/startup/bin.ts), in every shipped
// locale, formatted by the CLI's own localizer: `cli.connecting` around a stand-in for the server
// (a locale whose message does not hold the stand-in exactly once is left out: its first frame
// waits for the program), and the help texts, the program's and each command's.
import { cliSpeech } from '../cliSpeech.js';
import { COMMAND_LIST } from '../commands/commandInfo.js';
import { SHIPPED_LOCALES } from '../detectLocale.js';
import { helpText } from '../helpText.js';
import { programHelp } from '../programHelp.js';
import type { ConnectingWords } from './firstFrame.js';
import { WHERE } from './firstFrame.js';
import type { HelpTexts } from './helpRequest.js';

export interface StartupWords {
  connecting: ConnectingWords;
  /** Per shipped locale. */
  help: Record<string, HelpTexts>;
}

export async function startupWords(): Promise<StartupWords> {
  const connecting: Record<string, string> = {};
  const help: Record<string, HelpTexts> = {};
  for (const tag of SHIPPED_LOCALES) {
    const { words } = await cliSpeech(tag, {});
    const text = words.format({ key: 'cli.connecting', values: { where: WHERE } });
    if (text.split(WHERE).length === 2) connecting[tag] = text;
    help[tag] = {
      program: programHelp(words),
      commands: Object.fromEntries(COMMAND_LIST.map((c) => [c.name, helpText(words, c.help)])),
    };
  }
  return { connecting, help };
}
