import type { DoctorArea, DoctorEra } from './doctorChecks.js';
import { DOCTOR_AREAS, DOCTOR_CHECKS } from './doctorChecks.js';
import type { DoctorState } from './doctorRecord.js';
import type { DoctorLocalizer, DoctorMsg } from './messages/DoctorLocalizer.js';

export type CheckStatus = 'passed' | 'failed' | 'not-tried';

export interface ReportCheck {
  readonly id: string;
  readonly name: string;
  readonly status: CheckStatus;
  readonly statusText: string;
  readonly why: string;
  readonly evidence: readonly string[];
  readonly reportedByPerson: boolean;
  readonly era: DoctorEra | null;
  readonly spec: { readonly section: string; readonly url: string };
}

export interface ReportArea {
  readonly area: DoctorArea;
  readonly name: string;
  readonly passed: number;
  readonly failed: number;
  readonly notTried: number;
  readonly counts: string;
  readonly checks: readonly ReportCheck[];
}

export interface DoctorReport {
  readonly locale: string;
  readonly client: {
    readonly name: string;
    readonly era: DoctorEra;
    readonly elicitation: unknown;
  } | null;
  readonly summary: { readonly passed: number; readonly failed: number; readonly notTried: number };
  readonly areas: readonly ReportArea[];
}

const STATUS: Record<CheckStatus, DoctorMsg> = {
  passed: { key: 'doctor.status.passed' },
  failed: { key: 'doctor.status.failed' },
  'not-tried': { key: 'doctor.status.notTried' },
};

/**
 * The report card, in the doctor's words for its locale: each check with its status, what
 * happened, the evidence quoted as the client sent it and the section of the specification it
 * follows, grouped by area with counts. The page, `--json` and the doctor_report tool all read
 * this one shape.
 */
export function buildReport(state: DoctorState, words: DoctorLocalizer): DoctorReport {
  const era = state.client?.era;
  const areas = DOCTOR_AREAS.map((area): ReportArea => {
    const checks = DOCTOR_CHECKS.filter((c) => c.area === area).map((c): ReportCheck => {
      const seen = state.checks[c.id];
      const status: CheckStatus = seen?.status ?? 'not-tried';
      const why: DoctorMsg = seen
        ? seen.why
        : c.onlyIn && era && c.onlyIn !== era
          ? { key: 'doctor.why.onlyIn', values: { era: c.onlyIn } }
          : { key: 'doctor.why.notCalled', values: { tool: c.tool } };
      return {
        id: c.id,
        name: words.format({ key: `doctor.check.${c.id}` }),
        status,
        statusText: words.format(STATUS[status]),
        why: words.format(why),
        evidence: seen?.evidence ?? [],
        reportedByPerson: seen?.reportedByPerson === true,
        era: seen?.era ?? null,
        spec: c.spec,
      };
    });
    const count = (s: CheckStatus) => checks.filter((c) => c.status === s).length;
    const [passed, failed, notTried] = [count('passed'), count('failed'), count('not-tried')];
    return {
      area,
      name: words.format({ key: `doctor.area.${area}` }),
      passed,
      failed,
      notTried,
      counts: words.format({ key: 'doctor.page.counts', values: { passed, failed, notTried } }),
      checks,
    };
  });
  const sum = (pick: (a: ReportArea) => number) => areas.reduce((n, a) => n + pick(a), 0);
  return {
    locale: words.locale,
    client: state.client ? { ...state.client } : null,
    summary: {
      passed: sum((a) => a.passed),
      failed: sum((a) => a.failed),
      notTried: sum((a) => a.notTried),
    },
    areas,
  };
}

/** The report card as text: one line per area, then each check that failed. */
export function reportText(report: DoctorReport, words: DoctorLocalizer): string {
  const lines = report.areas.map((a) =>
    words.format({ key: 'doctor.result.area', values: { area: a.name, counts: a.counts } }),
  );
  for (const a of report.areas)
    for (const c of a.checks)
      if (c.status === 'failed')
        lines.push(
          words.format({
            key: 'doctor.result.line',
            values: { check: c.name, status: c.statusText, why: c.why },
          }),
        );
  return lines.join('\n');
}
