import type { CliIo, Command } from './command.js';
import { EXIT_OK, EXIT_USAGE } from './command.js';
import { commands } from './commands/index.js';
import { UsageError } from './usageError.js';

/** Exit code for a failure of elicitkit itself (EX_SOFTWARE): never expected, always a bug. */
export const EXIT_BUG = 70;

export function programHelp(list: readonly Command[] = commands): string {
  const width = Math.max(...list.map((c) => c.name.length)) + 2;
  const rows = list.map((c) => `  ${c.name.padEnd(width)}${c.summary}`).join('\n');
  return `Usage: elicitkit <command> [options]

Call MCP tools that stop to ask you a question (elicitation), and check how
clients will see a server's questions.

Commands:
${rows}

Run 'elicitkit <command> --help' for a command's options and exit codes.
`;
}

/** Dispatches argv (without node and script) to a command; returns the exit code, never throws. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined) {
    io.err(programHelp());
    return EXIT_USAGE;
  }
  if (first === '--help' || first === '-h') {
    io.out(programHelp());
    return EXIT_OK;
  }
  let name = first;
  let args = rest;
  if (first === 'help') {
    if (rest[0] === undefined) {
      io.out(programHelp());
      return EXIT_OK;
    }
    name = rest[0];
    args = ['--help'];
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    const what = name.startsWith('-') ? 'option' : 'command';
    io.err(
      `elicitkit: unknown ${what} ${JSON.stringify(name.slice(0, 60))}\n` +
        `Commands: ${commands.map((c) => c.name).join(', ')}. Run 'elicitkit --help' for usage.\n`,
    );
    return EXIT_USAGE;
  }
  try {
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(
        `elicitkit ${command.name}: ${error.message}\n` +
          `Run 'elicitkit ${command.name} --help' for usage.\n`,
      );
      return EXIT_USAGE;
    }
    // Bad input is handled above as usage or as a negative verdict; reaching here is a bug.
    const message = error instanceof Error ? error.message : String(error);
    io.err(`elicitkit ${command.name}: internal error (a bug in elicitkit): ${message}\n`);
    if (io.env['ELICITKIT_DEBUG'] && error instanceof Error && error.stack)
      io.err(`${error.stack}\n`);
    return EXIT_BUG;
  }
}
