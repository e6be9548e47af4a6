// `elicitkit doctor`: the command's face. Its body (a server on the MCP server SDK, the report
// card) is loaded only when it runs, so no other command's start-up parses it.
import type { Command } from '../command.js';
import { EXIT_OK } from '../command.js';
import { DOCTOR_INFO } from './commandInfo.js';
import { ENGLISH_SPEECH } from '../cliSpeech.js';
import { helpText } from '../helpText.js';
import { parseArgs } from '../parseArgs.js';
import { UsageError } from '../usageError.js';

export const doctor: Command = {
  ...DOCTOR_INFO,
  async run(args, io, speech = ENGLISH_SPEECH) {
    const parsed = parseArgs(args, {
      port: { type: 'string' },
      stdio: { type: 'boolean' },
      json: { type: 'string' },
      auto: { type: 'boolean' },
      help: { type: 'boolean' },
    });
    if (!parsed.ok) throw new UsageError(parsed.error);
    if (parsed.flags['help']) {
      io.out(helpText(speech.words, 'cli.help.doctor'));
      return EXIT_OK;
    }
    if (parsed.positionals.length > 0)
      throw new UsageError({
        key: 'cli.usage.unexpected',
        values: { argument: JSON.stringify(parsed.positionals[0]) },
      });
    const portText = parsed.flags['port'];
    const port = portText === undefined ? 0 : Number(portText);
    if (typeof portText === 'string' && !(/^\d{1,5}$/.test(portText) && port <= 65535))
      throw new UsageError({
        key: 'cli.usage.badPort',
        values: { port: JSON.stringify(portText) },
      });
    const json = parsed.flags['json'];
    const stop = new Promise<unknown>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
      if (parsed.flags['stdio'] === true) process.stdin.once('end', resolve);
    });
    const { runDoctor } = await import('../doctor/runDoctor.js');
    return runDoctor(
      {
        port,
        stdio: parsed.flags['stdio'] === true,
        json: typeof json === 'string' ? json : undefined,
        auto: parsed.flags['auto'] === true,
      },
      io,
      speech,
      stop,
    );
  },
};
