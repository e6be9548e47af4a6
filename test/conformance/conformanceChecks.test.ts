// The suite must be able to fail: each deliberately broken adapter below repeats a real renderer bug
// from the survey, and the checks must report it (and nothing fails for the reference adapter).
import type { ElicitResult, Elicitation, RenderContext } from '@elicitkit/core';
import enXA from '@elicitkit/core/locales/en-XA';
import { describe, expect, it } from 'vitest';
import type { ConformanceAdapter, RenderedElicitation } from './adapter.js';
import type { ConformanceFailure, ConformanceOptions } from './conformanceChecks.js';
import { runConformanceChecks } from './conformanceChecks.js';
import { headlessAdapter } from './headlessAdapter.js';

type Override = (
  inner: RenderedElicitation,
  request: Elicitation,
  context: RenderContext,
) => Partial<RenderedElicitation>;

/** The headless adapter with one behaviour replaced. */
function broken(name: string, override: Override): ConformanceAdapter {
  return {
    name,
    async render(request, context) {
      const inner = await headlessAdapter.render(request, context);
      return { ...inner, ...override(inner, request, context) };
    },
  };
}

const only = (...ids: string[]): ConformanceOptions => ({ cases: (c) => ids.includes(c.id) });

async function failuresOf(adapter: ConformanceAdapter, options: ConformanceOptions) {
  return runConformanceChecks(adapter, options);
}

const mentions = (failures: ConformanceFailure[], caseId: string, pattern: RegExp) =>
  failures.some((f) => f.caseId === caseId && pattern.test(f.message));

describe('the conformance checks', () => {
  it('find nothing wrong with the reference adapter', async () => {
    expect(
      await failuresOf(headlessAdapter, only('spec-2026-multiple-fields', 'url-userinfo')),
    ).toEqual([]);
  });

  it('catch untouched fields sent as "" (Goose, mcp-use, LibreChat)', async () => {
    const adapter = broken('sends "" for untouched fields', (inner, request) => ({
      result() {
        const result = inner.result();
        if (result?.action !== 'accept' || request.mode !== 'form') return result;
        const content = { ...result.content };
        for (const field of request.form.fields) content[field.name] ??= '';
        return { action: 'accept', content };
      },
    }));
    const failures = await failuresOf(adapter, only('spec-2026-multiple-fields'));
    expect(mentions(failures, 'spec-2026-multiple-fields', /^result: expected .*"age":""/)).toBe(
      true,
    );
  });

  it('catch numbers sent as the text typed', async () => {
    const adapter = broken('sends number text', (inner) => {
      const typed = new Map<string, string>();
      return {
        async answer(field, value) {
          await inner.answer(field, value);
          if (typeof value === 'string') typed.set(field, value);
        },
        result() {
          const result = inner.result();
          if (result?.action !== 'accept') return result;
          return { action: 'accept', content: { ...result.content, ...Object.fromEntries(typed) } };
        },
      };
    });
    const failures = await failuresOf(adapter, only('number-and-integer'));
    expect(mentions(failures, 'number-and-integer', /"quantity":"42"/)).toBe(true);
  });

  it('catch a missing or wrong error message', async () => {
    const adapter = broken('shows generic errors', (inner) => ({
      async errorsShown() {
        const shown = await inner.errorsShown();
        return Object.fromEntries(Object.keys(shown).map((k) => [k, 'Invalid value']));
      },
    }));
    const failures = await failuresOf(adapter, only('multiselect-untitled'));
    expect(
      mentions(
        failures,
        'multiselect-untitled',
        /expected "Choose at most 3", shown "Invalid value"/,
      ),
    ).toBe(true);
  });

  it('catch a decline that carries content', async () => {
    const adapter = broken('declines with content', (inner) => ({
      result(): ElicitResult | undefined {
        const result = inner.result();
        return result?.action === 'decline' ? { action: 'decline', content: {} } : result;
      },
    }));
    const failures = await failuresOf(adapter, only('boolean'));
    expect(mentions(failures, 'boolean', /expected \{"action":"decline"\}/)).toBe(true);
  });

  it('catch a second answer replacing the first', async () => {
    let override: ElicitResult | undefined;
    const adapter = broken('answers twice', (inner) => {
      override = undefined;
      return {
        async decline() {
          if (inner.result()) override = { action: 'decline' };
          else await inner.decline();
        },
        result: () => override ?? inner.result(),
      };
    });
    const failures = await failuresOf(adapter, only('spec-2025-form-mode'));
    expect(mentions(failures, 'spec-2025-form-mode', /a later decline changed the result/)).toBe(
      true,
    );
  });

  it('catch unsafe text, a missing server id and markup that was interpreted', async () => {
    const adapter = broken('renders markup and ANSI', (inner) => ({
      async text() {
        const text = (await inner.text()).replace(/fixture-server/g, 'Fixture Server');
        // Strip tags and markdown as an HTML or markdown renderer would, and style with ANSI.
        return `\u001b[1m${text.replace(/<[^>]+>/g, '').replace(/\*\*/g, '')}\u001b[0m`;
      },
    }));
    const failures = await failuresOf(adapter, only('hostile-markup-and-escapes'));
    const id = 'hostile-markup-and-escapes';
    expect(mentions(failures, id, /unsafe character U\+001B/)).toBe(true);
    expect(mentions(failures, id, /trusted server id "fixture-server" is not shown/)).toBe(true);
    expect(mentions(failures, id, /does not show "<img src=x onerror=alert\(1\)>"/)).toBe(true);
  });

  it('catch hidden characters dropped without a trace', async () => {
    const adapter = broken('drops the marks', (inner) => ({
      async text() {
        return (await inner.text()).replaceAll('\ufffd', '');
      },
    }));
    const failures = await failuresOf(adapter, only('hostile-markup-and-escapes'));
    const id = 'hostile-markup-and-escapes';
    expect(mentions(failures, id, /hidden characters in the message are not shown as marks/)).toBe(
      true,
    );
  });

  it('catch a URL shown only by its host, and a warning not shown', async () => {
    const adapter = broken('shows only the host', (inner, request) => ({
      async text() {
        if (request.mode !== 'url') return inner.text();
        return `fixture-server\n${request.message}\nOpen ${request.url.hostUnicode ?? ''}?`;
      },
    }));
    const failures = await failuresOf(adapter, only('url-punycode'));
    expect(mentions(failures, 'url-punycode', /the full URL .* is not shown/)).toBe(true);
    expect(mentions(failures, 'url-punycode', /the "punycode" warning is not shown/)).toBe(true);
  });

  it('catch a blocked address accepted and opened', async () => {
    const adapter = broken('opens anything', (inner, request) => {
      const opened: string[] = [];
      let result: ElicitResult | undefined;
      return {
        async accept() {
          if (request.mode === 'url') opened.push(request.url.display);
          result ??= { action: 'accept' };
        },
        result: () => result ?? inner.result(),
        openedUrls: () => [...opened],
      };
    });
    const failures = await failuresOf(adapter, only('url-javascript-blocked'));
    const id = 'url-javascript-blocked';
    expect(mentions(failures, id, /accepted an address that is blocked/)).toBe(true);
    expect(mentions(failures, id, /opened the blocked address/)).toBe(true);
    expect(mentions(failures, id, /^expected no result, got \{"action":"accept"\}/)).toBe(true);
  });

  it('catch an address opened before consent or after a decline', async () => {
    const adapter = broken('opens eagerly', (_inner, request) => ({
      openedUrls: () => (request.mode === 'url' && request.url.href ? [request.url.href] : []),
    }));
    const failures = await failuresOf(adapter, only('spec-2026-url-entry'));
    expect(mentions(failures, 'spec-2026-url-entry', /before the person consented/)).toBe(true);
    expect(mentions(failures, 'spec-2026-url-entry', /after decline, opened/)).toBe(true);
  });

  it('catch a renderer that ignores the abort signal', async () => {
    const adapter: ConformanceAdapter = {
      name: 'ignores abort',
      // The signal never reaches the renderer, as if it were not wired up.
      render: (request, context) =>
        headlessAdapter.render(request, { ...context, signal: new AbortController().signal }),
    };
    const failures = await failuresOf(adapter, only('deviation-empty-properties'));
    expect(
      mentions(failures, 'deviation-empty-properties', /after the signal aborted, expected/),
    ).toBe(true);
  });

  it('catch an adapter that throws, reporting instead of crashing', async () => {
    const adapter: ConformanceAdapter = {
      name: 'cannot render',
      render: () => Promise.reject(new Error('no display')),
    };
    const failures = await failuresOf(adapter, only('boolean'));
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((f) => f.message === 'render threw: Error: no display')).toBe(true);
  });
  it('find nothing wrong with the reference adapter in another catalogue', async () => {
    expect(
      await failuresOf(headlessAdapter, {
        ...only('spec-2026-multiple-fields', 'url-userinfo', 'secret-fields'),
        messages: enXA,
      }),
    ).toEqual([]);
  });

  it("catch a renderer that ignores the host's catalogue and speaks English", async () => {
    const english: ConformanceAdapter = {
      name: 'ignores messages',
      render: (request, context) => headlessAdapter.render(request, context),
    };
    const failures = await failuresOf(english, {
      ...only('spec-2026-multiple-fields', 'url-userinfo'),
      messages: enXA,
    });
    // An English error where the catalogue's is expected, and the consent words missing.
    expect(mentions(failures, 'spec-2026-multiple-fields', /^error for "\w+": expected/)).toBe(
      true,
    );
    expect(mentions(failures, 'url-userinfo', /before consent, does not say/)).toBe(true);
    expect(mentions(failures, 'url-userinfo', /warning is not shown/)).toBe(true);
    // The same renderer passes in English: what failed is the language, not the decisions.
    expect(await failuresOf(english, only('spec-2026-multiple-fields', 'url-userinfo'))).toEqual(
      [],
    );
  });
});
