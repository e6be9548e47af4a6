// React bench (scripts/BENCH-CONTRACT.md), in real Chromium on a production Vite build:
// - request → interactive form: from elicitation params to a laid-out form (normalise, model,
//   rjsf mapping, render), against raw @rjsf/core rendering the same schema, same run;
// - keystroke → frame ready: keydown to the input handled, React committed and layout done, against
//   raw @rjsf/core typing into the same schema, in alternating blocks;
// for a server-everything-like schema, 200 generated fields and a 1,000-option enum. On a host
// design system: keystroke → frame with `rjsfTheme={@rjsf/mui Theme}` against raw @rjsf/mui's Form,
// 200 fields. Plus the package's own gzip size with its peers external, what a minimal Vite app
// grows by with it, what a headless host (core + `@elicitkit/react/headless`, no rjsf) grows by,
// and what an app already on @rjsf/mui grows by (consumerBundle.ts), and what each locale it
// imports adds (reportLocaleBundles.ts).
// `--only=mui` runs the @rjsf/mui figures alone, `--only=de` the messages={de} one, `--only=locales`
// what each locale adds to the consumer app (no browser); `--only=forms`
// runs the three schemas' request → form and keystroke figures and `--only=keys` their keystroke
// figures alone (no bundles either way); `--only=huge` the huge questions (a 20,000-field form, a
// 1 MB message: request → form and keystroke; issue 47's targets); `--case=<text>` keeps the schemas
// whose label contains it. `--only=bundles` runs the bundle figures alone (no browser).
import { mkdtempSync, readFileSync, rmSync, statSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import type { Page } from 'playwright-core';
import { build, defaultClientConditions } from 'vite';
import { launchChromium } from '../../../test/support/chromium.js';
import { median, round3 } from '../../../test/support/benchStats.js';
import { consumerAppSize } from './consumerBundle.js';
import { reportLocaleBundles } from './reportLocaleBundles.js';
import {
  generatedForm,
  manyOptionsForm,
  serverEverythingSchema,
} from '../../core/bench/benchSchemas.js';

const here = dirname(fileURLToPath(import.meta.url));
const packageDir = dirname(here);
type Schema = Record<string, unknown>;

const round = round3;
function report(figure: Record<string, unknown>) {
  console.log(`BENCH ${JSON.stringify({ suite: 'react', ...figure })}`);
}

function withRatio(
  name: string,
  ours: number,
  raw: number,
  target: string,
  baseline = 'raw @rjsf/core',
) {
  report({
    name,
    value: round(ours),
    unit: 'ms',
    baseline: { name: baseline, value: round(raw) },
    ratio: round(ours / raw),
    target,
  });
}

async function buildPage(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'ek-react-bench-'));
  await build({
    root: join(here, 'page'),
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    resolve: { conditions: ['@elicitkit/source', ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

async function serve(dir: string) {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    const type = extname(file) === '.js' ? 'text/javascript' : 'text/html';
    // Cross-origin isolated, so performance.now() in the page resolves to microseconds rather than
    // Chromium's 0.1 ms steps (a keystroke of ~1.5 ms is otherwise a handful of ticks).
    res
      .writeHead(200, {
        'content-type': type,
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-embedder-policy': 'require-corp',
      })
      .end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

async function mountTimes(page: Page, schema: Schema, rounds: number, huge?: Huge) {
  const times = { ours: [] as number[], raw: [] as number[] };
  const splits = { ours: [] as number[], raw: [] as number[] };
  // Warm both paths up (JIT, Ajv, first layout), then interleave so drift hits both equally.
  const message = huge?.message;
  for (let i = 0; i < (huge?.warmups ?? 5); i++)
    for (const kind of ['ours', 'raw'] as const)
      await page.evaluate(([k, s, m]) => window.bench.mount(k, s, m), [
        kind,
        schema,
        message,
      ] as const);
  for (let i = 0; i < rounds; i++)
    for (const kind of i % 2 ? (['raw', 'ours'] as const) : (['ours', 'raw'] as const)) {
      times[kind].push(
        await page.evaluate(([k, s, m]) => window.bench.mount(k, s, m), [
          kind,
          schema,
          message,
        ] as const),
      );
      splits[kind].push(await page.evaluate(() => window.bench.split().layout));
    }
  console.log(
    `  style + layout part: ours ${round(median(splits.ours))} ms, raw ${round(median(splits.raw))} ms`,
  );
  return { ours: median(times.ours), raw: median(times.raw) };
}

/** A huge question's server message and how many warm-up mounts it affords (issue 37). */
interface Huge {
  message?: string;
  warmups: number;
}

/**
 * Blocks of keystrokes per side for the ratio figures: a block's median swings with what else the
 * machine does, so twice the blocks of earlier runs (6 gave 0.79–1.17 on one quiet machine).
 */
const KEY_BLOCKS = 12;

/** Medians of keystroke → frame ready for a freshly mounted form of one kind, one sample a key. */
type Kind = 'ours' | 'raw' | 'oursMui' | 'rawMui' | 'oursDe';

async function typeInto(page: Page, schema: Schema, kind: Kind, samples: number, message?: string) {
  await page.evaluate(([k, s, m]) => window.bench.mount(k, s, m), [kind, schema, message] as const);
  if (!(await page.evaluate(() => window.bench.focusFirstText())))
    throw new Error('no text input to type into');
  const times: number[] = [];
  const layouts: number[] = [];
  for (let i = 0; i < samples + 3; i++) {
    await page.evaluate(() => window.bench.armKeystroke());
    await page.keyboard.press(i % 2 ? 'KeyB' : 'KeyA');
    const ms = await page.evaluate(() => window.bench.keystroke());
    if (i >= 3) {
      times.push(ms);
      layouts.push(await page.evaluate(() => window.bench.keySplit().layout));
    }
  }
  return { times, layouts };
}

/**
 * Keystroke → frame for both kinds, in alternating blocks (ours first, then raw first), so that
 * load from elsewhere on the machine hits both equally.
 */
async function keystrokeTimes(
  page: Page,
  schema: Schema,
  blocks: number,
  perBlock: number,
  pair: { ours: Kind; raw: Kind } = { ours: 'ours', raw: 'raw' },
  message?: string,
) {
  const times = { ours: [] as number[], raw: [] as number[] };
  const layouts = { ours: [] as number[], raw: [] as number[] };
  for (let b = 0; b < blocks; b++)
    for (const side of b % 2 ? (['raw', 'ours'] as const) : (['ours', 'raw'] as const)) {
      const block = await typeInto(page, schema, pair[side], perBlock, message);
      times[side].push(...block.times);
      layouts[side].push(...block.layouts);
    }
  console.log(
    `  style + layout part of a keystroke: ours ${round(median(layouts.ours))} ms, raw ${round(median(layouts.raw))} ms`,
  );
  return { ours: median(times.ours), raw: median(times.raw) };
}

/** @elicitkit/react's own code, min+gzip; with `core`, @elicitkit/core's bundled in too. */
async function bundleSize(core = false): Promise<number> {
  const result = await esbuild({
    entryPoints: [join(packageDir, 'src/index.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    platform: 'browser',
    conditions: ['@elicitkit/source'],
    external: [
      'react',
      'react/*',
      'react-dom',
      'react-dom/*',
      '@rjsf/*',
      ...(core ? [] : ['@elicitkit/core']),
      'ajv',
      'ajv-formats',
    ],
    logLevel: 'error',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return gzipSync(code, { level: 9 }).length / 1024;
}

declare global {
  interface Window {
    bench: {
      mount(kind: Kind, schema: Schema, message?: string): number;
      focusFirstText(): boolean;
      split(): { render: number; layout: number };
      keySplit(): { handled: number; layout: number };
      armKeystroke(): void;
      keystroke(): Promise<number>;
    };
  }
}

const onlyMui = process.argv.includes('--only=mui');
const onlyDe = process.argv.includes('--only=de');
const onlyLocales = process.argv.includes('--only=locales');
const onlyKeys = process.argv.includes('--only=keys');
const onlyForms = onlyKeys || process.argv.includes('--only=forms');
const onlyHuge = process.argv.includes('--only=huge');
const onlyBundles = process.argv.includes('--only=bundles');
const caseFilter = process.argv.find((a) => a.startsWith('--case='))?.slice('--case='.length);

/** The catalogue's cost: the same 200-field form under messages={de}, against itself in English. */
async function reportGermanKeystrokes(page: Page) {
  console.log('measuring 200 fields under messages={de}…');
  const keys = await keystrokeTimes(page, generatedForm(200).schema, 6, 10, {
    ours: 'oursDe',
    raw: 'ours',
  });
  withRatio(
    'keystroke → frame ready: 200 fields, messages={de}',
    keys.ours,
    keys.raw,
    'ratio ≤ 1.05',
    'the same form in en',
  );
}

/** On a host design system: elicitkit with @rjsf/mui's controls against @rjsf/mui's own Form. */
async function reportMuiKeystrokes(page: Page) {
  console.log('measuring 200 fields on @rjsf/mui…');
  const schema = generatedForm(200).schema;
  const keys = await keystrokeTimes(page, schema, 6, 10, { ours: 'oursMui', raw: 'rawMui' });
  withRatio(
    'keystroke → frame ready: 200 fields, rjsfTheme={@rjsf/mui Theme}',
    keys.ours,
    keys.raw,
    'ratio ≤ 1.1',
    'raw @rjsf/mui Form',
  );
}

const MB_MESSAGE = `START ${'lorem ipsum dolor '.repeat(Math.ceil(1_000_000 / 18))}`;

/**
 * Huge questions stay responsive (issue 37, item 2): a 20,000-field form and a 1 MB message, each
 * request → interactive form and keystroke → frame against raw @rjsf/core on the same schema
 * (the message as its description), in the same run. Fewer rounds: a 20,000-field mount takes
 * seconds on either side.
 */
async function reportHugeQuestions(page: Page) {
  const note = { type: 'object', properties: { note: { type: 'string', title: 'Note' } } };
  const cases = [
    { label: '20,000 fields', schema: generatedForm(20_000).schema, rounds: 5, blocks: 4, keys: 5 },
    { label: '1 MB message', schema: note, message: MB_MESSAGE, rounds: 10, blocks: 6, keys: 10 },
  ];
  for (const { label, schema, message, rounds, blocks, keys } of cases) {
    if (caseFilter !== undefined && !label.includes(caseFilter)) continue;
    console.log(`measuring ${label}…`);
    const huge = { ...(message !== undefined && { message }), warmups: 2 };
    const mount = await mountTimes(page, schema, rounds, huge);
    // Issue 47: a 20,000-field form is interactive within 1 s and answers a key within 50 ms
    // (≤ 0.1× raw rjsf); every size is no slower than raw rjsf to become interactive.
    const many = label === '20,000 fields';
    withRatio(
      `request → interactive form: ${label}`,
      mount.ours,
      mount.raw,
      many ? 'ratio ≤ 1.0, ≤ 1000 ms' : 'ratio ≤ 1.0',
    );
    const typed = await keystrokeTimes(page, schema, blocks, keys, undefined, message);
    withRatio(
      `keystroke → frame ready: ${label}`,
      typed.ours,
      typed.raw,
      many ? 'ratio ≤ 0.1, ≤ 50 ms' : 'ratio ≤ 1.0',
    );
  }
}

async function main() {
  if (onlyLocales) {
    await reportLocaleBundles(report);
    return;
  }
  if (!onlyBundles) await browserFigures();
  if (onlyForms || onlyHuge) return;
  await bundleFigures();
}

async function browserFigures() {
  console.log('building the bench page…');
  const outDir = await buildPage();
  const { server, url } = await serve(outDir);
  const browser = await launchChromium({ extraArgs: ['--js-flags=--expose-gc'] });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(url);
    await page.waitForFunction(() => 'bench' in window);
    const many = manyOptionsForm(1000).schema as { properties: Schema };
    const cases: { label: string; schema: Schema; rounds: number }[] = [
      { label: 'server-everything (13 fields)', schema: serverEverythingSchema(), rounds: 40 },
      { label: '200 fields', schema: generatedForm(200).schema, rounds: 30 },
      {
        label: '1,000-option enum',
        // A text field too, so there is something to type into.
        schema: {
          ...many,
          properties: { note: { type: 'string', title: 'Note' }, ...many.properties },
        },
        rounds: 40,
      },
    ];
    if (onlyHuge) {
      await reportHugeQuestions(page);
      return;
    }
    if (!onlyDe && !onlyForms) await reportMuiKeystrokes(page);
    if (!onlyMui && !onlyForms) await reportGermanKeystrokes(page);
    if (!onlyMui && !onlyDe && !onlyKeys) await reportHugeQuestions(page);
    for (const { label, schema, rounds } of onlyMui || onlyDe ? [] : cases) {
      if (caseFilter !== undefined && !label.includes(caseFilter)) continue;
      console.log(`measuring ${label}…`);
      if (!onlyKeys) {
        const mount = await mountTimes(page, schema, rounds);
        withRatio(`request → interactive form: ${label}`, mount.ours, mount.raw, 'ratio ≤ 1.0');
      }
      const keys = await keystrokeTimes(page, schema, KEY_BLOCKS, 10);
      withRatio(`keystroke → frame ready: ${label}`, keys.ours, keys.raw, 'ratio ≤ 1.0');
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

async function bundleFigures() {
  const own = await bundleSize();
  report({
    name: 'bundle: @elicitkit/react own code only, min+gzip (react, react-dom, @rjsf/*, core, ajv external)',
    value: round(own),
    unit: 'KB',
    target: '≤ 15 KB',
  });
  // The stylesheet is a file the host imports (styles.css), so it is reported apart from the JS.
  const css = readFileSync(join(packageDir, 'src/styles.css'));
  report({
    name: 'bundle: @elicitkit/react/styles.css, gzip (not part of the JS figure above)',
    value: round(gzipSync(css, { level: 9 }).length / 1024),
    unit: 'KB',
  });
  await reportMuiBundle(await bundleSize(true));
  if (!onlyMui && !onlyDe) await reportConsumerBundle();
}

/**
 * What an app that already draws forms with @rjsf/mui grows by when it shows elicitkit's, against
 * elicitkit's own code (@elicitkit/react and @elicitkit/core, min+gzip, third parties external).
 */
async function reportMuiBundle(ownKb: number) {
  const withMui = await consumerAppSize('withMui');
  const withBoth = await consumerAppSize('withMuiAndForm');
  const added = (withBoth.gzip - withMui.gzip) / 1024;
  const before = new Map(withMui.largest.map((m) => [m.id, m.bytes]));
  console.log(
    `  largest modules of the app on @rjsf/mui with the form (unminified, KB; * = new): ${withBoth.largest
      .map((m) => `${m.id}${before.has(m.id) ? '' : '*'} ${round(m.bytes / 1024)}`)
      .join(', ')}`,
  );
  report({
    name: 'added to a Vite app already on @rjsf/mui by <ElicitationForm rjsfTheme={Theme}> (with − without, gzip)',
    value: round(added),
    unit: 'KB',
    baseline: {
      name: 'elicitkit own code: @elicitkit/react + core (min+gzip)',
      value: round(ownKb),
    },
    target: `≤ own code + 15 KB = ${round(ownKb + 15)} KB`,
  });
}

/** The honest figure: what a minimal Vite app grows by when it shows an elicitkit form. */
async function reportConsumerBundle() {
  const kb = (bytes: number) => round(bytes / 1024);
  const without = await consumerAppSize('without');
  const withForm = await consumerAppSize('withForm');
  const aliased = await consumerAppSize('withForm', {
    'markdown-to-jsx/react': '@elicitkit/react/plain-markdown',
  });
  const withAjv = await consumerAppSize('withAjv');
  const headless = await consumerAppSize('withHeadless');
  console.log(
    `  largest modules in the app with the form (unminified): ${withForm.largest
      .map((m) => `${m.id} ${kb(m.bytes)} KB`)
      .join(', ')}`,
  );
  report({
    name: 'consumer Vite app with <ElicitationForm>: all JS+CSS, gzip -9',
    value: kb(withForm.gzip),
    unit: 'KB',
    baseline: { name: 'the same app without elicitkit', value: kb(without.gzip) },
  });
  report({
    name: 'added to a consumer Vite app by @elicitkit/react, default (code-generation-free) validator (with − without, gzip)',
    value: kb(withForm.gzip - without.gzip),
    unit: 'KB',
    target: '≤ 110 KB',
  });
  report({
    name: 'added, with markdown-to-jsx aliased to @elicitkit/react/plain-markdown (gzip)',
    value: kb(aliased.gzip - without.gzip),
    unit: 'KB',
    target: '≤ 95 KB',
  });
  // The headless host must not pay for rjsf: its emitted modules are checked, not assumed.
  const rjsfInHeadless = headless.moduleIds.filter((id) => id.includes('/@rjsf/'));
  console.log(
    `  @rjsf modules in the headless host's bundle: ${rjsfInHeadless.length}${rjsfInHeadless.length ? ` (${rjsfInHeadless.slice(0, 5).join(', ')})` : ''}; largest modules: ${headless.largest
      .map((m) => `${m.id} ${kb(m.bytes)} KB`)
      .join(', ')}`,
  );
  if (rjsfInHeadless.length > 0) throw new Error('the headless host bundled @rjsf modules');
  report({
    name: 'added to a consumer Vite app by a headless host (core + @elicitkit/react/headless, its own controls, no rjsf; with − without, gzip)',
    value: kb(headless.gzip - without.gzip),
    unit: 'KB',
    target: '≤ 30 KB',
  });
  report({
    name: 'added, opted into Ajv with @elicitkit/react/ajv (gzip)',
    value: kb(withAjv.gzip - without.gzip),
    unit: 'KB',
  });
  await reportLocaleBundles(report);
}

await main();
