// The command line's own words (every --help, check-schema's human report) in the CLI's
// language: German reads as German, and under the en-XA pseudo-locale, where each of the
// catalogue's words is accented, no plain-ASCII word is left that the input did not bring.
import { describe, expect, it } from 'vitest';
import { loadCases } from '../../../test/fixtures/index.js';
import { wordsLeftOver } from '../../../test/consumers/wordsLeftOver.js';
import type { CheckReport } from './checkReport.js';
import { commands } from './commands/index.js';
import { SHIPPED_LOCALES } from './detectLocale.js';
import { fakeIo } from './fakeIo.js';
import { runCli } from './runCli.js';

async function run(args: string[], stdin?: string): Promise<{ code: number; out: string }> {
  const io = fakeIo(stdin === undefined ? {} : { stdin });
  const code = await runCli(args, io);
  expect(io.stderr()).toBe('');
  return { code, out: io.stdout() };
}

const FORM = {
  message: 'Ihre Angaben',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', minLength: 2 },
      age: { type: 'integer', minimum: 1, maximum: 120 },
      colour: { type: 'string', enum: ['red', 'green'] },
    },
    required: ['name'],
  },
};

describe('check-schema in German', () => {
  it('says the report in German, from the catalogue (field names and values stay the server’s)', async () => {
    const { code, out } = await run(
      ['--locale', 'de', 'check-schema', '-', '--answer', '{"name": "A"}'],
      JSON.stringify(FORM),
    );
    expect(code).toBe(1);
    const lines = out.split('\n');
    expect(lines).toContain('  Eingabe   elicitation/create-Parameter');
    expect(lines).toContain('  Modus     form');
    expect(lines).toContain('Nachricht');
    expect(lines).toContain('Felder (3)');
    expect(lines).toContain('  name "Name"  Pflicht');
    expect(lines).toContain('  age  optional');
    expect(lines).toContain('    Art       integer, Widget integer');
    expect(lines).toContain('    Grenzen   minimum 1, maximum 120');
    expect(lines).toContain('    Optionen  red');
    expect(lines).toContain('    Hinweis   Mindestens 2 Zeichen eingeben');
    expect(lines).toContain('Diagnosen  keine');
    expect(lines).toContain('Annehmen  möglich');
    expect(lines).toContain('Antwort   ungültig (1 Problem)');
    expect(lines).toContain('  ✖ name: Mindestens 2 Zeichen eingeben [minLength]');
  });

  it('says why there is nothing to check, and a URL’s verdict, in German', async () => {
    const none = await run(['--locale', 'de', 'check-schema', '-'], '[1, 2]');
    expect(none.code).toBe(1);
    expect(none.out).toContain('  Eingabe   ein JSON-Array, kein Objekt\n');
    expect(none.out).toContain(
      'Urteil    nichts zu prüfen: Die Eingabe ist ein JSON-Array; eine Anfrage, ein Ergebnis, Parameter oder ein Schema sind immer ein JSON-Objekt.',
    );
    const url = await run(
      ['--locale', 'de', 'check-schema', '-'],
      JSON.stringify({
        mode: 'url',
        message: 'Los',
        url: 'http://example.com/x',
        elicitationId: 'e1',
      }),
    );
    expect(url.out).toMatch(/^ {2}Warnung {3}! .*nicht verschlüsselt.* \[not-https\]$/m);
    expect(url.out).toContain('  Urteil    kann geöffnet werden, sobald die Person zustimmt\n');
  });

  it('keeps --json English and the same in every locale', async () => {
    const input = JSON.stringify(FORM);
    const en = await run(['check-schema', '-', '--json'], input);
    const de = await run(['--locale', 'de', 'check-schema', '-', '--json'], input);
    expect(de.out).toBe(en.out);
    const report = JSON.parse(de.out) as CheckReport;
    expect(report.input.description).toBe('elicitation/create params');
    expect(report.fields[0]?.hint).toBe('Enter at least 2 characters');
    expect(report.input.notes).toEqual([]);
  });
});

describe('--help in German', () => {
  it('lists the commands with German summaries', async () => {
    const { code, out } = await run(['--locale', 'de', '--help']);
    expect(code).toBe(0);
    expect(out).toMatch(/^Aufruf: elicitkit <Befehl> \[Optionen\]\n/);
    expect(out).toContain('\nBefehle:\n');
    expect(out).toContain('  tools         listet die Werkzeuge eines MCP-Servers auf\n');
    expect(out).toContain(
      "'elicitkit <Befehl> --help' zeigt die Optionen und Exit-Codes eines Befehls.",
    );
  });

  // Both flags every command takes are named in the program's help, in every locale.
  it.each(SHIPPED_LOCALES)('names --locale and --verbose in the program help (%s)', async (tag) => {
    const { code, out } = await run(['--locale', tag, '--help']);
    expect(code).toBe(0);
    expect(out).toContain('--locale');
    expect(out).toContain('--verbose');
  });

  it('gives every command’s help in German, flags as they are typed', async () => {
    const check = await run(['--locale', 'de', 'check-schema', '--help']);
    expect(check.out).toMatch(/^Aufruf: elicitkit check-schema <Datei \| -> \[Optionen\]\n/);
    expect(check.out).toContain(
      '  --json                   gibt einen maschinenlesbaren Bericht aus, immer auf Englisch\n',
    );
    expect(check.out).toContain('\nExit-Codes:\n');
    const call = await run(['--locale', 'de', 'call', '--help']);
    expect(call.out).toContain(
      '  --stdio "<Befehl Argumente>" startet den Server und spricht MCP über seine stdin/stdout\n',
    );
    expect(call.out).toContain('  --no-browser           Anmeldung ohne Browser:');
    const login = await run(['--locale', 'de', 'help', 'login']);
    expect(login.out).toMatch(/^Aufruf: elicitkit login <URL> \[Optionen\]\n/);
  });
});

// Key caps, names, JSON's literals and the commands' names stay as written in every locale.
const ALLOWED = new Set(
  [
    ...['Tab', 'Shift', 'Esc', 'Enter', 'Space', 'Ctrl', 'UTC', 'MCP', 'JSON', 'http', 'https'],
    ...['true', 'false', 'null'],
    ...commands.flatMap((c) => c.name.split('-')),
    ...SHIPPED_LOCALES.flatMap((tag) => tag.split('-')),
  ].map((w) => w.toLowerCase()),
);
// What a person types is never translated: flags, $VARS, paths, commands with digits or marks.
// (en-XA's length padding, ·, may run into one.)
const TYPED = /^[("'[<·]*(-|.*[\d@$/=_])/;
const EXAMPLES = [
  '  elicitkit check-schema request.json',
  `  elicitkit check-schema request.json --answer '{"name": "Ada"}' --json`,
  '  cat schema.json | elicitkit check-schema - --answer @answer.json',
];

/** ASCII words neither the catalogue's (accented) nor typed, allowed or in `theirs`. */
function leaks(text: string, theirs: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  const rest = wordsLeftOver(text, [], EXAMPLES).join(' ');
  for (const token of rest.split(/\s+/)) {
    if (TYPED.test(token)) continue;
    for (const w of token.match(/[A-Za-z]{2,}/g) ?? []) {
      const lower = w.toLowerCase();
      if (w !== 'elicitkit' && !ALLOWED.has(lower) && !theirs.has(lower)) found.add(w);
    }
  }
  return [...found];
}

/** Every ASCII word of a JSON value's strings and keys: the input's own words. */
function wordsOf(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    // A terminal escape is not shown (display-safe text drops it): the words around it are.
    const shown = value.replace(
      // eslint-disable-next-line no-control-regex -- escapes are what it finds
      /\u001b(\[[0-9;?]*[ -/]*[@-~]|\][^\u0007\u001b]*(\u0007|\u001b\\)?)/g,
      ' ',
    );
    for (const w of shown.match(/[A-Za-z]+/g) ?? []) into.add(w.toLowerCase());
  } else if (Array.isArray(value)) for (const item of value) wordsOf(item, into);
  else if (typeof value === 'object' && value !== null)
    for (const [key, inner] of Object.entries(value)) {
      wordsOf(key, into);
      wordsOf(inner, into);
    }
  return into;
}

/**
 * The report's identifiers (kinds, widgets, codes, keywords) and each diagnostic's detail (core's
 * English sentence for the server's author, `message` in --json), shown as in --json.
 */
function identifiers(report: CheckReport): Set<string> {
  return wordsOf([
    report.mode,
    report.diagnostics.map((d) => d.message),
    report.fields.map((f) => [f.kind, f.widget, f.variant, f.format, Object.keys(f.constraints)]),
    report.diagnostics.map((d) => d.code),
    report.url?.warnings.map((w) => w.code),
    report.answer && !report.answer.valid ? report.answer.errors.map((e) => e.keyword) : [],
  ]);
}

describe('the en-XA pseudo-locale leaves no English word of the command line', () => {
  it('in the program help and every command’s --help', async () => {
    const helps = [(await run(['--locale', 'en-XA', '--help'])).out];
    for (const command of commands)
      helps.push((await run(['--locale', 'en-XA', command.name, '--help'])).out);
    for (const help of helps) expect(leaks(help, new Set()), help).toEqual([]);
    // The catalogue's words are there, accented, and a flag is as typed.
    expect(helps[0]).toContain('--locale');
    expect(helps[0]).toMatch(/Ûšàĝé/);
  });

  it.each(loadCases().map((c) => [c.id, c] as const))(
    'in check-schema’s report on %s, with and without an answer',
    async (_id, fixture) => {
      const input = JSON.stringify(fixture.params);
      for (const extra of [[], ['--answer', '{"nope": 1}']]) {
        const args = ['check-schema', '-', ...extra];
        const human = await run(['--locale', 'en-XA', ...args], input);
        const json = await run([...args, '--json'], input);
        const report = JSON.parse(json.out) as CheckReport;
        const theirs = wordsOf([fixture.params, 'nope', 'stdin']);
        for (const w of identifiers(report)) theirs.add(w);
        expect(leaks(human.out, theirs), human.out).toEqual([]);
      }
    },
  );

  it('in check-schema’s report on inputs that are not a request', async () => {
    const inputs = [
      '"text"',
      '{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}',
      '{"jsonrpc": "2.0", "id": 1, "result": {}}',
      '{"resultType": "input_required", "requestState": "s"}',
      '{"inputRequests": {"a": {"method": "sampling/createMessage"}, "b": {"method": "elicitation/create", "params": {"message": "m", "requestedSchema": {"type": "object", "properties": {}}}}, "c": {"method": "elicitation/create", "params": {}}}}',
      '{"zzz": 1}',
    ];
    for (const input of inputs) {
      const human = await run(['--locale', 'en-XA', 'check-schema', '-'], input);
      const json = await run(['check-schema', '-', '--json'], input);
      const theirs = wordsOf([JSON.parse(input), 'stdin']);
      for (const w of identifiers(JSON.parse(json.out) as CheckReport)) theirs.add(w);
      expect(leaks(human.out, theirs), human.out).toEqual([]);
    }
  });
});
