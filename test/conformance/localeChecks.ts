// Numbers and dates the way each locale writes them, through a renderer's own UI: what the person
// sees written (a hint's "0,5", Arabic-Indic digits) they can type back, and it reaches the server
// as the number. Each check is also played through core's reference adapter, so a surface that
// reads a number differently from core fails here whichever of the two is wrong.
import type { ElicitResult, LocaleCatalogue, Localizer } from '@elicitkit/core';
import { PROTOCOL_2026, createLocalizer, normalizeRequest } from '@elicitkit/core';
import type { ConformanceAdapter, ScriptedAnswer } from './adapter.js';
import type { ConformanceCheck } from './conformanceChecks.js';
import { FIXTURE_SERVER } from './conformanceChecks.js';
import { headlessAdapter } from './headlessAdapter.js';

interface LocaleCase {
  name: string;
  properties: Record<string, unknown>;
  answers: Record<string, ScriptedAnswer>;
  /** The content sent, or the field that must show an error (and nothing sent). */
  expect: { content: Record<string, unknown> } | { errorOn: string };
}

function localeCases(l: Localizer): LocaleCase[] {
  return [
    {
      name: `a decimal typed as the locale writes it (${l.number(1.5)}) is sent as 1.5`,
      properties: { amount: { type: 'number', title: 'Amount' } },
      answers: { amount: l.number(1.5) },
      expect: { content: { amount: 1.5 } },
    },
    {
      name: `a grouped number as the locale writes it (${l.number(12345.25)}) is sent as 12345.25`,
      properties: { amount: { type: 'number', title: 'Amount' } },
      answers: { amount: l.number(12345.25) },
      expect: { content: { amount: 12345.25 } },
    },
    {
      name: 'Arabic-Indic and full-width digits are read in every locale',
      properties: {
        count: { type: 'integer', title: 'Count' },
        width: { type: 'integer', title: 'Width' },
      },
      answers: { count: '٤٢', width: '４２' },
      expect: { content: { count: 42, width: 42 } },
    },
    {
      name: 'text that is not a number is refused with an error on the field, and nothing is sent',
      properties: { amount: { type: 'number', title: 'Amount' } },
      answers: { amount: 'abc' },
      expect: { errorOn: 'amount' },
    },
    {
      name: 'a date is sent as the RFC 3339 date, whatever the locale',
      properties: { day: { type: 'string', format: 'date', title: 'Day' } },
      answers: { day: '2026-07-28' },
      expect: { content: { day: '2026-07-28' } },
    },
  ];
}

interface Played {
  result: ElicitResult | undefined;
  errors: Record<string, string>;
}

async function play(
  adapter: ConformanceAdapter,
  messages: LocaleCatalogue,
  c: LocaleCase,
): Promise<Played> {
  const request = normalizeRequest({
    mode: 'form',
    message: 'Numbers and dates.',
    requestedSchema: { type: 'object', properties: c.properties },
  });
  const controller = new AbortController();
  const rendered = await adapter.render(
    request,
    { server: FIXTURE_SERVER, era: PROTOCOL_2026, signal: controller.signal },
    { messages },
  );
  try {
    for (const [name, value] of Object.entries(c.answers)) await rendered.answer(name, value);
    await rendered.accept();
    return { result: rendered.result(), errors: await rendered.errorsShown() };
  } finally {
    await rendered.dispose();
  }
}

function verdict(who: string, played: Played, c: LocaleCase): string[] {
  if ('content' in c.expect) {
    const want = JSON.stringify({ action: 'accept', content: c.expect.content });
    const got = JSON.stringify(played.result);
    return got === want ? [] : [`${who} sent ${got ?? 'nothing'}, expected ${want}`];
  }
  const failures: string[] = [];
  if (played.result !== undefined) failures.push(`${who} sent ${JSON.stringify(played.result)}`);
  if (played.errors[c.expect.errorOn] === undefined)
    failures.push(`${who} shows no error on "${c.expect.errorOn}"`);
  return failures;
}

/** The number and date checks in one catalogue's locale, against `adapter` and core's reference. */
export function localeChecks(messages: LocaleCatalogue): ConformanceCheck[] {
  const l = createLocalizer(messages);
  return localeCases(l).map((c) => ({
    caseId: `locale-${messages.locale}`,
    name: c.name,
    kind: 'locale' as const,
    async run(adapter) {
      const [surface, core] = [
        await play(adapter, messages, c),
        await play(headlessAdapter, messages, c),
      ];
      const failures = [...verdict(adapter.name, surface, c), ...verdict('core', core, c)];
      // The surface and core agree on the words of the error too, in this locale.
      if ('errorOn' in c.expect) {
        const name = c.expect.errorOn;
        if (surface.errors[name] !== core.errors[name])
          failures.push(
            `${adapter.name} says "${surface.errors[name]}" where core says "${core.errors[name]}"`,
          );
      }
      return failures;
    },
  }));
}
