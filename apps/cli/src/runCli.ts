import { toDisplayText } from '@elicitkit/core';
import type { CliIo, Command } from './command.js';
import { EXIT_OK, EXIT_USAGE } from './command.js';
import type { CliSpeech } from './cliSpeech.js';
import { cliSpeech, ENGLISH_SPEECH } from './cliSpeech.js';
import { commands } from './commands/index.js';
import { programHelp } from './programHelp.js';
import { routeLibraryLogs } from './routeLibraryLogs.js';
import { takeLocaleFlag } from './takeLocaleFlag.js';
import { takeVerboseFlag } from './takeVerboseFlag.js';
import { UsageError } from './usageError.js';

/** Exit code for a failure of elicitkit itself (EX_SOFTWARE): never expected, always a bug. */
const EXIT_BUG = 70;

const quoted = (text: string) => JSON.stringify(text.slice(0, 60));

/** Dispatches argv (without node and script) to a command; returns the exit code, never throws. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  // The language first, so every word below (a usage error, an early warning) is in it.
  let taken: ReturnType<typeof takeLocaleFlag>;
  let speech: CliSpeech;
  try {
    taken = takeLocaleFlag(argv);
  } catch (error) {
    speech = await cliSpeech(undefined, io.env);
    io.err(`elicitkit: ${(error as UsageError).text(speech.words)}\n`);
    return EXIT_USAGE;
  }
  speech = await cliSpeech(taken.locale, io.env);
  const { words } = speech;
  const { verbose, rest: argvRest } = takeVerboseFlag(taken.rest);
  const restore = routeLibraryLogs(
    verbose
      ? (text) =>
          io.err(
            `elicitkit: ${words.format({ key: 'cli.serverLog', values: { text: toDisplayText(text, { singleLine: true, maxLength: 2000 }) } })}\n`,
          )
      : undefined,
  );
  try {
    return await dispatch(argvRest, io, speech);
  } finally {
    restore();
  }
}

async function dispatch(argv: readonly string[], io: CliIo, speech: CliSpeech): Promise<number> {
  const { words } = speech;
  if (speech.detected.unmatched !== undefined)
    io.err(
      `elicitkit: ${words.format({ key: 'cli.localeUnknown', values: { flag: '--locale', tag: quoted(speech.detected.unmatched) } })}\n`,
    );
  const [first, ...rest] = argv;
  if (first === undefined) {
    io.err(programHelp(words));
    return EXIT_USAGE;
  }
  if (first === '--help' || first === '-h') {
    io.out(programHelp(words));
    return EXIT_OK;
  }
  let name = first;
  let args = rest;
  if (first === 'help') {
    if (rest[0] === undefined) {
      io.out(programHelp(words));
      return EXIT_OK;
    }
    name = rest[0];
    args = ['--help'];
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    const unknown = name.startsWith('-')
      ? words.format({ key: 'cli.usage.unknownOption', values: { option: quoted(name) } })
      : words.format({ key: 'cli.usage.unknownCommand', values: { name: quoted(name) } });
    const list = words.format({
      key: 'cli.usage.commandList',
      values: { list: commands.map((c) => c.name).join(', ') },
    });
    const help = words.format({
      key: 'cli.usage.seeHelp',
      values: { help: `'elicitkit --help'` },
    });
    io.err(`elicitkit: ${unknown}\n${list} ${help}\n`);
    return EXIT_USAGE;
  }
  return runCommand(command, args, io, speech);
}

async function runCommand(
  command: Command,
  args: readonly string[],
  io: CliIo,
  speech: CliSpeech = ENGLISH_SPEECH,
): Promise<number> {
  const { words } = speech;
  try {
    return await command.run(args, io, speech);
  } catch (error) {
    if (error instanceof UsageError) {
      const help = words.format({
        key: 'cli.usage.seeHelp',
        values: { help: `'elicitkit ${command.name} --help'` },
      });
      io.err(`elicitkit ${command.name}: ${error.text(words)}\n${help}\n`);
      return EXIT_USAGE;
    }
    // Bad input is handled above as usage or as a negative verdict; reaching here is a bug.
    const detail = error instanceof Error ? error.message : String(error);
    io.err(
      `elicitkit ${command.name}: ${words.format({ key: 'cli.internalError', values: { detail } })}\n`,
    );
    if (io.env['ELICITKIT_DEBUG'] && error instanceof Error && error.stack)
      io.err(`${error.stack}\n`);
    return EXIT_BUG;
  }
}
