// A deliberately tiny argv parser: commands declare their flags, and anything undeclared is a
// usage error (exit 2) rather than silently ignored, so a typo never changes what gets checked.
import type { CliMsg } from './messages/CliLocalizer.js';

/** `multiple`: the flag may repeat; its values are joined with newlines (none can hold one). */
type FlagSpec = { type: 'boolean' } | { type: 'string'; multiple?: boolean };

export type FlagSpecs = Record<string, FlagSpec>;

interface ParsedArgs {
  flags: Record<string, string | boolean>;
  positionals: string[];
}

export type ParseOutcome = ({ ok: true } & ParsedArgs) | { ok: false; error: CliMsg };

/**
 * Long flags only: `--json`, `--answer VALUE`, `--answer=VALUE`; `-h` is the one short alias
 * (for `--help`). A lone `-` is a positional (stdin); `--` ends flag parsing.
 */
export function parseArgs(argv: readonly string[], specs: FlagSpecs): ParseOutcome {
  const flags: Record<string, string | boolean> = Object.create(null) as Record<
    string,
    string | boolean
  >;
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '-h' && Object.hasOwn(specs, 'help')) {
      flags['help'] = true;
      continue;
    }
    if (!arg.startsWith('-') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    if (!arg.startsWith('--'))
      return {
        ok: false,
        error: { key: 'cli.usage.unknownOption', values: { option: quote(arg) } },
      };
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
    const spec = Object.hasOwn(specs, name) ? specs[name] : undefined;
    if (!spec)
      return {
        ok: false,
        error: { key: 'cli.usage.unknownOption', values: { option: quote(`--${name}`) } },
      };
    if (spec.type === 'boolean') {
      if (eq !== -1)
        return { ok: false, error: { key: 'cli.usage.noValue', values: { option: `--${name}` } } };
      flags[name] = true;
      continue;
    }
    let value: string | undefined;
    if (eq !== -1) value = arg.slice(eq + 1);
    else if (i + 1 < argv.length) value = argv[++i];
    if (value === undefined)
      return { ok: false, error: { key: 'cli.usage.needsValue', values: { option: `--${name}` } } };
    if (Object.hasOwn(flags, name)) {
      if (!('multiple' in spec && spec.multiple))
        return {
          ok: false,
          error: { key: 'cli.usage.givenTwice', values: { option: `--${name}` } },
        };
      flags[name] = `${String(flags[name])}\n${value}`;
      continue;
    }
    flags[name] = value;
  }
  return { ok: true, flags, positionals };
}

// Arguments are echoed back in error messages; keep them on one readable line.
function quote(text: string): string {
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 59)}…` : text);
}
