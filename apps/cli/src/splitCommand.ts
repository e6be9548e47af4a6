import { UsageError } from './usageError.js';

/**
 * `--stdio "node server.js --flag 'two words'"` as argv, without a shell: whitespace separates
 * words, single and double quotes group, a backslash escapes the next character. No variables,
 * globs or pipes — the server is started directly, so nothing in the string is interpreted.
 */
export function splitCommand(line: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < line.length; i++) {
    const char = line[i] as string;
    if (quote) {
      if (char === quote) quote = undefined;
      else if (char === '\\' && quote === '"' && i + 1 < line.length) word += line[++i];
      else word += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      inWord = true;
    } else if (char === '\\' && i + 1 < line.length) {
      word += line[++i];
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += char;
      inWord = true;
    }
  }
  if (quote)
    throw new UsageError({ key: 'cli.usage.unclosedQuote', values: { flag: '--stdio', quote } });
  if (inWord) words.push(word);
  if (words.length === 0)
    throw new UsageError({
      key: 'cli.usage.noCommand',
      values: { flag: '--stdio', example: '--stdio "node server.js"' },
    });
  return words;
}
