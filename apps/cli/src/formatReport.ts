import type { Diagnostic, DiagnosticSeverity } from '@elicitkit/core';
import { toDisplayText } from '@elicitkit/core';
import type { CheckReport, FieldReport } from './checkReport.js';
import { safeJson } from './safeJson.js';
import type { Style } from './style.js';

/** Options listed per field in the human output; the JSON output always has them all. */
export const MAX_OPTIONS_SHOWN = 20;

// Field names, option values and core's diagnostic messages can carry raw server text (core's
// labels and messages are display-safe, names and values are not), so everything
// server-derived passes through `line` before it is printed.
const line = (value: unknown) => toDisplayText(value, { singleLine: true });

const SEVERITIES: DiagnosticSeverity[] = ['error', 'warning', 'info'];
const HEADINGS: Record<DiagnosticSeverity, string> = {
  error: 'Errors',
  warning: 'Warnings',
  info: 'Info',
};

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The default, human-readable check-schema output: how a client will see this request. */
export function formatReport(report: CheckReport, source: string, s: Style): string {
  const out: string[] = [];
  const mark: Record<DiagnosticSeverity, string> = {
    error: s.red('✖'),
    warning: s.yellow('!'),
    info: s.dim('i'),
  };
  const diagnosticLine = (d: Diagnostic) =>
    `${mark[d.severity]} ${line(d.message)} ${s.dim(`[${d.severity} ${d.code}]`)}`;
  const row = (label: string, text: string, indent = '  ') =>
    `${indent}${s.dim(label.padEnd(10))}${text}`;

  out.push(`${s.bold('elicitkit check-schema')} ${line(source)}`);
  const input = report.input;
  const era = input.era ? ` (protocol ${input.era})` : '';
  out.push(row('input', `${input.description}${era}`));
  if (input.requestKey !== null) out.push(row('entry', JSON.stringify(line(input.requestKey))));
  for (const note of input.notes) {
    out.push(
      `${' '.repeat(12)}${note.severity === 'warning' ? mark.warning : mark.info} ${line(note.message)}`,
    );
  }
  if (report.mode) out.push(row('mode', report.mode));

  if (report.message !== null) {
    out.push('', s.bold('Message'));
    const text = report.message.trim() === '' ? s.dim('(none)') : report.message;
    for (const textLine of text.split('\n')) out.push(`  ${textLine}`);
  }

  if (report.mode === 'form') {
    out.push('', s.bold(`Fields (${report.fields.length})`));
    if (report.fields.length === 0) {
      out.push(`  ${s.dim('No fields: the person is only asked to accept, decline or cancel.')}`);
    }
    for (const field of report.fields) {
      out.push('', ...formatField(field, s, row, diagnosticLine));
    }
  }

  if (report.url) {
    const url = report.url;
    out.push('', s.bold('URL'));
    out.push(row('address', url.display || s.dim('(none)')));
    if (url.host !== undefined) {
      const unicode = url.hostUnicode ?? url.host;
      out.push(row('host', s.bold(line(unicode))));
      out.push(row('punycode', unicode === url.host ? s.dim('(same)') : line(url.host)));
      if (url.port !== undefined) out.push(row('port', url.port));
    }
    if (url.href !== undefined && url.href !== url.display) out.push(row('opens', url.href));
    for (const warning of url.warnings) {
      out.push(
        row('warning', `${mark.warning} ${line(warning.message)} ${s.dim(`[${warning.code}]`)}`),
      );
    }
    out.push(
      row(
        'verdict',
        url.blocked === undefined
          ? s.green('can be opened once the person consents')
          : s.red(`blocked: ${line(url.blocked)}`),
      ),
    );
  }

  // Per-field diagnostics were listed under their fields; the rest are about the whole request.
  const shown = new Set(report.fields.flatMap((f) => f.diagnostics));
  const formLevel = report.diagnostics.filter((d) => !shown.has(d));
  const { error, warning, info } = report.counts;
  const total = error + warning + info;
  const summary =
    total === 0
      ? 'none'
      : `${plural(error, 'error')}, ${plural(warning, 'warning')}, ${info} info in all`;
  out.push('', `${s.bold('Diagnostics')}  ${s.dim(summary)}`);
  if (total > 0 && formLevel.length === 0) {
    out.push(`  ${s.dim('none about the request as a whole (see the fields above)')}`);
  }
  for (const severity of SEVERITIES) {
    const group = formLevel.filter((d) => d.severity === severity);
    if (group.length === 0) continue;
    out.push(`  ${HEADINGS[severity]}`);
    for (const d of group) out.push(`    ${diagnosticLine(d)}`);
  }

  out.push('');
  out.push(
    report.mode === null
      ? `${s.bold('Verdict')}  ${s.red('nothing to check')}: ${line(report.acceptBlockedReason ?? '')}`
      : report.canAccept
        ? `${s.bold('Accept')}   ${s.green('possible')}`
        : `${s.bold('Accept')}   ${s.red('not possible')}: ${line(report.acceptBlockedReason ?? 'unknown reason')}`,
  );

  if (report.answer) {
    const answer = report.answer;
    if (answer.valid) {
      out.push(`${s.bold('Answer')}   ${s.green('valid')}; the client sends:`);
      for (const jsonLine of safeJson(answer.result, 2).split('\n')) out.push(`  ${jsonLine}`);
    } else {
      out.push(
        `${s.bold('Answer')}   ${s.red('invalid')} (${plural(answer.errors.length, 'problem')})`,
      );
      for (const e of answer.errors) {
        const where = e.field === '' ? 'answer' : line(e.field);
        out.push(`  ${mark.error} ${s.bold(where)}: ${line(e.message)} ${s.dim(`[${e.keyword}]`)}`);
      }
    }
  }
  return `${out.join('\n')}\n`;
}

function formatField(
  field: FieldReport,
  s: Style,
  row: (label: string, text: string, indent?: string) => string,
  diagnosticLine: (d: Diagnostic) => string,
): string[] {
  const out: string[] = [];
  const name = line(field.name);
  const label = field.label !== name ? ` ${JSON.stringify(field.label)}` : '';
  const required = field.required ? s.yellow('required') : s.dim('optional');
  out.push(`  ${s.bold(s.cyan(name))}${label}  ${required}`);
  const indent = '    ';
  if (field.description) {
    for (const textLine of field.description.split('\n')) out.push(`${indent}${s.dim(textLine)}`);
  }
  const variant = field.variant ? ` (${field.variant})` : '';
  out.push(row('kind', `${field.kind}${variant}, widget ${field.widget}`, indent));

  if (field.format) out.push(row('format', field.format, indent));
  const limits: string[] = [];
  for (const [key, value] of Object.entries(field.constraints)) limits.push(`${key} ${value}`);
  if (limits.length > 0) out.push(row('limits', limits.join(', '), indent));

  if (field.default !== null) {
    let text = line(safeJson(field.default));
    const option = field.options?.find((o) => o.value === field.default);
    if (option && option.label !== option.value) text += ` (${option.label})`;
    out.push(row('default', text, indent));
  }

  if (field.options) {
    const shown = field.options.slice(0, MAX_OPTIONS_SHOWN);
    shown.forEach((option, index) => {
      const value = line(option.value);
      const text = option.label === value ? value : `${value} → ${option.label}`;
      out.push(row(index === 0 ? 'options' : '', text, indent));
    });
    const more = field.options.length - shown.length;
    if (more > 0) out.push(row('', s.dim(`… and ${more} more`), indent));
  }

  out.push(row('hint', field.hint, indent));
  for (const d of field.diagnostics) out.push(`${indent}${diagnosticLine(d)}`);
  return out;
}
