// The web pseudo-locale leak test, in real Chromium: every fixture of the corpus and every state
// of the form and of URL consent (first draw, errors shown, a second attempt with the loop's
// errors, Accept unavailable, each consent phase, the record of the answer, round / task labels,
// the destructive marker) drawn under messages = en-XA, where each of elicitkit's own words is
// accented. The page's visible text and its accessible names (aria-label, title, placeholder,
// alt) are collected; a plain-ASCII word left that the server did not send is a literal that
// bypassed the catalogue. The terminal's twin is packages/ink/src/pseudoLocaleLeak.test.tsx.
import type { Elicitation } from '@elicitkit/core';
import { normalizeRequest } from '@elicitkit/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../fixtures/index.js';
import type { BuiltPage } from './openBuiltPage.js';
import { openBuiltPage } from './openBuiltPage.js';

let built: BuiltPage | undefined;
let page: Page;

beforeAll(async () => {
  built = await openBuiltPage('i18n-page', "'ek' in window");
  page = built.page;
}, 120_000);

afterAll(() => built?.close());

// Technical names that stay as written in every locale, the examples hints show, Intl's own list
// word, and the key caps "Enter" and "Esc": en-XA leaves key caps unaccented (and the hints' verb
// "Enter" is spelled the same).
const ALLOWED = new Set(
  ['UTC', 'MCP', 'JSON', 'http', 'https', 'name', 'example', 'com', 'and', 'Enter', 'Esc'].map(
    (w) => w.toLowerCase(),
  ),
);

const SERVER = {
  trustedId: 'fixture-server',
  trustedUrl: 'http://127.0.0.1:1/mcp',
  reportedName: 'Fixture Server',
  reportedVersion: '1.0',
};

/** The loop's own parts of a render context, beside the plain one: round, task, destructive. */
const BUSY = {
  round: 2,
  totalRounds: 3,
  task: { taskId: 'task-7' },
  subject: { method: 'tools/call', name: 'wipe', destructive: true },
};

/** Every ASCII word the server itself put into the request (the server's text, marked). */
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

function wordsOf(request: Elicitation, params: unknown): Set<string> {
  return serverWords(
    params,
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
    'task-7 wipe',
  );
}

interface Shot {
  state: string;
  text: string;
}

/** What a person sees and hears of the page now: its text and every accessible name. */
function shot(state: string): Promise<Shot> {
  return page.evaluate((s) => {
    const root = document.getElementById('root')!;
    const names = [...root.querySelectorAll('*')].flatMap((e) =>
      ['aria-label', 'title', 'placeholder', 'alt']
        .map((a) => e.getAttribute(a))
        .filter((v): v is string => v !== null),
    );
    const options = [...root.querySelectorAll('option')].map((o) => o.textContent ?? '');
    return { state: s, text: [root.innerText, ...names, ...options].join('\n') };
  }, state);
}

async function show(params: unknown, context: object): Promise<void> {
  await page.evaluate(
    ([p, c]) =>
      (window as unknown as { ek: { show(s: object): Promise<void> } }).ek.show({
        params: p,
        locale: 'en-XA',
        context: c,
      }),
    [params, context] as const,
  );
}

/** Clicks the first enabled element matching `selector`, if there is one; says whether it did. */
async function press(selector: string): Promise<boolean> {
  const target = page.locator(`${selector}:not([disabled])`).first();
  if ((await target.count()) === 0) return false;
  await target.click();
  return true;
}

/** A form: first draw, errors after Accept, a cleared choice, Clear, then the record of Cancel. */
async function formShots(params: unknown, context: object, label: string): Promise<Shot[]> {
  await show(params, context);
  const out = [await shot(`${label} first draw`)];
  if (await press('.ek-button--primary')) out.push(await shot(`${label} after Accept`));
  if (await press('.ek-link-button')) out.push(await shot(`${label} after a summary link`));
  if (await press('.ek-actions .ek-button:not(.ek-button--primary) >> nth=1'))
    out.push(await shot(`${label} cancelled`));
  await show(params, context);
  if (await press('.ek-actions .ek-button:not(.ek-button--primary) >> nth=0'))
    out.push(await shot(`${label} declined`));
  return out;
}

/** URL consent: review, agreed, opened (a new tab), the re-ask, and the records. */
async function urlShots(params: unknown, context: object, label: string): Promise<Shot[]> {
  await show(params, context);
  const out = [await shot(`${label} review`)];
  if (await press('.ek-check-input')) out.push(await shot(`${label} agreed`));
  const popup = page
    .context()
    .waitForEvent('page', { timeout: 5_000 })
    .catch(() => undefined);
  if (await press('.ek-button--primary')) {
    await (await popup)?.close();
    out.push(await shot(`${label} opened`));
    if (await press('.ek-button--primary')) out.push(await shot(`${label} finished`));
  }
  await show(params, { ...context, shownBefore: 1 });
  out.push(await shot(`${label} asked again`));
  if (await press('.ek-actions .ek-button:not(.ek-button--primary) >> nth=0'))
    out.push(await shot(`${label} declined`));
  return out;
}

/** ASCII words left that are neither the server's nor allowed: elicitkit's own, untranslated. */
function leaks(shots: Shot[], server: Set<string>): string[] {
  return shots
    .map((s) => {
      const found = new Set<string>();
      // Each leak with the line it is on, so the failure says where to look.
      for (const line of s.text.split('\n'))
        for (const w of line.match(/[A-Za-z]{2,}/g) ?? [])
          if (!server.has(w.toLowerCase()) && !ALLOWED.has(w.toLowerCase()))
            found.add(`${w} (in "${line.trim().slice(0, 80)}")`);
      return `${s.state}: ${[...found].join(' ')}`;
    })
    .filter((line) => !line.endsWith(': '));
}

// The loop's own parts (round, task, destructive) are drawn in every state of one form and one
// URL fixture, and in the first draw of every other one: their words do not depend on the fixture,
// and every fixture goes through every state in the plain context.
const BUSY_EVERY_STATE = new Set(['server-everything-like', 'spec-2026-url-entry']);

describe('no untranslated word of elicitkit on the web under en-XA, in any fixture or state', () => {
  it('draws the loop in every state of a form fixture and of a URL fixture', () => {
    const modes = loadCases()
      .filter((c) => BUSY_EVERY_STATE.has(c.id))
      .map((c) => normalizeRequest(c.params).mode);
    expect(modes.sort()).toEqual(['form', 'url']);
  });
  for (const fixture of loadCases()) {
    it(
      fixture.id,
      async () => {
        const request = normalizeRequest(fixture.params);
        const shots: Shot[] = [];
        for (const [label, extra] of [
          ['plain', {}],
          ['round, task, destructive', BUSY],
        ] as const) {
          const context = { server: SERVER, ...extra };
          if (extra === BUSY && !BUSY_EVERY_STATE.has(fixture.id)) {
            await show(fixture.params, context);
            shots.push(await shot(`${label} first draw`));
            continue;
          }
          shots.push(
            ...(request.mode === 'url'
              ? await urlShots(fixture.params, context, label)
              : await formShots(fixture.params, context, label)),
          );
        }
        if (request.mode === 'form' && request.form.fields[0]) {
          // The loop asks again: its errors for the previous answer are shown from the start.
          const field = request.form.fields[0].name;
          await show(fixture.params, {
            server: SERVER,
            attempt: 2,
            errors: [{ field, msg: { key: 'error.required' }, message: '', keyword: 'required' }],
          });
          shots.push(await shot('attempt 2'));
        }
        expect(leaks(shots, wordsOf(request, fixture.params))).toEqual([]);
      },
      60_000,
    );
  }
});
