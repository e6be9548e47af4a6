#!/usr/bin/env node
// `npm run bench`: runs every packages/*/bench/index.ts and apps/*/bench/index.ts (tsx, source
// condition), one after another in its own process, collects their `BENCH {json}` lines
// (scripts/BENCH-CONTRACT.md), prints a table and regenerates BENCHMARKS.md.
//
//   node scripts/bench.mjs            every suite
//   node scripts/bench.mjs core ink   only suites whose directory name contains "core" or "ink"
//
// A suite that crashes, exits non-zero, prints a malformed BENCH line or no BENCH line at all
// gets an error row; the others still run, and the command then exits 1.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const PREFIX = 'BENCH ';

const USAGE = `Usage: node scripts/bench.mjs [suite-filter…]

Runs packages/*/bench/index.ts and apps/*/bench/index.ts one after another, prints their
figures and regenerates BENCHMARKS.md. A filter keeps the suites whose directory name
contains it. Exits 1 when any suite fails, 2 on bad usage.
`;

function findSuites() {
  const suites = [];
  for (const group of ['packages', 'apps']) {
    const dir = join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      const entry = join(dir, name, 'bench', 'index.ts');
      if (existsSync(entry)) suites.push({ dir: name, entry: relative(root, entry) });
    }
  }
  return suites;
}

/** Checks one parsed BENCH object against the contract; returns a problem or undefined. */
function contractProblem(figure) {
  if (typeof figure !== 'object' || figure === null || Array.isArray(figure))
    return 'not a JSON object';
  for (const key of ['suite', 'name', 'unit']) {
    if (typeof figure[key] !== 'string' || figure[key] === '') return `"${key}" must be text`;
  }
  if (typeof figure.value !== 'number' || !Number.isFinite(figure.value))
    return '"value" must be a finite number';
  if (figure.baseline !== undefined) {
    const b = figure.baseline;
    if (typeof b !== 'object' || b === null || typeof b.name !== 'string')
      return '"baseline" must be {name, value}';
    if (typeof b.value !== 'number' || !Number.isFinite(b.value))
      return '"baseline.value" must be a finite number';
  }
  if (
    figure.ratio !== undefined &&
    (typeof figure.ratio !== 'number' || !Number.isFinite(figure.ratio))
  )
    return '"ratio" must be a finite number';
  if (figure.target !== undefined && typeof figure.target !== 'string')
    return '"target" must be text';
  return undefined;
}

/** Runs one suite; resolves with its figures and, when it failed, the reason. */
function runSuite(suite) {
  return new Promise((resolve) => {
    const figures = [];
    const problems = [];
    const child = spawn(tsx, ['--conditions', '@elicitkit/source', suite.entry], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (!line.startsWith(PREFIX)) {
        // Anything else is progress: pass it through.
        console.log(`  ${suite.dir}: ${line}`);
        return;
      }
      let figure;
      try {
        figure = JSON.parse(line.slice(PREFIX.length));
      } catch (error) {
        problems.push(`malformed BENCH line (${error.message})`);
        return;
      }
      const problem = contractProblem(figure);
      if (problem) problems.push(`BENCH line breaks the contract: ${problem}`);
      else {
        figures.push(figure);
        console.log(
          `  ${figure.suite}: ${figure.name} = ${formatValue(figure.value, figure.unit)}`,
        );
      }
    });
    let spawnError;
    child.on('error', (error) => (spawnError = error));
    child.on('close', (code, signal) => {
      if (spawnError) problems.push(`could not start: ${spawnError.message}`);
      else if (signal) problems.push(`killed by ${signal}`);
      else if (code !== 0) problems.push(`exited with code ${code}`);
      else if (figures.length === 0) problems.push('printed no BENCH lines');
      resolve({ suite, figures, error: problems.length ? problems.join('; ') : undefined });
    });
  });
}

function formatNumber(value) {
  if (value === 0) return '0';
  const abs = Math.abs(value);
  if (abs >= 100) return value.toFixed(0);
  if (abs >= 1) return String(Number(value.toPrecision(3)));
  return String(Number(value.toPrecision(2)));
}

function formatValue(value, unit) {
  return `${formatNumber(value)} ${unit}`;
}

const UNIT_SCALE = { ns: 1e-6, µs: 1e-3, us: 1e-3, ms: 1, s: 1000 };

/**
 * Evaluates targets of the forms "< 0.2 ms", "≤ 20 µs" and "ratio ≤ 1.1" (or several, comma
 * separated) against a figure.
 * Returns true/false, or undefined when the target is not in a form this understands.
 */
function meetsTarget(figure) {
  const target = figure.target?.trim();
  if (!target) return undefined;
  // "ratio ≤ 0.1, ≤ 50 ms": every part must hold.
  if (target.includes(',')) {
    const verdicts = target.split(',').map((part) => meetsTarget({ ...figure, target: part }));
    return verdicts.includes(undefined) ? undefined : verdicts.every(Boolean);
  }
  const match = /^(ratio\s*)?(<=|<|≤|>=|>|≥)\s*([0-9.]+(?:e-?\d+)?)\s*(\S*)$/i.exec(target);
  if (!match) return undefined;
  const [, isRatio, op, numberText, unit] = match;
  const limit = Number(numberText);
  let actual;
  if (isRatio) {
    actual = figure.ratio ?? (figure.baseline ? figure.value / figure.baseline.value : undefined);
    if (actual === undefined) return undefined;
  } else {
    const from = UNIT_SCALE[figure.unit];
    const to = UNIT_SCALE[unit];
    if (unit === figure.unit || unit === '') actual = figure.value;
    else if (from !== undefined && to !== undefined) actual = (figure.value * from) / to;
    else return undefined;
  }
  switch (op) {
    case '<':
      return actual < limit;
    case '<=':
    case '≤':
      return actual <= limit;
    case '>':
      return actual > limit;
    default:
      return actual >= limit;
  }
}

/** Table rows for a suite: its figures, then an error row when it failed. */
function rowsFor(result) {
  const rows = figureRows(result.figures);
  if (result.error) rows.push([result.suite.dir, 'ERROR', result.error, '', '', '']);
  return rows;
}

function figureRows(figures) {
  return figures.map((f) => {
    const ratio = f.ratio ?? (f.baseline ? f.value / f.baseline.value : undefined);
    const verdict = meetsTarget(f);
    const target =
      f.target === undefined
        ? ''
        : `${f.target}${verdict === undefined ? '' : verdict ? ' ✓' : ' ✗ missed'}`;
    return [
      f.suite,
      f.name,
      formatValue(f.value, f.unit),
      f.baseline ? `${f.baseline.name}: ${formatValue(f.baseline.value, f.unit)}` : '',
      ratio === undefined ? '' : `${formatNumber(ratio)}×`,
      target,
    ];
  });
}

const HEADERS = ['suite', 'name', 'value', 'baseline', 'ratio', 'target'];

function textTable(rows) {
  const widths = HEADERS.map((h, i) => Math.max(h.length, ...rows.map((r) => [...r[i]].length)));
  const line = (cells) =>
    cells
      .map((c, i) => c + ' '.repeat(widths[i] - [...c].length))
      .join('  ')
      .trimEnd();
  return [line(HEADERS), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function markdownCell(text) {
  return text.replace(/\|/g, '\\|');
}

function machineInfo() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model?.trim() || 'unknown',
    cores: cpus.length,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    node: process.version,
    os: `${os.type()} ${os.release()} (${process.platform}-${process.arch})`,
    date: new Date().toISOString(),
    // Other work on the machine inflates every figure; recorded so a slow run can be explained.
    load: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', '),
  };
}

function benchmarksMarkdown(results, filters, m) {
  const out = [
    '# Benchmarks',
    '',
    '<!-- Generated by `npm run bench` (scripts/bench.mjs); do not edit by hand. -->',
    '',
    `Figures are medians over many runs from a single \`npm run bench\` run on ${m.date.slice(0, 10)}`,
    'on the machine below (each bench warms up first; baselines are measured in the same run).',
    'They vary with the machine and its load: compare ratios and orders of magnitude, not digits.',
  ];
  if (filters.length > 0) {
    out.push('', `Only suites matching ${filters.map((f) => `\`${f}\``).join(', ')} were run.`);
  }
  out.push(
    '',
    '| machine | |',
    '| --- | --- |',
    `| CPU | ${markdownCell(m.cpu)} |`,
    `| cores | ${m.cores} |`,
    `| memory | ${m.memory} |`,
    `| Node | ${m.node} |`,
    `| OS | ${markdownCell(m.os)} |`,
    `| date | ${m.date} |`,
    `| load average (1, 5, 15 min) at start | ${m.load} |`,
    '',
    'A target marked ✗ was missed in this run; targets are goals to watch, not a pass/fail gate.',
  );
  for (const result of results) {
    out.push('', `## ${result.suite.dir}`, '', `\`${result.suite.entry}\``, '');
    if (result.error) {
      out.push(`**Failed:** ${markdownCell(result.error)}`);
      if (result.figures.length === 0) continue;
      out.push('');
    }
    out.push('| name | value | baseline | ratio | target |', '| --- | ---: | --- | ---: | --- |');
    for (const row of figureRows(result.figures)) {
      out.push(`| ${row.slice(1).map(markdownCell).join(' | ')} |`);
    }
  }
  return `${out.join('\n')}\n`;
}

async function main(args) {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(USAGE);
    return 0;
  }
  const unknown = args.find((a) => a.startsWith('-'));
  if (unknown) {
    process.stderr.write(`bench: unknown option ${JSON.stringify(unknown)}\n${USAGE}`);
    return 2;
  }
  const all = findSuites();
  const filters = args;
  const suites =
    filters.length === 0
      ? all
      : all.filter((s) => filters.some((f) => s.dir.toLowerCase().includes(f.toLowerCase())));
  if (suites.length === 0) {
    const available = all.map((s) => s.dir).join(', ') || 'none';
    process.stderr.write(
      filters.length === 0
        ? 'bench: no packages/*/bench/index.ts or apps/*/bench/index.ts found\n'
        : `bench: no suite matches ${filters.join(', ')} (suites: ${available})\n`,
    );
    return 2;
  }

  const machine = machineInfo();
  const results = [];
  for (const suite of suites) {
    console.log(`\n▶ ${suite.dir} (${suite.entry})`);
    const result = await runSuite(suite);
    if (result.error) console.log(`✖ ${suite.dir}: ${result.error}`);
    results.push(result);
  }

  console.log(`\n${textTable(results.flatMap(rowsFor))}`);
  writeFileSync(join(root, 'BENCHMARKS.md'), benchmarksMarkdown(results, filters, machine));
  const failed = results.filter((r) => r.error);
  console.log(
    `\nWrote BENCHMARKS.md. ${failed.length === 0 ? 'All suites ran.' : `${failed.length} of ${results.length} suites failed: ${failed.map((r) => r.suite.dir).join(', ')}.`}`,
  );
  return failed.length === 0 ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
