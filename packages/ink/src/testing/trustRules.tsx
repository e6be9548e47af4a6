/** @jsxRuntime automatic */
// elicitkit's trust rules for the terminal, as checks a host runs on its own configuration (its
// theme, words and width) in its own test runner: the kit's header is bold and comes first, the
// server's words are a plain quotation that no wording can pass off as the kit's, hidden and
// control characters in server text show as marks, no escape sequence of the server's reaches the
// terminal, an untouched form sends nothing, and Esc with nothing typed cancels once.
import type { ElicitResult, LocaleCatalogue, Localizer } from '@elicitkit/core';
import { normalizeRequest } from '@elicitkit/core';
import { render } from 'ink';
import { applyColourLevel } from '../colourLevel.js';
import { ElicitationPrompt } from '../ElicitationPrompt.js';
import type { TerminalLocaleCatalogue } from '../messages/TerminalLocalizer.js';
import type { TerminalTheme } from '../theme.js';
import { fakeTerminal } from './fakeTerminal.js';

/** The configuration a host ships for its terminal prompt. */
export interface InkTrustRulesConfig {
  theme?: TerminalTheme;
  /** The kit's words: a locale or a Localizer (English when absent). */
  messages?: LocaleCatalogue | Localizer;
  /** The terminal's own words, when the host words them itself. */
  terminalMessages?: TerminalLocaleCatalogue;
  /** The terminal width to check at. Default 60. */
  columns?: number;
}

export interface TrustRuleCheck {
  name: string;
  /** Rejects with what broke. */
  run(): Promise<void>;
}

/* eslint-disable no-control-regex -- these read and write terminal escape sequences */
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
const SGR = /\u001b\[([0-9;]*)m/g;
const HIDDEN =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/u;
/* eslint-enable no-control-regex */
const TRUSTED = 'trust-rules.example';
const SPOOF = `MCP server "github" requests your input. ${'Then more of the server’s words. '.repeat(4)}`;

function fail(message: string): never {
  throw new Error(`elicitkit trust rule broken: ${message}`);
}

const plain = (row: string) => row.replace(ANSI, '');

/** Whether bold is on at each visible character of a styled row (SGR 1 on; 0, 22 off). */
function boldRuns(row: string): { text: string; bold: boolean }[] {
  const runs: { text: string; bold: boolean }[] = [];
  let bold = false;
  let at = 0;
  for (const match of row.matchAll(SGR)) {
    const text = plain(row.slice(at, match.index));
    if (text) runs.push({ text, bold });
    for (const code of (match[1] || '0').split(';')) {
      if (code === '1') bold = true;
      else if (code === '0' || code === '22') bold = false;
    }
    at = match.index + match[0].length;
  }
  const rest = plain(row.slice(at));
  if (rest) runs.push({ text: rest, bold });
  return runs;
}

interface Shown {
  /** Every frame Ink wrote, styled, split into rows (the first full frame comes first). */
  rows: string[];
  /** Everything written, styled. */
  raw: string;
  results: ElicitResult[];
  press(chunk: string): Promise<void>;
  close(): void;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function show(config: InkTrustRulesConfig, params: unknown, until: string): Promise<Shown> {
  const terminal = fakeTerminal({ columns: config.columns ?? 60 });
  const results: ElicitResult[] = [];
  // Styling on, as on a colour terminal, whatever the runner's CI or TTY says.
  const restoreColour = applyColourLevel({ isTTY: true }, { FORCE_COLOR: '1' });
  // Debug mode writes every frame whole, in CI too (where Ink would otherwise write only the last).
  const instance = render(
    <ElicitationPrompt
      request={normalizeRequest(params)}
      context={{ server: { trustedId: TRUSTED, reportedName: 'Friendly Server' } }}
      columns={config.columns ?? 60}
      onResult={(result) => results.push(result)}
      // The checks press keys from a script at once; the wait is for a person who has not read yet.
      armDelayMs={0}
      {...(config.theme && { theme: config.theme })}
      {...(config.messages && { messages: config.messages })}
      {...(config.terminalMessages && { terminalMessages: config.terminalMessages })}
    />,
    {
      stdout: terminal.streams.stdout,
      stdin: terminal.streams.stdin,
      stderr: terminal.streams.stderr,
      debug: true,
      exitOnCtrlC: false,
      patchConsole: false,
    },
  );
  const settle = async () => {
    for (let i = 0, seen = -1, still = 0; i < 200 && still < 3; i++) {
      await turn();
      await new Promise<void>((resolve) => setTimeout(resolve, 1));
      const now = terminal.stdout.output.length;
      still = now === seen ? still + 1 : 0;
      seen = now;
    }
  };
  for (let i = 0; i < 200 && !terminal.stdout.text().includes(until); i++) await settle();
  return {
    get rows() {
      return terminal.stdout.output.split('\n');
    },
    get raw() {
      return terminal.stdout.output;
    },
    results,
    async press(chunk) {
      terminal.stdin.write(chunk);
      await settle();
    },
    close() {
      instance.unmount();
      restoreColour();
    },
  };
}

function shown(
  config: InkTrustRulesConfig,
  params: unknown,
  until: string,
  body: (s: Shown) => Promise<void> | void,
) {
  return async () => {
    const s = await show(config, params, until);
    try {
      await body(s);
    } finally {
      s.close();
    }
  };
}

const oneField = (message: string) => ({
  message,
  requestedSchema: { type: 'object', properties: { city: { type: 'string', title: 'City' } } },
});

const EVERY_KIND = {
  message: 'Settings',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      count: { type: 'integer', title: 'Count' },
      notify: { type: 'boolean', title: 'Send notifications' },
      colour: { type: 'string', title: 'Colour', enum: ['red', 'green'] },
      tags: {
        type: 'array',
        title: 'Tags',
        items: { type: 'string', enum: ['a', 'b'] },
      },
    },
  },
};

/**
 * elicitkit's terminal trust rules as checks on a host's configuration. Each renders a hostile
 * question with the host's theme and words and rejects with the rule that broke.
 */
export function trustRuleChecks(config: InkTrustRulesConfig = {}): TrustRuleCheck[] {
  return [
    {
      name: 'the header (who asks) is bold and first; the message is a plain quotation after it',
      run: shown(config, oneField(SPOOF), 'Then more', ({ rows }) => {
        const header = rows.findIndex((r) => plain(r).includes(TRUSTED));
        if (header < 0) fail(`the trusted name ${TRUSTED} is not shown`);
        const headerRuns = boldRuns(rows[header] ?? '').filter((r) => r.text.includes(TRUSTED));
        if (!headerRuns.some((r) => r.bold)) fail('the trusted name is not bold');
        const message = rows
          .map((row, index) => ({ row, index }))
          .filter(({ row }) => /requests your input|Then more/.test(plain(row)));
        if (message.length === 0) fail('the message is not shown');
        for (const { row, index } of message) {
          if (index < header) fail('the server’s message is drawn above who asks');
          if (!/^ {2}[│|] /.test(plain(row)))
            fail(`a row of the message is not set apart as a quotation: ${plain(row)}`);
          if (boldRuns(row).some((r) => r.bold && /\S/.test(r.text)))
            fail('the server’s message is bold, like the kit’s own words');
        }
      }),
    },
    {
      name: 'hidden and control characters in server text show as marks, never vanish',
      run: shown(config, oneField('Pay \u202eevil\u202c now\u200b!'), 'Pay', ({ rows }) => {
        const row = rows.map(plain).find((r) => r.includes('Pay'));
        if (!row) fail('the message is not shown');
        // Core's mark for a run of hidden characters; an ASCII terminal draws it as `?`.
        const mark = config.theme?.symbols === 'ascii' ? '?' : '\ufffd';
        if (!row.includes(`Pay ${mark}evil${mark} now${mark}!`))
          fail(`hidden characters were removed without a mark: ${JSON.stringify(row)}`);
        if (HIDDEN.test(row)) fail('a hidden character reached the screen');
      }),
    },
    {
      name: 'no escape sequence of the server’s reaches the terminal',
      run: shown(
        config,
        oneField(
          'Look \u001b[31mred\u001b[0m \u001b]8;;https://evil.example\u0007here\u001b]8;;\u0007 \u001b[2J',
        ),
        'Look',
        ({ raw }) => {
          if (raw.includes('\u001b[31mred')) fail('the server’s colour escape was written');
          if (raw.includes('\u001b]')) fail('an OSC sequence (a hyperlink) was written');
          if (raw.includes('evil.example')) fail('a hidden link target reached the terminal');
          if (raw.includes('\u001b[2J')) fail('the server cleared the screen');
        },
      ),
    },
    {
      name: 'an untouched form sends nothing',
      run: shown(config, EVERY_KIND, 'Tags', async ({ results, press }) => {
        await press('\u0013'); // Ctrl-S sends the form
        if (results.length !== 1 || results[0]?.action !== 'accept')
          fail(`sending reported ${JSON.stringify(results)}`);
        if (JSON.stringify(results[0].content ?? {}) !== '{}')
          fail(`an untouched form sent ${JSON.stringify(results[0].content)}`);
      }),
    },
    {
      name: 'Esc with nothing typed cancels, once',
      run: shown(config, oneField('Where to?'), 'Where to?', async ({ results, press }) => {
        await press('\u001b');
        await press('\u001b');
        if (JSON.stringify(results) !== JSON.stringify([{ action: 'cancel' }]))
          fail(`Esc reported ${JSON.stringify(results)}`);
      }),
    },
  ];
}

/** The same checks as tests, in any runner with `describe` and `it` (vitest, jest, node:test). */
export function describeTrustRules(
  name: string,
  config: InkTrustRulesConfig,
  runner: {
    describe(name: string, body: () => void): void;
    it(name: string, body: () => Promise<void>, timeout?: number): void;
  },
): void {
  runner.describe(name, () => {
    for (const check of trustRuleChecks(config)) runner.it(check.name, check.run, 30_000);
  });
}
