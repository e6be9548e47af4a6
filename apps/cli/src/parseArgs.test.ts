import { describe, expect, it } from 'vitest';
import { ENGLISH_SPEECH } from './cliSpeech.js';
import { parseArgs } from './parseArgs.js';

const specs = {
  answer: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

describe('parseArgs', () => {
  it('separates flags and positionals, with both value spellings', () => {
    const parsed = parseArgs(['file.json', '--json', '--answer', '{}'], specs);
    expect(parsed).toEqual({
      ok: true,
      flags: { json: true, answer: '{}' },
      positionals: ['file.json'],
    });
    expect(parseArgs(['--answer={"a":"b=c"}', '-'], specs)).toMatchObject({
      flags: { answer: '{"a":"b=c"}' },
      positionals: ['-'],
    });
  });

  it('treats -h as --help and everything after -- as positional', () => {
    expect(parseArgs(['-h', '--', '--json'], specs)).toMatchObject({
      flags: { help: true },
      positionals: ['--json'],
    });
  });

  it('takes a value that looks like a flag when a value is due', () => {
    expect(parseArgs(['--answer', '--json'], specs)).toMatchObject({
      flags: { answer: '--json' },
      positionals: [],
    });
  });

  it.each([
    [['--nope'], 'unknown option "--nope"'],
    [['-x'], 'unknown option "-x"'],
    [['--answer'], 'option --answer needs a value'],
    [['--json=1'], 'option --json takes no value'],
    [['--answer', 'a', '--answer', 'b'], 'option --answer given twice'],
    [['--__proto__'], 'unknown option "--__proto__"'],
    [['--toString'], 'unknown option "--toString"'],
  ])('rejects %j', (argv, error) => {
    const parsed = parseArgs(argv, specs);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(ENGLISH_SPEECH.words.format(parsed.error)).toBe(error);
  });
});
