// The pseudo-locale leak test: every fixture of the corpus and every state of the prompt (form,
// errors, notices, URL consent, round, task, outcome) drawn under en-XA, where each of elicitkit's
// own words is accented. A plain-ASCII word left on screen that the server did not send is a
// literal that bypassed the catalogue.
import enXA from '@elicitkit/core/locales/en-XA';
import type { Elicitation, RenderContext } from '@elicitkit/core';
import { normalizeRequest } from '@elicitkit/core';
import { describe, expect, it } from 'vitest';
import { loadCases } from '../../../test/fixtures/index.js';
import type { Driven, KeyName } from '../testing/driveInk.js';
import { drivenPrompts } from '../testing/driveInk.js';
import type { PromptContext } from './ElicitationPrompt.js';
import type { DraftStore } from './draftStore.js';

const drive = drivenPrompts();

// Key caps, technical names and the examples the hints show stay as written in every locale.
const ALLOWED = new Set(
  [
    'Tab',
    'Shift',
    'Esc',
    'Enter',
    'Space',
    'Ctrl',
    'PgUp',
    'PgDn',
    'UTC',
    'MCP',
    'JSON',
    'VISUAL',
    'EDITOR',
    'http',
    'https',
    'name',
    'example',
    'com',
    // Intl's own words: pseudo-locales format lists and dates as English does.
    'and',
    ...Array.from({ length: 12 }, (_, m) =>
      new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, m)),
    ),
  ].map((w) => w.toLowerCase()),
);

const SERVER: PromptContext['server'] = {
  trustedId: 'fixture-server',
  trustedUrl: 'http://127.0.0.1:1/mcp',
  reportedName: 'Fixture Server',
  reportedVersion: '1.0',
};

const CONTEXTS: Partial<RenderContext>[] = [
  {},
  {
    round: 2,
    totalRounds: 3,
    task: { taskId: 'task-7' },
    subject: { method: 'tools/call', name: 'wipe', destructive: true },
  },
];

/** Every ASCII word the server itself put into the request (marked as the server's). */
function serverWords(...texts: unknown[]): Set<string> {
  const words = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string')
      for (const w of value.match(/[A-Za-z]+/g) ?? []) words.add(w.toLowerCase());
    else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null)
      for (const [key, inner] of Object.entries(value)) {
        walk(key);
        walk(inner);
      }
  };
  texts.forEach(walk);
  return words;
}

/** ASCII words on screen that are neither the server's nor allowed: elicitkit's own, untranslated. */
function leaks(frame: string, server: Set<string>): string[] {
  const found = new Set<string>();
  for (const [, w = '', cut] of frame.matchAll(/([A-Za-z]{2,})(…)?/g)) {
    const lower = w.toLowerCase();
    if (server.has(lower) || ALLOWED.has(lower)) continue;
    // The server's text shortened to fit ("1. Chang…" in the answer record) is still the server's.
    if (cut && [...server].some((word) => word.startsWith(lower))) continue;
    found.add(w);
  }
  return [...found];
}

interface Shot {
  state: string;
  frame: string;
}

async function shots(
  request: Elicitation,
  context: Partial<RenderContext>,
  keys: KeyName[][],
  extra: Parameters<typeof drive>[1] = {},
): Promise<Shot[]> {
  const d: Driven = drive(request, {
    messages: enXA,
    context: { server: SERVER, ...context },
    openUrl: async () => ({
      opened: false,
      problems: [{ key: 'terminal.open.notFound', values: { command: 'xdg-open' } }],
    }),
    rows: 200,
    // Ctrl-G opens an editor: never the machine's $VISUAL/$EDITOR (a real vi, with no terminal,
    // waits forever); one that saves the text unchanged.
    editText: (text: string) => ({ text }),
    ...extra,
  });
  const out: Shot[] = [{ state: 'first frame', frame: d.frame() }];
  for (const step of keys) {
    await d.press(...step);
    out.push({ state: step.join('+'), frame: d.frame() });
  }
  return out;
}

function expectNoLeaks(all: Shot[], server: Set<string>) {
  const found = all
    .map((s) => `${s.state}: ${leaks(s.frame, server).join(' ')}`)
    .filter((s) => !s.endsWith(': '));
  expect(found).toEqual([]);
}

const FORM_KEYS: KeyName[][] = [['ctrlS'], ['tab'], ['ctrlD'], ['ctrlG'], ['escape']];
const URL_KEYS: KeyName[][] = [['ctrlD'], ['left', 'left', 'enter'], ['escape']];

describe('no untranslated word of elicitkit under en-XA, in any fixture or state', () => {
  for (const fixture of loadCases()) {
    it(fixture.id, async () => {
      const request = normalizeRequest(fixture.params);
      const words = serverWords(
        fixture.params,
        SERVER,
        // The same text as core made it display-safe (escapes removed, so words join up anew).
        request.message,
        request.mode === 'url'
          ? request.url
          : request.form.fields.map((f) => [
              f.label,
              f.description,
              'options' in f ? f.options.map((o) => o.label) : [],
            ]),
        'task-7 wipe xdg-open',
      );
      const all: Shot[] = [];
      for (const context of CONTEXTS) {
        all.push(...(await shots(request, context, request.mode === 'url' ? URL_KEYS : FORM_KEYS)));
        if (request.mode === 'url')
          all.push(...(await shots(request, { ...context, shownBefore: 1 }, [['ctrlC']])));
      }
      expectNoLeaks(all, words);
    });
  }
});

describe('the states no fixture reaches on its own, under en-XA', () => {
  const form = normalizeRequest({
    message: 'Qqq',
    requestedSchema: {
      type: 'object',
      properties: {
        zz: { type: 'string', title: 'Zz' },
        nn: { type: 'number', title: 'Nn' },
        dd: { type: 'string', format: 'date', title: 'Dd' },
        bb: { type: 'boolean', title: 'Bb' },
        ss: { type: 'string', enum: ['xa', 'xb'], title: 'Ss' },
        mm: { type: 'array', items: { enum: ['xc', 'xd'] }, title: 'Mm' },
      },
      required: ['zz'],
    },
  });
  const words = serverWords('Qqq Zz Nn Dd Bb Ss Mm xa xb xc xd hello', SERVER);

  it('typed answers, notices, the editor, a restored draft and the record of what was sent', async () => {
    const drafts: DraftStore = {
      load: () => ({ savedAt: Date.now() - 5 * 60_000, answers: { zz: { value: 'x' } } }),
      save: () => undefined,
      remove: () => undefined,
    };
    const all = await shots(form, {}, [['tab'], ['ctrlG'], ['tab', 'tab'], ['escape']], {
      drafts,
      editText: () => ({ error: 'x', msg: { key: 'terminal.editor.unset' } }),
    });
    const d = drive(form, { messages: enXA, context: { server: SERVER }, rows: 200 });
    await d.type('hello');
    await d.press('tab');
    await d.type('1234.5');
    await d.press('tab');
    await d.type('2026-07-28');
    await d.press('tab', { text: 'q' });
    all.push({ state: 'yes/no help', frame: d.frame() });
    await d.press({ text: 'y' }, 'tab', { text: 'q' });
    all.push({ state: 'no option starts with', frame: d.frame() });
    await d.press('ctrlS');
    all.push({ state: 'sent', frame: d.frame() });
    expectNoLeaks(all, words);
  });

  it('a form Accept cannot send, and one with no fields', async () => {
    const blocked = normalizeRequest({
      message: 'Qqq',
      requestedSchema: {
        type: 'object',
        properties: { zz: { type: 'object' } },
        required: ['zz'],
      },
    });
    const empty = normalizeRequest({
      message: 'Qqq',
      requestedSchema: { type: 'object', properties: {} },
    });
    const all = [
      ...(await shots(blocked, {}, [['ctrlS'], ['ctrlC']])),
      ...(await shots(empty, {}, [['enter']])),
    ];
    expectNoLeaks(all, words);
  });
});
