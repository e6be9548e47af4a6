// How thin the surfaces are (issue 47): non-test source lines of each package, now and at the
// commit the work started from, read from git (so both sides are counted the same way in the
// same run). Counted as the issue counted them: a package's words (its catalogues and its
// localizer, `src/locales/` and `src/messages/`) and its test kits (`testing`) stand apart from
// its logic. Targets: the React and Ink surfaces each ≤ 0.6× core's logic, and the whole non-test
// tree smaller.
import { execFileSync } from 'node:child_process';
import type { BenchFigure } from '../../../test/support/benchStats.js';

/** main when issue 47 was taken up (before stop 45's work). */
const BASELINE = '6e91704';

const CODE = /\.(ts|tsx|js|mjs|cjs)$/;
// Tests, type tests and stories are not source; neither is test/ (support for the suite).
const NOT_SOURCE = /(\.test\.|\.test-d\.|\.stories\.)|^test\//;
// A package's words and test kits, apart from its logic.
const APART = /\/src\/(locales|messages|testing)\/|\/src\/(testing|\w+\.testing)\.tsx?$/;

function git(args: string[]): string {
  return execFileSync('git', args, { encoding: 'utf8', maxBuffer: 1 << 28 });
}

/** Lines per non-test source file at a revision. */
function linesAt(rev: string): Map<string, number> {
  const files = git(['ls-tree', '-r', '--name-only', rev])
    .split('\n')
    .filter((f) => CODE.test(f) && !NOT_SOURCE.test(f) && !f.includes('node_modules/'));
  const lines = new Map<string, number>();
  // One `git cat-file --batch` for every file, parsed by the sizes it reports.
  const out = execFileSync('git', ['cat-file', '--batch'], {
    input: files.map((f) => `${rev}:${f}`).join('\n') + '\n',
    maxBuffer: 1 << 28,
  });
  let at = 0;
  for (const file of files) {
    const headerEnd = out.indexOf(10, at);
    const size = Number(out.subarray(at, headerEnd).toString().split(' ')[2]);
    const body = out.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8');
    lines.set(file, body.split('\n').length - (body.endsWith('\n') ? 1 : 0));
    at = headerEnd + 1 + size + 1;
  }
  return lines;
}

interface Tally {
  coreLogic: number;
  react: number;
  ink: number;
  tree: number;
}

function tally(lines: Map<string, number>): Tally {
  const sum = (keep: (f: string) => boolean) =>
    [...lines].reduce((n, [f, count]) => (keep(f) ? n + count : n), 0);
  return {
    coreLogic: sum((f) => f.startsWith('packages/core/src/') && !APART.test(f)),
    react: sum((f) => f.startsWith('packages/react/src/') && !APART.test(f)),
    ink: sum((f) => f.startsWith('packages/ink/src/') && !APART.test(f)),
    tree: sum(() => true),
  };
}

export function measureSourceLines(report: (figure: BenchFigure) => void): void {
  let before: Tally;
  try {
    before = tally(linesAt(BASELINE));
  } catch {
    console.error(
      `core: source lines: baseline ${BASELINE} is not in this clone's history; skipped`,
    );
    return;
  }
  // The working tree as committed (HEAD): what was measured is what the run's commit holds.
  const now = tally(linesAt('HEAD'));
  const base = (value: number) => ({ name: `at ${BASELINE} (issue 47 taken up)`, value });
  report({
    name: "non-test lines: core's logic (words and test kits apart, as for every package)",
    value: now.coreLogic,
    unit: 'lines',
    baseline: base(before.coreLogic),
  });
  for (const [name, key] of [
    ['@elicitkit/react', 'react'],
    ['@elicitkit/ink', 'ink'],
  ] as const) {
    report({
      name: `non-test lines: ${name}`,
      value: now[key],
      unit: 'lines',
      baseline: base(before[key]),
    });
    report({
      name: `non-test lines: ${name} ÷ core's logic`,
      value: now[key] / now.coreLogic,
      unit: '×',
      baseline: base(before[key] / before.coreLogic),
      target: '≤ 0.6',
    });
  }
  report({
    name: 'non-test lines: the whole tree (packages, apps, scripts; test/ apart)',
    value: now.tree,
    unit: 'lines',
    baseline: base(before.tree),
    target: 'ratio < 1',
  });
}
