import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureEverythingSchema } from '../../../test/support/everythingSchema.js';
import type { CheckReport, FieldReport } from './checkReport.js';
import type { RunOptions } from './runElicitkit.js';
import { runElicitkit as runFromSources } from './runElicitkit.js';
import { bundleCli } from '../scripts/bundle.mjs';

// Each test spawns the real CLI: its bundle, built once for the file (what users run; under a
// second per run, more on a busy machine).
const SPAWN_TIMEOUT = 120_000;

const scratch = mkdtempSync(join(tmpdir(), 'elicitkit-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let bundle = '';
const runElicitkit = (args: readonly string[], options: RunOptions = {}) => {
  if (!bundle) throw new Error('the CLI was not bundled');
  return runFromSources(args, { ...options, bundle });
};

// The real server-everything's schema, captured from the wire once for the file (a peer, not a copy).
const serverEverything = join(scratch, 'server-everything.requestedSchema.json');
beforeAll(async () => {
  const [schema, built] = await Promise.all([
    captureEverythingSchema(),
    bundleCli({ outfile: join(scratch, 'bundle', 'elicitkit.cjs') }),
  ]);
  writeFileSync(serverEverything, JSON.stringify(schema));
  bundle = built;
}, SPAWN_TIMEOUT);

function scratchFile(name: string, content: unknown): string {
  const path = join(scratch, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

function parseReport(stdout: string): CheckReport {
  return JSON.parse(stdout) as CheckReport;
}

const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;

describe('check-schema on the server-everything schema', { timeout: SPAWN_TIMEOUT }, () => {
  it('describes all 13 fields in --json', async () => {
    const run = await runElicitkit(['check-schema', serverEverything, '--json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const report = parseReport(run.stdout);
    expect(report.input.kind).toBe('requestedSchema');
    expect(report.mode).toBe('form');
    expect(report.canAccept).toBe(true);
    expect(report.acceptBlockedReason).toBeNull();
    expect(report.diagnostics).toEqual([]);
    expect(report.answer).toBeNull();
    expect(report.ok).toBe(true);

    const byName = new Map<string, FieldReport>(report.fields.map((f) => [f.name, f]));
    expect(report.fields.map((f) => f.name)).toEqual([
      'name',
      'check',
      'firstLine',
      'email',
      'homepage',
      'birthdate',
      'integer',
      'number',
      'untitledSingleSelectEnum',
      'untitledMultipleSelectEnum',
      'titledSingleSelectEnum',
      'titledMultipleSelectEnum',
      'legacyTitledEnum',
    ]);
    expect(Object.fromEntries(report.fields.map((f) => [f.name, [f.kind, f.widget]]))).toEqual({
      name: ['text', 'text'],
      check: ['boolean', 'yesno'],
      firstLine: ['text', 'text'],
      email: ['text', 'email'],
      homepage: ['text', 'url'],
      birthdate: ['text', 'date'],
      integer: ['integer', 'integer'],
      number: ['number', 'number'],
      untitledSingleSelectEnum: ['select', 'select'],
      untitledMultipleSelectEnum: ['multiselect', 'checkboxes'],
      titledSingleSelectEnum: ['select', 'radio'],
      titledMultipleSelectEnum: ['multiselect', 'checkboxes'],
      legacyTitledEnum: ['select', 'select'],
    });
    expect(report.fields.filter((f) => f.required).map((f) => f.name)).toEqual(['name']);
    expect(byName.get('email')?.format).toBe('email');
    expect(byName.get('homepage')?.format).toBe('uri');
    expect(byName.get('birthdate')?.format).toBe('date');
    expect(byName.get('name')?.format).toBeNull();

    expect(Object.fromEntries(report.fields.map((f) => [f.name, f.default]))).toEqual({
      name: null,
      check: null,
      firstLine: 'It was a dark and stormy night.',
      email: null,
      homepage: null,
      birthdate: null,
      integer: 42,
      number: 3.14,
      untitledSingleSelectEnum: 'Monica',
      untitledMultipleSelectEnum: ['Guitar'],
      titledSingleSelectEnum: 'hero-1',
      titledMultipleSelectEnum: ['fish-1'],
      legacyTitledEnum: 'pet-1',
    });

    expect(byName.get('integer')?.constraints).toEqual({ minimum: 1, maximum: 100 });
    expect(byName.get('number')?.constraints).toEqual({ minimum: 0, maximum: 1000 });
    expect(byName.get('untitledMultipleSelectEnum')?.constraints).toEqual({
      minItems: 1,
      maxItems: 3,
    });
    expect(byName.get('titledMultipleSelectEnum')?.constraints).toEqual({
      minItems: 1,
      maxItems: 3,
    });

    expect(byName.get('untitledSingleSelectEnum')?.variant).toBe('untitled');
    expect(byName.get('untitledSingleSelectEnum')?.options?.map((o) => o.value)).toEqual([
      'Monica',
      'Rachel',
      'Joey',
      'Chandler',
      'Ross',
      'Phoebe',
    ]);
    expect(byName.get('titledSingleSelectEnum')?.options).toEqual([
      { value: 'hero-1', label: 'Superman' },
      { value: 'hero-2', label: 'Green Lantern' },
      { value: 'hero-3', label: 'Wonder Woman' },
    ]);
    expect(byName.get('titledMultipleSelectEnum')?.options).toEqual([
      { value: 'fish-1', label: 'Tuna' },
      { value: 'fish-2', label: 'Salmon' },
      { value: 'fish-3', label: 'Trout' },
    ]);
    // Deprecated enumNames still label the options, by index.
    expect(byName.get('legacyTitledEnum')?.variant).toBe('legacy');
    expect(byName.get('legacyTitledEnum')?.options).toEqual([
      { value: 'pet-1', label: 'Cats' },
      { value: 'pet-2', label: 'Dogs' },
      { value: 'pet-3', label: 'Birds' },
      { value: 'pet-4', label: 'Fish' },
      { value: 'pet-5', label: 'Reptiles' },
    ]);
    expect(byName.get('check')?.options).toBeNull();

    expect(byName.get('name')?.label).toBe('String');
    expect(byName.get('name')?.description).toBe('Your full, legal name');
    expect(byName.get('integer')?.hint).toBe('Enter a whole number from 1 to 100');
    expect(byName.get('untitledMultipleSelectEnum')?.hint).toBe('Choose between 1 and 3');
  });

  it('prints a readable, colourless summary when stdout is not a terminal', async () => {
    const run = await runElicitkit(['check-schema', serverEverything]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Fields (13)');
    expect(run.stdout).toMatch(/legacyTitledEnum "Legacy Titled Single Select Enum" {2}optional/);
    expect(run.stdout).toMatch(/name "String" {2}required/);
    expect(run.stdout).toContain('pet-1 → Cats');
    expect(run.stdout).toMatch(/default\s+"hero-1" \(Superman\)/);
    expect(run.stdout).toMatch(/kind\s+select \(legacy\), widget select/);
    expect(run.stdout).toMatch(/limits\s+minimum 1, maximum 100/);
    expect(run.stdout).toMatch(/hint\s+Enter a date like 7\/28\/2026, 2026-07-28/);
    expect(run.stdout).toMatch(/^Accept\s+possible$/m);
    expect(run.stdout).not.toContain('\u001b');
  });

  it('accepts a valid --answer and prints the ElicitResult, numbers coerced', async () => {
    const answer = {
      name: 'Ada',
      email: 'ada@example.com',
      integer: '7',
      legacyTitledEnum: 'pet-2',
    };
    const run = await runElicitkit([
      'check-schema',
      serverEverything,
      '--json',
      '--answer',
      JSON.stringify(answer),
    ]);
    expect(run.code).toBe(0);
    const report = parseReport(run.stdout);
    expect(report.answer).toEqual({
      valid: true,
      result: {
        action: 'accept',
        content: { name: 'Ada', email: 'ada@example.com', integer: 7, legacyTitledEnum: 'pet-2' },
      },
    });
    expect(report.ok).toBe(true);
  });

  it('rejects an invalid --answer with per-field errors and exit 1', async () => {
    const answer = {
      email: 'not-an-email',
      integer: 500,
      untitledMultipleSelectEnum: [],
      legacyTitledEnum: 'Cats',
      extra: 1,
    };
    const run = await runElicitkit([
      'check-schema',
      serverEverything,
      '--json',
      `--answer=${JSON.stringify(answer)}`,
    ]);
    expect(run.code).toBe(1);
    const report = parseReport(run.stdout);
    expect(report.canAccept).toBe(true);
    expect(report.ok).toBe(false);
    expect(report.answer?.valid).toBe(false);
    const errors = report.answer && !report.answer.valid ? report.answer.errors : [];
    expect(Object.fromEntries(errors.map((e) => [e.field, e.keyword]))).toEqual({
      name: 'required',
      email: 'format',
      integer: 'maximum',
      untitledMultipleSelectEnum: 'minItems',
      legacyTitledEnum: 'enum',
      extra: 'additionalProperties',
    });
    expect(errors.find((e) => e.field === 'integer')?.message).toBe(
      'Enter a whole number from 1 to 100',
    );
  });

  it('reads --answer @file and lists the errors in the human output', async () => {
    const answerFile = scratchFile('answer.json', { name: 'Ada', homepage: 'not a url' });
    const run = await runElicitkit([
      'check-schema',
      serverEverything,
      '--answer',
      `@${answerFile}`,
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^Answer\s+invalid \(1 problem\)$/m);
    expect(run.stdout).toContain(
      'homepage: Enter a full web address like https://example.com [format]',
    );
  });
});

describe('check-schema input shapes', { timeout: SPAWN_TIMEOUT }, () => {
  const params = {
    mode: 'form',
    message: 'Which region?',
    requestedSchema: {
      type: 'object',
      properties: { region: { type: 'string', enum: ['eu', 'us'] } },
      required: ['region'],
    },
  };

  it('reads a JSON-RPC request from stdin and names it', async () => {
    const request = { jsonrpc: '2.0', id: 7, method: 'elicitation/create', params };
    const run = await runElicitkit(['check-schema', '-', '--json', '--answer', '{"region":"eu"}'], {
      stdin: JSON.stringify(request),
    });
    expect(run.code).toBe(0);
    const report = parseReport(run.stdout);
    expect(report.input).toMatchObject({ kind: 'jsonRpcRequest', era: '2025-11-25' });
    expect(report.message).toBe('Which region?');
    expect(report.answer).toEqual({
      valid: true,
      result: { action: 'accept', content: { region: 'eu' } },
    });
  });
});

describe('check-schema verdicts', { timeout: SPAWN_TIMEOUT }, () => {
  it('shows a URL request: full address, unicode and punycode host, warnings', async () => {
    const file = scratchFile('url.json', {
      mode: 'url',
      message: 'Connect your account',
      url: 'http://xn--bcher-kva.example/connect',
    });
    const run = await runElicitkit(['check-schema', file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/address\s+http:\/\/xn--bcher-kva\.example\/connect/);
    expect(run.stdout).toMatch(/host\s+bücher\.example/);
    expect(run.stdout).toMatch(/punycode\s+xn--bcher-kva\.example/);
    expect(run.stdout).toContain('[not-https]');
    expect(run.stdout).toContain('[punycode]');
    expect(run.stdout).toMatch(/verdict\s+can be opened once the person consents/);
  });

  it('blocks a non-web URL and refuses an answer to it (exit 1)', async () => {
    const file = scratchFile('url-blocked.json', {
      mode: 'url',
      message: 'Open this',
      url: 'javascript:alert(1)',
    });
    const run = await runElicitkit(['check-schema', file, '--json', '--answer', '{}']);
    expect(run.code).toBe(1);
    const report = parseReport(run.stdout);
    expect(report.canAccept).toBe(false);
    expect(report.url?.blocked).toMatch(/"javascript:" cannot be opened/);
    expect(report.acceptBlockedReason).toBe(report.url?.blocked);
    expect(report.answer?.valid).toBe(false);
  });

  it('reports a schema that cannot be accepted (exit 1) with the reason', async () => {
    const file = scratchFile('unusable.json', {
      type: 'object',
      properties: { address: { type: 'object', properties: {} }, note: { type: 'string' } },
      required: ['address'],
    });
    const json = await runElicitkit(['check-schema', file, '--json']);
    expect(json.code).toBe(1);
    const report = parseReport(json.stdout);
    expect(report.canAccept).toBe(false);
    expect(report.acceptBlockedReason).toContain('"address"');
    expect(report.fields[0]).toMatchObject({ kind: 'unsupported', widget: 'unsupported' });
    expect(report.counts.error).toBeGreaterThan(0);

    const human = await runElicitkit(['check-schema', file]);
    expect(human.code).toBe(1);
    expect(human.stdout).toMatch(/^Accept\s+not possible: This form needs "address"/m);
    expect(human.stdout).toContain('[error required-unsupported]');
  });

  it('names a $schema dialect other than draft 2020-12 (warning), and is quiet for 2020-12', async () => {
    const properties = { note: { type: 'string' } };
    const draft7 = scratchFile('draft7.json', {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties,
    });
    const json = await runElicitkit(['check-schema', draft7, '--json']);
    const report = parseReport(json.stdout);
    expect(report.diagnostics).toContainEqual(
      expect.objectContaining({ code: 'unsupported-dialect', severity: 'warning' }),
    );
    // The author's detail (which dialect) is in --json; the human report says it in words.
    expect(json.stdout).toContain('draft-07');
    const human = await runElicitkit(['check-schema', draft7]);
    expect(human.stdout).toContain(
      '! The question names a schema version this app does not know; it is read as the standard one. [warning unsupported-dialect]',
    );

    const current = scratchFile('draft2020.json', {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties,
    });
    const clean = parseReport((await runElicitkit(['check-schema', current, '--json'])).stdout);
    expect(clean.diagnostics.map((d) => d.code)).not.toContain('unsupported-dialect');
  });

  it('caps long option lists in the human output but not in --json', async () => {
    const values = Array.from({ length: 1000 }, (_, i) => `option-${i}`);
    const file = scratchFile('many-options.json', {
      type: 'object',
      properties: { pick: { type: 'string', enum: values } },
    });
    const human = await runElicitkit(['check-schema', file]);
    expect(human.code).toBe(0);
    expect(human.stdout).toContain('option-19');
    expect(human.stdout).not.toContain('option-20\n');
    expect(human.stdout).toContain('… and 980 more');
    expect(human.stdout).toMatch(/widget select/);
    const json = await runElicitkit(['check-schema', file, '--json']);
    expect(parseReport(json.stdout).fields[0]?.options).toHaveLength(1000);
  });

  it('says under each diagnostic what exactly was found, as --json does (format "time")', async () => {
    const file = scratchFile('time.json', {
      message: 'When?',
      requestedSchema: {
        type: 'object',
        properties: { at: { type: 'string', format: 'time' } },
      },
    });
    const human = await runElicitkit(['check-schema', file]);
    const json = parseReport((await runElicitkit(['check-schema', file, '--json'])).stdout);
    const detail = json.fields[0]?.diagnostics[0]?.message ?? '';
    expect(detail).toContain('"time"');
    expect(human.stdout).toContain(
      [
        '    ! Part of this question is not understood here and was ignored. [warning ignored-keyword]',
        `      ${detail}`,
      ].join('\n'),
    );
  });

  it('lists per-field and request-level diagnostics grouped by severity', async () => {
    const file = scratchFile('diagnostics.json', {
      message: 'Setup',
      requestedSchema: {
        type: 'object',
        properties: {
          size: { type: 'integer', minimum: 10, maximum: 1, default: 'big' },
          password: { type: 'string' },
        },
        required: ['ghost'],
        examples: [],
      },
    });
    const run = await runElicitkit(['check-schema', file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /A rule for this answer could not be used and was ignored\. \[warning invalid-constraint\]/,
    );
    expect(run.stdout).toContain('[warning secret-requested]');
    // Request-level diagnostics come after the fields, under their severity's heading.
    const summary = run.stdout.slice(run.stdout.indexOf('\nDiagnostics'));
    expect(summary).toMatch(/^Diagnostics {2}0 errors, 4 warnings, 2 info in all$/m);
    // Each diagnostic: the catalogue's sentence, then what exactly (--json's `message`).
    expect(summary).toContain(
      [
        '  Info',
        '    i Part of this question is not understood here and was ignored. [info ignored-keyword]',
        '      Ignored schema keyword "examples".',
        '    i The question requires a field it does not ask for. [info required-unknown]',
        '      "required" names "ghost", which is not a property; ignored.',
      ].join('\n'),
    );
    expect(summary).not.toContain('Warnings');
  });
});

describe('check-schema on hostile input', { timeout: SPAWN_TIMEOUT }, () => {
  it.each([
    ['a JSON array', '[1, 2, 3]', 'array'],
    ['a number', '42', 'number'],
    ['null', 'null', 'null'],
  ])('refuses %s cleanly (exit 1)', async (_name, text, what) => {
    const run = await runElicitkit(['check-schema', '-', '--json'], { stdin: text });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    const report = parseReport(run.stdout);
    expect(report.input.kind).toBe('unrecognised');
    expect(report.input.description).toBe(`a JSON ${what}, not an object`);
    expect(report.canAccept).toBe(false);
  });

  it('survives "__proto__" keys in the input and in the answer without pollution', async () => {
    const top = await runElicitkit(['check-schema', '-', '--json'], {
      stdin: '{"__proto__": {"polluted": true}}',
    });
    expect(top.code).toBe(1);
    expect(top.stderr).toBe('');
    expect(parseReport(top.stdout).input.kind).toBe('unrecognised');

    const schema =
      '{"type":"object","properties":{"__proto__":{"type":"string"},"ok":{"type":"string"}}}';
    const run = await runElicitkit(
      ['check-schema', '-', '--json', '--answer', '{"__proto__": {"polluted": true}, "ok": "x"}'],
      { stdin: schema },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const report = parseReport(run.stdout);
    expect(report.fields.map((f) => [f.name, f.kind])).toEqual([
      ['__proto__', 'unsupported'],
      ['ok', 'text'],
    ]);
    expect(report.diagnostics.map((d) => d.code)).toContain('unsafe-key');
    expect(report.answer?.valid).toBe(false);
  });

  it('exits 2 on input that is not JSON, with a message and no stack trace', async () => {
    const run = await runElicitkit(['check-schema', '-'], { stdin: '{"type": "object",' });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^elicitkit check-schema: input \(stdin\) is not valid JSON: /);
    expect(run.stderr).not.toMatch(STACK_FRAME);
  });

  it('shows terminal escapes in server text as marks, never raw, and escapes them in --json', async () => {
    const file = scratchFile('escapes.json', {
      message: 'Hello\u001b]0;pwned\u0007 there\u202e',
      requestedSchema: {
        type: 'object',
        properties: {
          'x\u001b[31mred': { type: 'string', enum: ['a\u001b[2Jb', 'c\u009bd'] },
        },
      },
    });
    const human = await runElicitkit(['check-schema', file]);
    expect(human.code).toBe(0);
    // Each run of hidden characters is one visible mark: the person can tell the text was tampered with.
    expect(human.stdout).toContain('Hello\ufffd there\ufffd');
    expect(human.stdout).toContain('x\ufffdred');
    expect(human.stdout).toContain('a\ufffdb');
    // eslint-disable-next-line no-control-regex
    expect(human.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);

    const json = await runElicitkit(['check-schema', file, '--json']);
    expect(json.stdout).not.toMatch(/[\u007f-\u009f\u202e]/);
    // Escaped, not altered: the data is exactly the server's.
    expect(parseReport(json.stdout).fields[0]?.options?.[1]?.value).toBe('c\u009bd');
  });

  it('never prints a stack trace for deeply nested input', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const stdin = `{"type":"object","properties":{"a":{"type":"string","default":${deep}}}}`;
    const run = await runElicitkit(['check-schema', '-'], { stdin });
    expect(run.stderr).toBe('');
    expect([0, 1]).toContain(run.code);
    expect(run.stdout).toMatch(/^Accept {3}(possible|not possible: .+)$/m);
  });
});
