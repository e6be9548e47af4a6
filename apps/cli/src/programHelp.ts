import type { CommandInfo } from './commands/commandInfo.js';
import { COMMAND_LIST } from './commands/commandInfo.js';
import { ENGLISH_SPEECH } from './cliSpeech.js';
import { helpText } from './helpText.js';
import type { CliLocalizer } from './messages/CliLocalizer.js';

/** `elicitkit --help`: the usage and every command with its one line, in `words`' language. */
export function programHelp(
  words: CliLocalizer = ENGLISH_SPEECH.words,
  list: readonly CommandInfo[] = COMMAND_LIST,
): string {
  const width = Math.max(...list.map((c) => c.name.length)) + 2;
  const rows = list.map((c) => `  ${c.name.padEnd(width)}${words.format(c.summary)}`).join('\n');
  return helpText(words, 'cli.help.program', { commands: rows });
}
