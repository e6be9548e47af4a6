import { checkSchemaResult } from '../checkReport.js';
import { ENGLISH_SPEECH } from '../cliSpeech.js';
import { CHECK_SCHEMA_INFO } from './commandInfo.js';
import type { Command } from '../command.js';
import { EXIT_INVALID, EXIT_OK } from '../command.js';
import { detectInput } from '../detectInput.js';
import { formatReport } from '../formatReport.js';
import { parseArgs } from '../parseArgs.js';
import { readJsonArg, readJsonSource } from '../readJsonSource.js';
import { safeJson } from '../safeJson.js';
import { createStyle, wantsColor } from '../style.js';
import { UsageError } from '../usageError.js';
import { helpText } from '../helpText.js';

const FLAGS = {
  answer: { type: 'string' },
  request: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

export const checkSchema: Command = {
  ...CHECK_SCHEMA_INFO,
  async run(args, io, speech = ENGLISH_SPEECH) {
    const { words } = speech;
    const parsed = parseArgs(args, FLAGS);
    if (!parsed.ok) throw new UsageError(parsed.error);
    const { flags, positionals } = parsed;
    if (flags['help'] === true) {
      io.out(helpText(words, CHECK_SCHEMA_INFO.help));
      return EXIT_OK;
    }
    const [source, ...extra] = positionals;
    if (source === undefined)
      throw new UsageError({ key: 'cli.usage.missingFile', values: { file: '<file>' } });
    if (extra.length > 0) {
      throw new UsageError({
        key: 'cli.usage.oneFile',
        values: {
          file: '<file>',
          count: positionals.length,
          extra: extra.map((a) => JSON.stringify(a)).join(' '),
        },
      });
    }

    const answerFlag = typeof flags['answer'] === 'string' ? flags['answer'] : undefined;
    if (answerFlag === '@-' && source === '-') {
      throw new UsageError({ key: 'cli.usage.stdinOnce', values: { flag: '--answer' } });
    }
    const input = await readJsonSource(source, io, 'input', words);
    let answer: { value: unknown } | undefined;
    if (answerFlag !== undefined) {
      answer = {
        value: await readJsonArg(answerFlag, io, '--answer', words),
      };
    }

    const requestKey = typeof flags['request'] === 'string' ? flags['request'] : undefined;
    const { report, words: said } = checkSchemaResult(detectInput(input, requestKey), answer);
    // --json is the report itself, in English whatever the locale (a stable machine format).
    if (flags['json'] === true) io.out(`${safeJson(report, 2)}\n`);
    else {
      const label = source === '-' ? '(stdin)' : source;
      const style = createStyle(wantsColor(io.stdoutIsTTY, io.env));
      io.out(formatReport(report, said, label, style, words));
    }
    return report.ok ? EXIT_OK : EXIT_INVALID;
  },
};
