import type { Diagnostic, DiagnosticSeverity, Msg, MsgPart } from '@elicitkit/core';
import type { CliLocalizer, CliMsg } from './messages/CliLocalizer.js';
import { toDisplayText } from '@elicitkit/core';
import type { CheckReport, FieldReport, ReportWords } from './checkReport.js';
import { safeJson } from './safeJson.js';
import type { Style } from './style.js';

/** Options listed per field in the human output; the JSON output always has them all. */
const MAX_OPTIONS_SHOWN = 20;

// Field names, option values and core's diagnostic messages can carry raw server text (core's
// labels and messages are display-safe, names and values are not), so everything
// server-derived passes through `line` before it is printed.
const line = (value: unknown) => toDisplayText(value, { singleLine: true });

const SEVERITIES: DiagnosticSeverity[] = ['error', 'warning', 'info'];

const ROW_LABELS = [
  'input',
  'entry',
  'mode',
  'address',
  'host',
  'punycode',
  'port',
  'opens',
  'warning',
  'verdict',
  'kind',
  'format',
  'limits',
  'default',
  'options',
  'hint',
] as const;
type RowLabel = (typeof ROW_LABELS)[number];

// East Asian wide characters take two terminal columns: labels are padded by columns, not length.
const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
function columns(text: string): number {
  let width = 0;
  for (const ch of text) width += WIDE.test(ch) ? 2 : 1;
  return width;
}
const padTo = (text: string, width: number) =>
  text + ' '.repeat(Math.max(1, width - columns(text)));

/** A message's parts as terminal text: `<good>` green, `<bad>` red, other tags as plain text. */
function styled(parts: readonly MsgPart[], s: Style): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return part;
      const inner = styled(part.parts, s);
      return part.tag === 'good' ? s.green(inner) : part.tag === 'bad' ? s.red(inner) : inner;
    })
    .join('');
}

/** The default, human-readable check-schema output, in the CLI's language. */
export function formatReport(
  report: CheckReport,
  said: ReportWords,
  source: string,
  s: Style,
  words: CliLocalizer,
): string {
  const t = (msg: Msg | CliMsg) => words.format(msg);
  const rich = (msg: CliMsg) => styled(words.formatParts(msg), s);
  const out: string[] = [];
  const mark: Record<DiagnosticSeverity, string> = {
    error: s.red('✖'),
    warning: s.yellow('!'),
    info: s.dim('i'),
  };
  const severity = (value: DiagnosticSeverity) =>
    t({ key: 'cli.check.severity', values: { severity: value } });
  // The catalogue's sentence says what kind of thing happened; the one under it (core's detail,
  // the same as `message` in --json, English like every identifier) says what exactly, e.g. which
  // format was not understood: the part a server author came for.
  const diagnosticLines = (d: Diagnostic, indent: string) => [
    `${indent}${mark[d.severity]} ${line(t(d.msg))} ${s.dim(`[${severity(d.severity)} ${d.code}]`)}`,
    `${indent}  ${line(d.message)}`,
  ];
  const labels = new Map(
    ROW_LABELS.map((label) => [label, t({ key: 'cli.check.label', values: { label } })]),
  );
  const labelWidth = Math.max(10, ...[...labels.values()].map((l) => columns(l) + 2));
  const row = (label: RowLabel | '', text: string, indent = '  ') =>
    `${indent}${s.dim(padTo(label === '' ? '' : (labels.get(label) ?? label), labelWidth))}${text}`;

  out.push(`${s.bold('elicitkit check-schema')} ${line(source)}`);
  const input = report.input;
  const description = t(said.input.descriptionMsg);
  out.push(
    row(
      'input',
      input.era
        ? t({ key: 'cli.check.era', values: { description, era: input.era } })
        : description,
    ),
  );
  if (input.requestKey !== null) out.push(row('entry', JSON.stringify(line(input.requestKey))));
  for (const note of said.input.notes) {
    out.push(
      `${' '.repeat(labelWidth + 2)}${note.severity === 'warning' ? mark.warning : mark.info} ${line(t(note.msg))}`,
    );
  }
  if (report.mode) out.push(row('mode', report.mode));

  if (report.message !== null) {
    out.push('', s.bold(t({ key: 'cli.check.message' })));
    const text =
      report.message.trim() === '' ? s.dim(t({ key: 'cli.check.none' })) : report.message;
    for (const textLine of text.split('\n')) out.push(`  ${textLine}`);
  }

  if (report.mode === 'form') {
    out.push('', s.bold(t({ key: 'cli.check.fields', values: { count: report.fields.length } })));
    if (report.fields.length === 0) out.push(`  ${s.dim(t({ key: 'cli.check.noFields' }))}`);
    report.fields.forEach((field, index) => {
      const hint = said.hints[index];
      out.push('', ...formatField(field, hint ? t(hint) : field.hint, s, t, row, diagnosticLines));
    });
  }

  if (report.url) {
    const url = report.url;
    out.push('', s.bold(t({ key: 'cli.check.url' })));
    out.push(row('address', url.display || s.dim(t({ key: 'cli.check.none' }))));
    if (url.host !== undefined) {
      const unicode = url.hostUnicode ?? url.host;
      out.push(row('host', s.bold(line(unicode))));
      out.push(
        row(
          'punycode',
          unicode === url.host ? s.dim(t({ key: 'cli.check.same' })) : line(url.host),
        ),
      );
      if (url.port !== undefined) out.push(row('port', url.port));
    }
    if (url.href !== undefined && url.href !== url.display) out.push(row('opens', url.href));
    for (const warning of url.warnings) {
      out.push(
        row('warning', `${mark.warning} ${line(t(warning.msg))} ${s.dim(`[${warning.code}]`)}`),
      );
    }
    const reason = url.blockedMsg ? t(url.blockedMsg) : (url.blocked ?? '');
    out.push(
      row(
        'verdict',
        url.blocked === undefined
          ? rich({ key: 'cli.check.canOpen' })
          : rich({ key: 'cli.check.blocked', values: { reason: line(reason) } }),
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
      ? t({ key: 'cli.check.diagnosticsNone' })
      : t({
          key: 'cli.check.diagnosticsCount',
          values: { errors: error, warnings: warning, info },
        });
  out.push('', `${s.bold(t({ key: 'cli.check.diagnostics' }))}  ${s.dim(summary)}`);
  if (total > 0 && formLevel.length === 0) {
    out.push(`  ${s.dim(t({ key: 'cli.check.formLevelNone' }))}`);
  }
  for (const level of SEVERITIES) {
    const group = formLevel.filter((d) => d.severity === level);
    if (group.length === 0) continue;
    out.push(`  ${t({ key: 'cli.check.heading', values: { severity: level } })}`);
    for (const d of group) out.push(...diagnosticLines(d, '    '));
  }

  const heads = {
    verdict: t({ key: 'cli.check.verdict' }),
    accept: t({ key: 'cli.check.accept' }),
    answer: t({ key: 'cli.check.answer' }),
  };
  const headWidth = Math.max(...Object.values(heads).map(columns)) + 2;
  const head = (text: string) => s.bold(text) + ' '.repeat(headWidth - columns(text));
  const blocked = line(said.acceptBlocked ? t(said.acceptBlocked) : '');
  out.push('');
  out.push(
    report.mode === null
      ? `${head(heads.verdict)}${rich({ key: 'cli.check.nothingToCheck', values: { reason: blocked } })}`
      : report.canAccept
        ? `${head(heads.accept)}${rich({ key: 'cli.check.possible' })}`
        : `${head(heads.accept)}${rich({
            key: 'cli.check.notPossible',
            values: { reason: blocked || t({ key: 'cli.check.unknownReason' }) },
          })}`,
  );

  if (report.answer) {
    const answer = report.answer;
    if (answer.valid) {
      out.push(`${head(heads.answer)}${rich({ key: 'cli.check.valid' })}`);
      for (const jsonLine of safeJson(answer.result, 2).split('\n')) out.push(`  ${jsonLine}`);
    } else {
      out.push(
        `${head(heads.answer)}${rich({ key: 'cli.check.invalid', values: { count: answer.errors.length } })}`,
      );
      for (const e of answer.errors) {
        const where = e.field === '' ? t({ key: 'cli.check.wholeAnswer' }) : line(e.field);
        out.push(`  ${mark.error} ${s.bold(where)}: ${line(t(e.msg))} ${s.dim(`[${e.keyword}]`)}`);
      }
    }
  }
  return `${out.join('\n')}\n`;
}

function formatField(
  field: FieldReport,
  hint: string,
  s: Style,
  t: (msg: Msg | CliMsg) => string,
  row: (label: RowLabel | '', text: string, indent?: string) => string,
  diagnosticLines: (d: Diagnostic, indent: string) => string[],
): string[] {
  const out: string[] = [];
  const name = line(field.name);
  const label = field.label !== name ? ` ${JSON.stringify(field.label)}` : '';
  const required = field.required
    ? s.yellow(t({ key: 'cli.check.required' }))
    : s.dim(t({ key: 'cli.check.optional' }));
  out.push(`  ${s.bold(s.cyan(name))}${label}  ${required}`);
  const indent = '    ';
  if (field.description) {
    for (const textLine of field.description.split('\n')) out.push(`${indent}${s.dim(textLine)}`);
  }
  // kind, variant, widget, format and the limits' keywords are identifiers, as in --json.
  const kind = field.variant
    ? t({
        key: 'cli.check.kindVariant',
        values: { kind: field.kind, variant: field.variant, widget: field.widget },
      })
    : t({ key: 'cli.check.kind', values: { kind: field.kind, widget: field.widget } });
  out.push(row('kind', kind, indent));

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
    if (more > 0)
      out.push(row('', s.dim(t({ key: 'cli.check.more', values: { count: more } })), indent));
  }

  out.push(row('hint', hint, indent));
  for (const d of field.diagnostics) out.push(...diagnosticLines(d, indent));
  return out;
}
