// The packages as a user gets them: packed like the release, installed with npm from the
// tarballs into apps outside the workspace (other dependencies from the registry), type-checked
// strictly, built, and driven for real — Chromium for the web app, tmux for the terminal apps.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { MessageKey, Msg, MsgValues } from '@elicitkit/core';
import { createLocalizer } from '@elicitkit/core';
import ar from '@elicitkit/core/locales/ar';
import de from '@elicitkit/core/locales/de';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DemoServerProcess } from '../demo-server/demoServerProcess.js';
import { startDemoServer } from '../demo-server/demoServerProcess.js';
import { tmuxSessions } from '../e2e-term/tmuxSessions.js';
import { closeTicketInTerminal } from '../e2e-term/closeTicketInTerminal.js';
import { launchChromium } from '../support/chromium.js';
import { nodeOfMajor } from '../support/nodeOfMajor.js';
import { fakeMessagesApi, offlineClaudeEnv } from '../client/support/fakeMessagesApi.js';
import type { AppSpec, ConsumerApp, Tarballs } from './consumerApps.js';
import {
  dependenciesOf,
  installApp,
  packAsTheReadmeSays,
  PINNED,
  readmeInstallLines,
  runIn,
} from './consumerApps.js';
import { localeParams } from './apps/web/src/localeParams.js';
import { describeHostApps } from './hostApps.js';
import { squash, wordsLeftOver } from './wordsLeftOver.js';

// What the web app's pages expose (apps/web/src/question.ts).
declare global {
  interface Window {
    results: unknown[];
    renders: number;
    violations: string[];
  }
}

// The apps' dependencies are the READMEs' install lines, verbatim (consumerApps.ts pins the
// third-party versions); only the apps' own tooling (TypeScript, Vite, types) is added.
const TYPESCRIPT = '6.0.3';

/**
 * The packages of the install line in `file` that names every one of `naming` (the tarball line
 * and its "once published" registry twin name the same packages).
 */
function readmeLine(file: string, ...naming: string[]): string[] {
  const found = readmeInstallLines().filter(
    (line) => line.file === file && !line.global && naming.every((p) => line.packages.includes(p)),
  );
  const lists = new Set(found.map((line) => [...line.packages].sort().join(' ')));
  if (lists.size !== 1) throw new Error(`${file}: ${lists.size} install lists naming ${naming}`);
  return (found[0] as { packages: string[] }).packages;
}

let tarballs: Tarballs;
let disposeTarballs = () => {};
const apps: ConsumerApp[] = [];

/** Every app's install, started together once the tarballs exist (they mostly wait on the registry). */
const installs: Partial<
  Record<
    'web' | 'node' | 'ink6' | 'ink7' | 'ink8' | 'ink5Refused' | 'client' | 'core' | 'claude',
    Promise<ConsumerApp>
  >
> = {};
const specs: AppSpec[] = [];

beforeAll(() => {
  const packed = packAsTheReadmeSays();
  tarballs = packed.tarballs;
  disposeTarballs = packed.dispose;
  installs.web = install(webApp());
  installs.node = install(nodeApp());
  installs.ink6 = install(inkHostApp());
  installs.ink7 = install(inkHostApp('7.1.1'));
  installs.ink8 = install(inkHostApp('8.0.0'));
  installs.ink5Refused = install(inkHostApp('5.2.1'));
  installs.client = install(readmeApp('client', readmeLine('packages/client/README.md')));
  installs.core = install(readmeApp('core', readmeLine('packages/core/README.md')));
  installs.claude = install(claudeAgentApp());
  // Awaited by the tests that need each one; a failure there is that test's failure.
  for (const pending of Object.values(installs)) pending.catch(() => {});
}, 600_000);

afterAll(() => {
  for (const app of apps.splice(0)) app.dispose();
  disposeTarballs();
}, 300_000);

async function install(spec: AppSpec): Promise<ConsumerApp> {
  specs.push(spec);
  const app = await installApp(spec);
  apps.push(app);
  return app;
}

async function installed(name: keyof typeof installs): Promise<ConsumerApp> {
  const pending = installs[name];
  if (!pending) throw new Error(`${name} was never installed`);
  return pending;
}

const tgz = (name: string) => {
  const file = tarballs[name];
  if (!file) throw new Error(`${name} was not packed`);
  return file;
};

/**
 * The Node majors a host may run the packages on: this machine's (the README's fresh-machine
 * promise, Node ≥ 20.19) and 22, 24 and 26 from the registry's `node` package.
 */
const NODES = [undefined, 22, 24, 26] as const;
const nodeBin = (major: number | undefined) => (major ? nodeOfMajor(major) : 'node');
const nodeLabel = (major: number | undefined) =>
  major ? `Node ${major}` : `this machine's Node ${process.versions.node}`;

function expectOk(result: { status: number | null; output: string }) {
  if (result.status !== 0) throw new Error(`exit ${result.status}:\n${result.output}`);
}

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'";
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** Serves a Vite build; csp.html goes out with a strict Content-Security-Policy header. */
async function serve(root: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(root, path);
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    const headers: Record<string, string> = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    };
    if (path === '/csp.html') headers['content-security-policy'] = CSP;
    res.writeHead(200, headers).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}

describe('every README install line', () => {
  it('is the exact dependency list of a consumer app (nothing extra, nothing missing)', () => {
    const installed = new Set(specs.map((spec) => Object.keys(spec.dependencies).sort().join(' ')));
    const lines = readmeInstallLines();
    expect(lines.filter((line) => !line.global).length).toBeGreaterThanOrEqual(6);
    for (const line of lines.filter((l) => !l.global)) {
      expect(installed, `${line.file}: npm install ${line.packages.join(' ')}`).toContain(
        [...line.packages].sort().join(' '),
      );
    }
    // Today's lines name the tarballs the root README's build line wrote (packAsTheReadmeSays
    // fails on any other); the registry lines are marked as waiting for the release, and each
    // has a tarball twin in the same README installing the same packages.
    const fromTarballs = (line: (typeof lines)[number]) => Object.keys(line.tarballs).length > 0;
    const list = (line: (typeof lines)[number]) =>
      `${line.file}: ${[...line.packages].sort().join(' ')}`;
    const today = new Set(lines.filter(fromTarballs).map(list));
    expect(lines.filter(fromTarballs).length).toBeGreaterThanOrEqual(3);
    for (const line of lines.filter((l) => !fromTarballs(l))) {
      const where = `${line.file}: npm install ${line.packages.join(' ')}`;
      expect(line.comment, where).toMatch(/^once published/);
      expect(today, where).toContain(list(line));
    }
    for (const line of lines.filter(fromTarballs)) {
      expect(Object.keys(line.tarballs).sort()).toEqual(
        line.packages.filter((p) => p.startsWith('@elicitkit/')).sort(),
      );
    }
    // Global installs are the CLI's, tested below from its tarball.
    expect(lines.filter((l) => l.global).flatMap((l) => l.packages)).toEqual(
      expect.arrayContaining(['@elicitkit/cli']),
    );
    expect(new Set(lines.filter((l) => l.global).flatMap((l) => l.packages))).toEqual(
      new Set(['@elicitkit/cli']),
    );
  });

  for (const node of NODES) {
    it(`the @elicitkit/client line runs connect() with a headless renderer against the demo server (${nodeLabel(node)})`, async () => {
      const app = await installed('client');
      const demo = await startDemoServer();
      try {
        const r = runIn(app.dir, nodeBin(node), ['main.mjs', demo.url.href], 60_000);
        expectOk(r);
        expect(r.output).toContain('ASKED ["tickets: Close T-1');
        expect(r.output).toContain(
          'RESULT Closed T-1 ("Cannot log in") as fixed and emailed the customer.',
        );
      } finally {
        await demo.stop();
      }
    }, 600_000);

    it(`the @elicitkit/core line normalises a request and checks answers (${nodeLabel(node)})`, async () => {
      const app = await installed('core');
      const r = runIn(app.dir, nodeBin(node), ['main.mjs']);
      expectOk(r);
      expect(r.output).toContain('BAD false GOOD {"action":"accept","content":{"seats":2}}');
    }, 600_000);
  }
});

describe('a Vite + React + TypeScript app (strict, exactOptionalPropertyTypes)', () => {
  let app: ConsumerApp;
  let browser: BrowserContext | undefined;
  let server: Server | undefined;
  let url = '';

  beforeAll(async () => {
    app = await installed('web');
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    server?.close();
  }, 120_000);

  it('type-checks against the published .d.ts files (skipLibCheck off)', () => {
    expectOk(runIn(app.dir, app.bin('tsc'), ['-p', '.']));
  }, 300_000);

  it('builds with Vite, including the documented markdown-to-jsx alias', () => {
    expectOk(runIn(app.dir, app.bin('vite'), ['build', '--logLevel', 'warn']));
    const bundle = readFileSync(join(app.dir, 'dist', 'rerender.html'), 'utf8');
    expect(bundle).toContain('<script type="module"');
    expect(existsSync(join(app.dir, 'dist', 'csp.html'))).toBe(true);
  }, 120_000);

  async function open(page: string, ready = 'role=textbox[name=/Service/]'): Promise<Page> {
    if (!server) {
      const served = await serve(join(app.dir, 'dist'));
      server = served.server;
      url = served.url;
    }
    browser ??= await launchChromium();
    const tab = await browser.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(`${url}/${page}`);
    await tab.locator(ready).first().waitFor();
    return tab;
  }

  const results = (page: Page) => page.evaluate(() => window.results);

  it('a Claude Agent SDK host: its page answers the agent’s question once, through the bridge; the server assigns', async () => {
    const claude = await installed('claude');
    const demo = await startDemoServer();
    const api = fakeMessagesApi({
      tool: 'mcp__tickets__assign_ticket',
      input: { ticket_id: 'T-3' },
    });
    await api.listen();
    const home = mkdtempSync(join(tmpdir(), 'ek-claude-web-'));
    const page = await open('rerender.html');
    const host = spawn(
      'node',
      ['web-host.mjs', demo.url.href, 'assign_ticket', '{"ticket_id":"T-3"}', url],
      { cwd: claude.dir, env: offlineClaudeEnv(api, home), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    const exited = new Promise<number | null>((resolve) => host.once('exit', resolve));
    try {
      const bridge = await new Promise<string>((resolve, reject) => {
        host.stdout.setEncoding('utf8').on('data', (chunk: string) => {
          output += chunk;
          const found = /BRIDGE (\S+)/.exec(output);
          if (found?.[1]) resolve(found[1]);
        });
        host.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
        void exited.then(() => reject(new Error(`the host exited before listening:\n${output}`)));
      });
      await page.goto(`${url}/claude.html?bridge=${encodeURIComponent(bridge)}`);
      await page.getByText(/Who should take T-3/).waitFor({ timeout: 60_000 });
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Accept' }).click();
      expect(await exited).toBe(0);
      expect(output).toContain('RESULT success');
      expect(output).toContain('ASKED 1');
      expect(await page.evaluate(() => (window as { answersSent?: number }).answersSent)).toBe(1);
      expect(api.toolResults.join('')).toMatch(/Assigned T-3 to .+ \(priority normal\)/);
    } finally {
      if (host.exitCode === null) host.kill();
      await page.close();
      api.close();
      await demo.stop();
      rmSync(home, { recursive: true, force: true });
    }
  }, 600_000);

  it('a host re-rendering every 50 ms with an inline request: no cancel, one accept', async () => {
    const page = await open('rerender.html');
    // A second of streaming: about twenty renders, each passing a fresh request object.
    await page.waitForFunction(() => window.renders > 20);
    expect(await results(page)).toEqual([]);
    const field = page.getByRole('textbox', { name: /Service/ });
    await field.pressSequentially('api', { delay: 30 });
    await page.waitForFunction(() => window.renders > 40);
    expect(await field.inputValue()).toBe('api');
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForFunction(() => window.results.length > 0);
    await page.waitForFunction(() => window.renders > 60);
    expect(await results(page)).toEqual([{ action: 'accept', content: { service: 'api' } }]);
    await page.close();
  }, 60_000);

  it("under script-src 'self' and style-src 'self': styled from the tarball's styles.css; a bad answer is refused, a good one accepted", async () => {
    const page = await open('csp.html');
    // The stylesheet the README's import line brought in, drawn with no inline <style>.
    await page.getByRole('button', { name: 'Accept' }).waitFor();
    expect(
      await page.evaluate(() =>
        getComputedStyle(document.querySelector('.ek-root')!)
          .getPropertyValue('--ek-stylesheet')
          .trim(),
      ),
    ).toBe('loaded');
    const field = page.getByRole('textbox', { name: /Service/ });
    await field.fill('a');
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForSelector('[aria-invalid="true"]');
    expect(await results(page)).toEqual([]);
    await field.fill('api');
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForFunction(() => window.results.length > 0);
    expect(await results(page)).toEqual([{ action: 'accept', content: { service: 'api' } }]);
    // core finds out whether eval is allowed by trying it once (blocked, and reported as one
    // violation); every validation after that must run without it.
    const violations = await page.evaluate(() => window.violations);
    expect(violations.filter((v) => v !== 'script-src: eval')).toEqual([]);
    expect(violations.length).toBeLessThanOrEqual(1);
    await page.close();
  }, 60_000);

  // A German and an Arabic host: the page imports the locale the README's way and passes it as
  // `messages`; every word of elicitkit's on the page must be that catalogue's (imported here, from
  // the same source the tarball was built from), whatever is left is the server's or the person's.
  type Lang = keyof typeof localeParams;

  function localized(lang: Lang) {
    const localizer = createLocalizer({ de, ar }[lang]);
    const t = (key: MessageKey, values?: MsgValues) =>
      localizer.format(values ? { key, values } : { key });
    const { message, requestedSchema } = localeParams[lang];
    const fields = requestedSchema.properties;
    // The server's words: its message, titles and option titles, and who it is.
    const theirs: string[] = [
      message,
      'deploy-bot',
      ...Object.values(fields).flatMap((f) => [
        f.title,
        ...('oneOf' in f ? f.oneOf.map((o) => o.title) : []),
      ]),
    ];
    // The words elicitkit shows for this question before anything is typed.
    const ours: string[] = [
      t('form.heading'),
      t('identity.askedBy', { id: 'deploy-bot' }),
      t('actions.accept'),
      t('actions.decline'),
      t('actions.cancel'),
      t('yesno.yes'),
      t('yesno.no'),
      // Required fields carry * (a screen reader hears the word), its meaning said once.
      '*',
      t('form.requiredHidden'),
      t('form.requiredNote'),
      localizer.format({ key: 'form.escapeHint' }),
    ];
    const hintMsgs: Record<keyof typeof fields, Msg> = {
      service: { key: 'hint.text.atLeast', values: { min: 2 } },
      cpus: { key: 'hint.number.any' },
      public: { key: 'hint.boolean' },
      region: { key: 'hint.select' },
      note: { key: 'hint.text.any' },
    };
    // A hint that only restates the control is left out; the others are shown in the locale's words.
    const GENERIC_HINTS = new Set(['hint.boolean', 'hint.select', 'hint.text.any']);
    const hints = Object.fromEntries(
      Object.entries(hintMsgs).map(([name, msg]) => [
        name,
        GENERIC_HINTS.has(msg.key) ? undefined : localizer.format(msg),
      ]),
    ) as Record<keyof typeof fields, string | undefined>;
    const shownHints = Object.values(hints).filter((h): h is string => h !== undefined);
    return { localizer, t, fields, theirs, ours: [...ours, ...shownHints], hints };
  }

  /** The root's text as a person reads it, and every label-like attribute inside it. */
  const wordsOf = (page: Page) =>
    page.evaluate(() => {
      const root = document.querySelector('.ek-root') as HTMLElement;
      const attributes = ['aria-label', 'title', 'placeholder', 'alt'];
      const labels = [...root.querySelectorAll('*')].flatMap((el) =>
        attributes.map((name) => el.getAttribute(name) ?? ''),
      );
      return [root.innerText, ...labels].join('\n');
    });

  /** Where the first field's label text, its input and the action buttons sit. */
  const layoutOf = (page: Page) =>
    page.evaluate(() => {
      const root = document.querySelector('.ek-root') as HTMLElement;
      const label = root.querySelector('.ek-field .ek-label') as HTMLElement;
      const input = root.querySelector('.ek-field input') as HTMLElement;
      const range = document.createRange();
      range.selectNodeContents(label);
      const box = (r: DOMRect) => ({ left: r.left, right: r.right });
      return {
        labelText: box(range.getBoundingClientRect()),
        input: box(input.getBoundingClientRect()),
        buttons: [...root.querySelectorAll('.ek-actions button')].map((b) =>
          box(b.getBoundingClientRect()),
        ),
      };
    });

  /** The field whose label shows `title` (the optional one's label also carries the suffix). */
  const fieldOf = (page: Page, title: string) =>
    page.locator('.ek-field', { has: page.locator('.ek-label', { hasText: title }) });

  /**
   * Answers the locale page once badly (a one-letter service) and once well, checking the words
   * at each step; `number` is what the person types into the number field.
   */
  async function answerInLocale(lang: Lang, number: string) {
    const { localizer, t, fields, theirs, ours, hints } = localized(lang);
    // A required field's accessible name carries the word the * stands for.
    const required = (title: string) => `${title}${t('form.requiredHidden')}`;
    const page = await open(`locale.html?lang=${lang}`, '.ek-root');
    const root = page.locator('.ek-root');
    // The person reads once the buttons act (their "a moment" line is the catalogue's too).
    await page.locator('[data-ek-arming]').first().waitFor({ state: 'detached' });
    expect(await page.locator('h2').textContent()).toBe(t('form.heading'));
    for (const [name, hint] of Object.entries(hints)) {
      const title = fields[name as keyof typeof fields].title;
      const shown = fieldOf(page, title).locator('.ek-hint');
      if (hint === undefined) expect(await shown.count(), name).toBe(0);
      else expect(squash(await shown.innerText()), name).toBe(squash(hint));
    }
    // The optional field carries no mark; a required one carries *.
    expect(await fieldOf(page, fields.note.title).locator('.ek-label').innerText()).toBe(
      fields.note.title,
    );
    expect(
      await fieldOf(page, fields.service.title).locator('.ek-required [aria-hidden]').innerText(),
    ).toBe('*');
    const buttons = await root.locator('.ek-actions button').allInnerTexts();
    expect(buttons).toEqual([t('actions.accept'), t('actions.decline'), t('actions.cancel')]);
    expect(wordsLeftOver(await wordsOf(page), ours, theirs)).toEqual([]);

    // A bad answer: too short. Refused, nothing sent, and the error is in the locale's words.
    await page
      .getByRole('textbox', { name: required(fields.service.title), exact: true })
      .fill('a');
    await page
      .getByRole('textbox', { name: required(fields.cpus.title), exact: true })
      .pressSequentially(number);
    await page.getByRole('radio', { name: t('yesno.yes'), exact: true }).check();
    await page.getByRole('radio', { name: fields.region.oneOf[0].title, exact: true }).check();
    await page.getByRole('button', { name: t('actions.accept'), exact: true }).click();
    await page.waitForSelector('[aria-invalid="true"]');
    const tooShort = t('error.text.atLeast', { min: 2 });
    expect(await root.locator('.ek-summary-title').innerText()).toBe(
      t('summary.title', { count: 1 }),
    );
    expect(squash(await fieldOf(page, fields.service.title).locator('.ek-error').innerText())).toBe(
      squash(`${t('form.errorPrefix')} ${tooShort}`),
    );
    const clear = [fields.public.title, fields.region.title].map((label) =>
      t('form.clearAnswer', { label }),
    );
    for (const name of clear) await page.getByRole('button', { name, exact: true }).waitFor();
    const afterError = [...ours, tooShort, t('form.errorPrefix'), t('summary.title', { count: 1 })];
    expect(wordsLeftOver(await wordsOf(page), [...afterError, ...clear], theirs)).toEqual([]);
    expect(await results(page)).toEqual([]);

    // Fixed: sent once, the number as a number, and the record in the locale. The page asks as a
    // 2026-07-28 client, so the answer is kept for its round's retry (not yet "sent").
    await page
      .getByRole('textbox', { name: required(fields.service.title), exact: true })
      .fill('api');
    await page.getByRole('button', { name: t('actions.accept'), exact: true }).click();
    await page.waitForFunction(() => window.results.length > 0);
    const status = squash(await root.getByRole('status').innerText());
    const [before = '', after = ''] = t('outcome.kept', {
      action: 'accept',
      who: 'deploy-bot',
      answers: '\u0000',
    }).split('\u0000');
    expect(status.startsWith(squash(before))).toBe(true);
    expect(status.endsWith(squash(after))).toBe(true);
    const yes = t('outcome.answer', { label: fields.public.title, value: t('outcome.yes') });
    expect(status).toContain(yes);
    const record = [
      before,
      after,
      yes,
      t('outcome.answer', { label: fields.cpus.title, value: localizer.number(1.5) }),
    ];
    expect(wordsLeftOver(status, record, [...theirs, 'api'])).toEqual([]);
    return { page, sent: await results(page) };
  }

  const answered = {
    action: 'accept',
    content: { service: 'api', cpus: 1.5, public: true, region: 'eu' },
  };

  it('in German (messages={de}): lang="de", only the catalogue’s words, and 1,5 arrives as 1.5', async () => {
    const { page, sent } = await answerInLocale('de', '1,5');
    expect(await page.locator('.ek-root').getAttribute('lang')).toBe('de');
    expect(await page.locator('.ek-root').getAttribute('dir')).toBe('ltr');
    expect(sent).toEqual([answered]);
    // Left to right: the label starts where its input starts, Accept comes first on the left.
    const { labelText, input, buttons } = await layoutOf(page);
    expect(Math.abs(labelText.left - input.left)).toBeLessThanOrEqual(2);
    expect(buttons.map((b) => b.left)).toEqual(
      [...buttons.map((b) => b.left)].sort((a, b) => a - b),
    );
    await page.close();
  }, 60_000);

  it('in Arabic (messages={ar}): lang="ar" dir="rtl", only the catalogue’s words, mirrored, ١٫٥ arrives as 1.5', async () => {
    const { page, sent } = await answerInLocale('ar', '١٫٥');
    expect(await page.locator('.ek-root').getAttribute('lang')).toBe('ar');
    expect(await page.locator('.ek-root').getAttribute('dir')).toBe('rtl');
    expect(sent).toEqual([answered]);
    // Mirrored: the label ends where its input ends (on the right), far from the input's left
    // edge, and the actions run right to left, Accept rightmost, flush with the fields.
    const { labelText, input, buttons } = await layoutOf(page);
    expect(Math.abs(labelText.right - input.right)).toBeLessThanOrEqual(2);
    expect(labelText.left - input.left).toBeGreaterThan((input.right - input.left) / 2);
    expect(buttons.map((b) => b.left)).toEqual(
      [...buttons.map((b) => b.left)].sort((a, b) => b - a),
    );
    expect(Math.abs((buttons[0]?.right ?? 0) - input.right)).toBeLessThanOrEqual(2);
    await page.close();
  }, 60_000);
});

describe('a Node ESM app with the client and Ink (the README: promptElicitation, connect)', () => {
  const terminal = tmuxSessions();
  let app: ConsumerApp;
  let demo: DemoServerProcess | undefined;

  beforeAll(async () => {
    app = await installed('node');
  }, 600_000);

  // Each test starts its own demo server; stopped after it, passed or failed.
  afterEach(async () => {
    await demo?.stop();
    demo = undefined;
  });

  it('compiles with moduleResolution nodenext, strict and exactOptionalPropertyTypes', () => {
    expectOk(runIn(app.dir, app.bin('tsc'), ['-p', '.']));
  }, 300_000);

  for (const node of NODES) {
    it(`answers a promptElicitation and a whole tool call in a real terminal (${nodeLabel(node)})`, async () => {
      demo = await startDemoServer();
      const t = terminal([nodeBin(node), 'dist/main.js', demo.url.href], {
        cwd: app.dir,
        columns: 90,
        env: { PATH: process.env['PATH'] ?? '' },
      });
      await t.waitFor('What should the release be called?');
      t.type('v2');
      t.key('Enter');
      await t.waitFor('PROMPT {"action":"accept","content":{"name":"v2"}}');
      await t.waitFor('› Close the ticket');
      t.key('y');
      await t.waitFor('(•) Yes');
      t.key('C-s');
      const done = await t.waitFor('EXIT=');
      expect(done).toContain(
        'RESULT Closed T-1 ("Cannot log in") as fixed and emailed the customer.',
      );
      expect(done).toContain('EXIT=0');
    }, 120_000);
  }

  it('module story: core loads through require(esm); ink cannot be required (top-level await)', () => {
    const core = runIn(app.dir, 'node', [
      '-e',
      "console.log(typeof require('@elicitkit/core').normalizeRequest)",
    ]);
    expect(core.output).toContain('function');
    const ink = runIn(app.dir, 'node', ['-e', "require('@elicitkit/ink')"]);
    expect(ink.status).not.toBe(0);
    expect(ink.output).toContain('ERR_REQUIRE_ASYNC_MODULE');
  }, 120_000);
});

describe('a host app on its own Ink', () => {
  const terminal = tmuxSessions();

  // Each Ink major on a Node it runs on: Ink 6 on the machine's Node (20 here), Ink 7 and 8 need
  // Node 22 or later. Ink 7 changed key reporting (Esc without meta, Alt as meta, 0x7f as
  // Backspace, Delete apart from it); the same keys must give the same answer on each, except
  // that Delete deletes forward only where Ink tells it apart from Backspace.
  const matrix = [
    { name: 'ink6', ink: '6', node: undefined, branch: 'maix' },
    { name: 'ink7', ink: '7', node: 22, branch: 'main' },
    { name: 'ink8', ink: '8', node: 26, branch: 'main' },
  ] as const;

  for (const { name, ink, node, branch } of matrix) {
    it(`on Ink ${ink} (Node ${node ?? 'of this machine'}): one Ink in the tree, types check, and every widget answers to its keys`, () => {
      return (async () => {
        const app = await installed(name);
        const inks = runIn(app.dir, 'npm', ['ls', 'ink', '--all', '--parseable']);
        expect(
          inks.output
            .trim()
            .split('\n')
            .filter((line) => line.endsWith('/ink')),
        ).toHaveLength(1);
        // Against this Ink's own types, with skipLibCheck off: a host on it compiles cleanly.
        expectOk(runIn(app.dir, app.bin('tsc'), ['-p', '.']));
        const t = terminal([node ? nodeOfMajor(node) : 'node', 'dist/main.js'], {
          cwd: app.dir,
          columns: 100,
          rows: 40,
          env: { PATH: process.env['PATH'] ?? '' },
        });
        await t.waitFor('host agent v1 (its own Ink)');
        await t.waitFor('Set up the deploy');
        // Text: Backspace erases left; ← then Delete (forward on Ink 7+, left on Ink 6).
        t.type('mainxy');
        t.key('BSpace');
        t.key('Left');
        t.key('DC');
        // Alt+b types nothing and cancels nothing.
        t.key('M-b');
        t.key('Tab');
        t.type('3');
        t.key('Tab');
        t.type('y');
        t.key('Tab');
        t.key('Space');
        t.key('Down');
        t.key('Tab');
        t.key('Space');
        t.key('Down');
        t.key('Space');
        // Esc with answers given asks first; another key keeps them.
        t.key('Escape');
        await t.waitFor('Discard your answers?');
        t.key('Left');
        t.key('C-s');
        // The answer's line may wrap: read it unwrapped.
        const done = (await t.waitFor('EXIT=')).replace(/\n/g, '');
        expect(done).toContain(
          `HOST GOT {"action":"accept","content":{"branch":"${branch}","replicas":3,"notify":true,"region":"us","tags":["web","api"]}}`,
        );
        expect(done).toContain('EXIT=0');
      })();
    }, 600_000);
  }

  it('on an Ink it does not support (5), npm refuses the install by the peer range', async () => {
    await expect(installed('ink5Refused')).rejects.toThrow(/ERESOLVE/);
  }, 600_000);
});

describe('a host on the Claude Agent SDK (query({ onElicitation }), the SDK from the registry, offline)', () => {
  const terminal = tmuxSessions();
  const api = fakeMessagesApi({
    tool: 'mcp__tickets__assign_ticket',
    input: { ticket_id: 'T-2' },
  });
  let home = '';
  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'ek-claude-host-'));
    await api.listen();
  });
  afterAll(() => {
    api.close();
    if (home) rmSync(home, { recursive: true, force: true });
  });

  it('the model calls the demo server’s assign_ticket; the person answers in the terminal once; the server assigns', async () => {
    const app = await installed('claude');
    const demo = await startDemoServer();
    try {
      const t = terminal(
        ['node', 'main.mjs', demo.url.href, 'assign_ticket', '{"ticket_id":"T-2"}'],
        { cwd: app.dir, columns: 100, rows: 40, env: offlineClaudeEnv(api, home) },
      );
      await t.waitFor('Who should take T-2', 60_000);
      // Space picks the first agent; Ctrl-S sends.
      t.key('Space');
      t.key('C-s');
      const done = await t.waitFor('EXIT=', 60_000);
      expect(done).toContain('RESULT success');
      expect(done).toContain('ASKED 1');
      expect(done).toContain('EXIT=0');
      expect(api.toolResults.join('')).toMatch(/Assigned T-2 to .+ \(priority normal\)/);
    } finally {
      await demo.stop();
    }
  }, 600_000);
});

describe('the elicitkit CLI installed from its tarball, away from the repo', () => {
  const terminal = tmuxSessions();
  let home = '';
  let demo: DemoServerProcess | undefined;

  beforeAll(() => {
    home = mkdtempSync(join(tmpdir(), 'ek-cli-global-'));
  });

  // Each test starts its own demo server; stopped after it, passed or failed.
  afterEach(async () => {
    await demo?.stop();
    demo = undefined;
  });

  afterAll(() => {
    if (home) rmSync(home, { recursive: true, force: true });
  });

  it('npm i -g --prefix: `elicitkit call` asks in the terminal and the server acts on the answer', async () => {
    const prefix = join(home, 'prefix');
    expectOk(
      runIn(home, 'npm', [
        'install',
        '-g',
        '--prefix',
        prefix,
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        tgz('@elicitkit/cli'),
      ]),
    );
    // The bundle and its one, optional, dependency: the OS keyring's binding and this
    // platform's binary for it.
    const beside = join(prefix, 'lib', 'node_modules', '@elicitkit', 'cli', 'node_modules');
    expect(readdirSync(beside).filter((name) => !name.startsWith('.'))).toEqual(['@napi-rs']);
    const keyring = readdirSync(join(beside, '@napi-rs'));
    expect(keyring).toContain('keyring');
    expect(keyring.some((name) => name.startsWith(`keyring-${process.platform}-`))).toBe(true);
    for (const name of keyring) expect(name).toMatch(/^keyring/);
    demo = await startDemoServer();
    const t = terminal(
      [
        join(prefix, 'bin', 'elicitkit'),
        'call',
        demo.url.href,
        'close_ticket',
        '--args',
        '{"ticket_id":"T-1"}',
      ],
      { cwd: home, columns: 90, env: { PATH: process.env['PATH'] ?? '' } },
    );
    await closeTicketInTerminal(t);
  }, 120_000);

  for (const node of [22, 24, 26]) {
    it(`the installed CLI on Node ${node}: \`elicitkit call\` asks and the server acts on the answer`, async () => {
      const bin = join(home, 'prefix', 'bin', 'elicitkit');
      if (!existsSync(bin)) throw new Error('the global install above did not happen');
      demo = await startDemoServer();
      // The bin's `#!/usr/bin/env node` finds this Node first on PATH.
      const path = `${dirname(nodeOfMajor(node))}:${process.env['PATH'] ?? ''}`;
      const t = terminal(
        [
          'sh',
          '-c',
          `node --version; exec "${bin}" call ${demo.url.href} close_ticket --args '{"ticket_id":"T-1"}'`,
        ],
        { cwd: home, columns: 90, env: { PATH: path } },
      );
      await t.waitFor(`v${node}.`);
      await closeTicketInTerminal(t);
    }, 120_000);
  }

  it('npx of the tarball: `elicitkit check-schema` reads a file and answers in JSON', () => {
    const request = join(home, 'request.json');
    writeFileSync(
      request,
      JSON.stringify({
        message: 'Name?',
        requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
      }),
    );
    const r = runIn(home, 'npx', [
      '--yes',
      `--package=${tgz('@elicitkit/cli')}`,
      'elicitkit',
      'check-schema',
      request,
      '--json',
    ]);
    expectOk(r);
    const report = JSON.parse(r.output.slice(r.output.indexOf('{'))) as { canAccept: boolean };
    expect(report.canAccept).toBe(true);
  }, 120_000);
});

const TOOLING_REACT = {
  '@types/react': '19.3.3',
  '@types/react-dom': '19.3.0',
};

/** An app whose dependencies are exactly a README install list. */
function readmeApp(
  source: AppSpec['source'],
  packages: string[],
  devDependencies: Record<string, string> = {},
  npmFlags: string[] = [],
): AppSpec {
  return { source, dependencies: dependenciesOf(packages, tarballs), devDependencies, npmFlags };
}

// The root README's first line and @elicitkit/react's are the same list; the test above checks
// that every line is some app's.
function webApp(): AppSpec {
  return readmeApp('web', readmeLine('packages/react/README.md', '@elicitkit/react'), {
    vite: '8.4.0',
    '@vitejs/plugin-react': '6.3.0',
    typescript: TYPESCRIPT,
    ...TOOLING_REACT,
  });
}

function nodeApp(): AppSpec {
  return readmeApp('node', readmeLine('README.md', '@elicitkit/client', '@elicitkit/ink'), {
    typescript: TYPESCRIPT,
    '@types/node': '20.19.43',
    '@types/react': TOOLING_REACT['@types/react'],
  });
}

/** The Claude Agent SDK's version the host app pins (its Claude Code binary is a registry package). */
const CLAUDE_AGENT_SDK = '0.3.337';

/**
 * A host on the Claude Agent SDK: elicitkit's client (its claude-agent-sdk adapter and bridge)
 * and the terminal renderer, from the tarballs; the SDK from the registry.
 */
function claudeAgentApp(): AppSpec {
  return {
    source: 'claude-agent-sdk-host',
    dependencies: {
      '@elicitkit/client': tgz('@elicitkit/client'),
      '@elicitkit/core': tgz('@elicitkit/core'),
      '@elicitkit/ink': tgz('@elicitkit/ink'),
      '@modelcontextprotocol/client': PINNED['@modelcontextprotocol/client'] ?? '',
      ink: PINNED['ink'] ?? '',
      react: PINNED['react'] ?? '',
      '@anthropic-ai/claude-agent-sdk': CLAUDE_AGENT_SDK,
    },
  };
}

/** The @elicitkit/ink README's line; `ink` replaced by another major for the Ink matrix. */
function inkHostApp(ink?: string): AppSpec {
  const spec = readmeApp('ink-host', readmeLine('packages/ink/README.md', '@elicitkit/ink'), {
    typescript: TYPESCRIPT,
    '@types/node': '20.19.43',
    '@types/react': TOOLING_REACT['@types/react'],
  });
  if (ink) spec.dependencies = { ...spec.dependencies, ink };
  return spec;
}

describe('hosts on their own MCP client library', () => {
  describeHostApps(() => tarballs);
});
