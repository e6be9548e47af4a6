// The shared renderer conformance suite. A renderer's test file calls this with its adapter:
//
//   runRendererConformance(myAdapter);                                  // every case
//   runRendererConformance(myAdapter, { cases: (c) => c.id.startsWith('url-') });  // a subset
//   runRendererConformance(myAdapter, { messages: enXA });  // the same decisions in another catalogue
//
// Each case in test/fixtures/cases gets a describe block, and each of its checks an `it`.
import { describe, expect, it } from 'vitest';
import type { ConformanceAdapter } from './adapter.js';
import type { ConformanceOptions } from './conformanceChecks.js';
import { conformanceChecks, selectedCases } from './conformanceChecks.js';

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
        for (const check of conformanceChecks(fixture, options.messages)) {
          it(check.name, async () => {
            expect(await check.run(adapter), fixture.about).toEqual([]);
          });
        }
      });
    }
  });
}
