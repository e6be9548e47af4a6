import { UsageError } from './usageError.js';

/**
 * `--locale <tag>` (or `--locale=<tag>`) taken out of argv wherever it stands before `--`: every
 * command speaks the language it names, and it is known before anything is printed.
 */
export function takeLocaleFlag(argv: readonly string[]): {
  locale: string | undefined;
  rest: string[];
} {
  const rest: string[] = [];
  let locale: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      rest.push(...argv.slice(i));
      break;
    }
    if (arg === '--locale') {
      const value = argv[i + 1];
      if (value === undefined)
        throw new UsageError({ key: 'cli.usage.needsValue', values: { option: '--locale' } });
      locale = value;
      i++;
    } else if (arg.startsWith('--locale=')) locale = arg.slice('--locale='.length);
    else rest.push(arg);
  }
  return { locale, rest };
}
