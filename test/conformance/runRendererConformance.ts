// The shared renderer conformance suite. A renderer's test file calls this with its adapter:
//
//   runRendererConformance(myAdapter);                                  // every case
//   runRendererConformance(myAdapter, { cases: (c) => c.id.startsWith('url-') });  // a subset
//   runRendererConformance(myAdapter, { messages: enXA });  // the same decisions in another catalogue
//   runLocaleConformance(myAdapter, SHIPPED_CATALOGUES);    // numbers and dates in every locale
//
// Each case in test/fixtures/cases gets a describe block, and each of its checks an `it`.
import { describe, expect, it } from 'vitest';
import type { ConformanceAdapter } from './adapter.js';
import type { ConformanceOptions } from './conformanceChecks.js';
import { conformanceChecks, selectedCases } from './conformanceChecks.js';
import type { LocaleCatalogue } from '@elicitkit/core';
import { localeChecks } from './localeChecks.js';

export type { ConformanceOptions } from './conformanceChecks.js';

export function runRendererConformance(
  adapter: ConformanceAdapter,
  options: ConformanceOptions = {},
): void {
  const cases = selectedCases(options);
  const speaking = options.messages ? ` in ${options.messages.locale}` : '';
  describe(`renderer conformance: ${adapter.name}${speaking}`, () => {
    it('has cases to run', () => {
      expect(cases.length).toBeGreaterThan(0);
    });
    for (const fixture of cases) {
      describe(fixture.id, () => {
        for (const check of conformanceChecks(fixture, options.messages, options.checks)) {
          it(check.name, async () => {
            expect(await check.run(adapter), fixture.about).toEqual([]);
          });
        }
      });
    }
  });
}

/** Numbers and dates typed the way each locale writes them, agreeing with core, in every catalogue. */
export function runLocaleConformance(
  adapter: ConformanceAdapter,
  catalogues: readonly LocaleCatalogue[],
): void {
  describe(`locale conformance: ${adapter.name}`, () => {
    for (const messages of catalogues) {
      describe(messages.locale, () => {
        for (const check of localeChecks(messages)) {
          it(check.name, async () => {
            expect(await check.run(adapter)).toEqual([]);
          });
        }
      });
    }
  });
}
