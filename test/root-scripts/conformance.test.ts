// The parts of scripts/conformance.mjs that decide a verdict without running the suite: how a
// baseline entry scopes to one era, and how the era table is held against the suite's own list.
import { describe, expect, it } from 'vitest';

interface Check {
  id: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | 'SKIPPED';
  errorMessage?: string;
}
type Baseline = Record<'client' | 'server', Record<string, string>>;
interface Verdict {
  status: 'pass' | 'expected-fail' | 'fail';
  unexpected: { id: string }[];
  excused: { id: string; reason: string }[];
  stale: string[];
}
interface ConformanceScript {
  judge(
    mode: 'client' | 'server',
    scenario: string,
    version: string,
    checks: Check[],
    baseline: Baseline,
  ): Verdict;
  parseScenarioList(text: string): Map<string, string[]>;
  eraDrift(table: Record<string, string[]>, listed: Map<string, string[]>): string[];
}

// A plain .mjs script has no type declarations; the shape it exports is spelled out above.
const scriptPath = '../../scripts/conformance.mjs';
const script = (await import(scriptPath)) as ConformanceScript;

const failing: Check[] = [
  { id: 'a', status: 'SUCCESS' },
  { id: 'b', status: 'FAILURE', errorMessage: 'no' },
];
const baseline = (client: Record<string, string>): Baseline => ({ client, server: {} });

describe('conformance verdicts (scripts/conformance.mjs)', () => {
  it('fails a run whose failure no baseline entry names', () => {
    const verdict = script.judge('client', 's', '2026-07-28', failing, baseline({}));
    expect(verdict.status).toBe('fail');
    expect(verdict.unexpected.map((f) => f.id)).toEqual(['b']);
  });

  it('excuses a failure only in the era its entry names', () => {
    const entry = baseline({ 's@2025-11-25:b': 'upstream #1' });
    expect(script.judge('client', 's', '2025-11-25', failing, entry).status).toBe('expected-fail');
    expect(script.judge('client', 's', '2026-07-28', failing, entry).status).toBe('fail');
  });

  it('lets an entry without an era cover every era', () => {
    const entry = baseline({ 's:b': 'upstream #1' });
    for (const era of ['2025-11-25', '2026-07-28'])
      expect(script.judge('client', 's', era, failing, entry).excused).toEqual([
        expect.objectContaining({ id: 'b', reason: 'upstream #1' }),
      ]);
  });

  it('fails on a stale entry, for the era that now passes', () => {
    const passing: Check[] = [{ id: 'b', status: 'SUCCESS' }];
    const verdict = script.judge(
      'client',
      's',
      '2026-07-28',
      passing,
      baseline({ 's@2026-07-28': 'x' }),
    );
    expect(verdict.status).toBe('fail');
    expect(verdict.stale).toEqual(['s@2026-07-28']);
  });

  it("holds the era table against the suite's list", () => {
    const listed = script.parseScenarioList(
      'Client scenarios (test against a client):\n  - x [2025-06-18,2025-11-25,2026-07-28]\n  - y [extension]\n',
    );
    expect(listed.get('x')).toEqual(['2025-06-18', '2025-11-25', '2026-07-28']);
    expect(script.eraDrift({ x: ['2025-11-25', '2026-07-28'] }, listed)).toEqual([]);
    expect(script.eraDrift({ x: ['2026-07-28'] }, listed)).toEqual([
      'x: the suite lists [2025-11-25,2026-07-28], we run [2026-07-28]',
    ]);
    expect(script.eraDrift({ y: ['extension'] }, listed)).toEqual([]);
    expect(script.eraDrift({ y: ['2026-07-28'] }, listed)).toEqual([
      'y: the suite lists [extension], we run [2026-07-28]',
    ]);
    expect(script.eraDrift({ z: ['2026-07-28'] }, listed)).toEqual([
      'z: the suite does not list it',
    ]);
  });
});
