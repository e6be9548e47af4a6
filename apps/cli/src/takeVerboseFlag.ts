/**
 * `--verbose` taken out of argv wherever it stands before `--`, as `--locale` is: it decides what
 * is shown from the first line on, for every command.
 */
export function takeVerboseFlag(argv: readonly string[]): { verbose: boolean; rest: string[] } {
  const end = argv.indexOf('--');
  const head = end === -1 ? argv : argv.slice(0, end);
  const tail = end === -1 ? [] : argv.slice(end);
  const rest = head.filter((arg) => arg !== '--verbose');
  return { verbose: rest.length !== head.length, rest: [...rest, ...tail] };
}
