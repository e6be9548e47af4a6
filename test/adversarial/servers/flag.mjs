// The hostile servers' command line: `--name value` pairs.
const args = process.argv.slice(2);

/** The value after `--name`, or `fallback` when the flag is absent. */
export function flag(name, fallback) {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
}
