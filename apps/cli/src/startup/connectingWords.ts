// Build time: `cli.connecting` in every shipped locale, formatted by the CLI's own localizer with
// a stand-in for the server, for the bin's early first frame (firstFrame.ts). A locale whose
// message does not hold the stand-in exactly once is left out: its first frame waits for the program.
import { cliSpeech } from '../cliSpeech.js';
import { SHIPPED_LOCALES } from '../detectLocale.js';
import type { ConnectingWords } from './firstFrame.js';
import { WHERE } from './firstFrame.js';

export async function connectingWords(): Promise<ConnectingWords> {
  const words: Record<string, string> = {};
  for (const tag of SHIPPED_LOCALES) {
    const speech = await cliSpeech(tag, {});
    const text = speech.words.format({ key: 'cli.connecting', values: { where: WHERE } });
    if (text.split(WHERE).length === 2) words[tag] = text;
  }
  return words;
}
