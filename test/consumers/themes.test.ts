// A host app on a design system passes its rjsf theme to elicitkit: a Vite app on MUI and one on
// shadcn/ui + Tailwind (and, checked more briefly, one on Ant Design and one on Chakra UI), each
// installed with npm from the packed tarballs (everything else pinned
// from the registry), type-checked, built and driven in Chromium. The form's inputs are the
// host's controls, and the trust rules hold: core reads numbers, nothing is invented, Esc in an
// open menu closes only the menu, a boolean is two choices, no link from server text.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium.js';
import type { AppSpec, ConsumerApp } from './consumerApps.js';
import { installApp, packAll, runIn } from './consumerApps.js';

declare global {
  interface Window {
    results: unknown[];
  }
}

const COMMON = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@rjsf/core': '6.11.1',
  '@rjsf/utils': '6.11.1',
  // The theme packages import @rjsf/core's barrel, which imports @rjsf/validator-ajv8 (its
  // getTestRegistry); an app on a theme package has it installed, as rjsf's own docs install it.
  '@rjsf/validator-ajv8': '6.11.1',
};
const TOOLING = {
  vite: '8.4.0',
  '@vitejs/plugin-react': '6.3.0',
  typescript: '6.0.3',
  '@types/react': '19.3.3',
  '@types/react-dom': '19.3.0',
};
const HOSTS = {
  mui: {
    source: 'web-mui',
    dependencies: {
      '@rjsf/mui': '6.10.1',
      '@mui/material': '9.5.0',
      '@mui/icons-material': '9.5.0',
      '@emotion/react': '11.14.0',
      '@emotion/styled': '11.14.1',
    },
    devDependencies: {},
  },
  shadcn: {
    source: 'web-shadcn',
    dependencies: { '@rjsf/shadcn': '6.11.1' },
    devDependencies: { tailwindcss: '4.3.5', '@tailwindcss/vite': '4.3.5' },
  },
  // @rjsf/antd and @rjsf/chakra-ui 6.10.1 (their newest) declare @rjsf/core ^6.10.1, so they
  // work with the 6.11 elicitkit is built on; @rjsf/antd takes antd 5 or > 6.3.5.
  antd: {
    source: 'web-antd',
    dependencies: {
      '@rjsf/antd': '6.10.1',
      antd: '6.6.8',
      '@ant-design/icons': '6.3.4',
      dayjs: '1.11.23',
    },
    devDependencies: {},
  },
  chakra: {
    source: 'web-chakra',
    dependencies: {
      '@rjsf/chakra-ui': '6.10.1',
      '@chakra-ui/react': '3.38.0',
      '@emotion/react': '11.14.0',
      'chakra-react-select': '6.1.3',
      'next-themes': '0.4.6',
    },
    devDependencies: {},
  },
} as const;
type Host = keyof typeof HOSTS;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

let disposeTarballs = () => {};
const installs: Partial<Record<Host, Promise<ConsumerApp>>> = {};
const apps: ConsumerApp[] = [];
let browser: BrowserContext | undefined;
const servers: Server[] = [];

beforeAll(() => {
  const packed = packAll();
  disposeTarballs = packed.dispose;
  const tgz = (name: string) => {
    const file = packed.tarballs[name];
    if (!file) throw new Error(`${name} was not packed`);
    return file;
  };
  for (const [host, spec] of Object.entries(HOSTS) as [Host, (typeof HOSTS)[Host]][]) {
    const app: AppSpec = {
      source: spec.source,
      dependencies: {
        '@elicitkit/core': tgz('@elicitkit/core'),
        '@elicitkit/react': tgz('@elicitkit/react'),
        ...COMMON,
        ...spec.dependencies,
      },
      devDependencies: { ...TOOLING, ...spec.devDependencies },
    };
    installs[host] = installApp(app).then((installed) => {
      apps.push(installed);
      return installed;
    });
    installs[host].catch(() => {});
  }
}, 600_000);

afterAll(async () => {
  await browser?.close();
  for (const server of servers) server.close();
  for (const app of apps.splice(0)) app.dispose();
  disposeTarballs();
}, 300_000);

function expectOk(result: { status: number | null; output: string }) {
  if (result.status !== 0) throw new Error(`exit ${result.status}:\n${result.output}`);
}

async function serve(root: string): Promise<string> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(root, path === '/' ? 'index.html' : path);
    if (!file.startsWith(root) || !existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Installs (once), type-checks and builds the app, and opens its page. */
async function opened(host: Host): Promise<Page> {
  const pending = installs[host];
  if (!pending) throw new Error(`${host} was never installed`);
  const app = await pending;
  if (!existsSync(join(app.dir, 'dist', 'index.html'))) {
    expectOk(runIn(app.dir, app.bin('tsc'), ['-p', '.']));
    expectOk(runIn(app.dir, app.bin('vite'), ['build', '--logLevel', 'warn']));
  }
  const url = await serve(join(app.dir, 'dist'));
  browser ??= await launchChromium();
  const page = await browser.newPage();
  await page.goto(url);
  await page.getByRole('textbox', { name: /^Name/ }).waitFor();
  return page;
}

describe.each(['mui', 'shadcn'] as const)('a Vite app on %s passing rjsfTheme', (host) => {
  let page: Page;

  beforeAll(async () => {
    page = await opened(host);
  }, 900_000);

  it("the form's inputs are the host's controls, styled by the host, and server text is inert", async () => {
    const seen = await page.evaluate(() => {
      const root = document.querySelector('.ek-root')!;
      const input = root.querySelector<HTMLInputElement>('[data-ek-host-control] input')!;
      return {
        controls: root.querySelectorAll('[data-ek-host-control]').length,
        muiInputs: root.querySelectorAll('[data-ek-host-control] .MuiInputBase-input').length,
        tailwindInputs: root.querySelectorAll(
          '[data-ek-host-control] input[data-slot="input"], [data-ek-host-control] input.rounded-md',
        ).length,
        links: root.querySelectorAll('a, strong, em').length,
        numberInputs: root.querySelectorAll('input[type="number"]').length,
        autocomplete: [...root.querySelectorAll('input:not([type="hidden"])')].map((i) =>
          i.getAttribute('autocomplete'),
        ),
        text: root.textContent ?? '',
        identity: root.querySelector('.ek-server')?.textContent ?? '',
        padding: getComputedStyle(input).paddingTop,
        styles: root.getAttribute('data-ek-styles'),
      };
    });
    expect(seen.controls).toBe(5);
    // MUI: the three text inputs and the select's display (also a MuiInputBase-input).
    if (host === 'mui') expect(seen.muiInputs).toBe(4);
    else expect(seen.tailwindInputs).toBe(3);
    expect(seen.styles).toBe('scoped');
    // The host's CSS reaches its controls (the sealed reset would leave 1px).
    expect(seen.padding).not.toBe('1px');
    expect(seen.links).toBe(0);
    expect(seen.numberInputs).toBe(0);
    expect(new Set(seen.autocomplete)).toEqual(new Set(['off']));
    expect(seen.text).toContain('[x](https://evil.example/x)');
    expect(seen.text.match(/Replicas/g)).toHaveLength(1);
    expect(seen.identity).toContain('github');
    const agree = page.getByRole('radiogroup', { name: /Send notifications/ });
    await expect(agree.getByRole('radio').count()).resolves.toBe(2);
    await expect(agree.getByRole('checkbox').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /submit/i }).count()).resolves.toBe(0);
  });

  it('Esc in the open select closes only the menu; "No answer" is the first entry', async () => {
    const colour = page.getByRole(host === 'mui' ? 'combobox' : 'button', { name: /^Colour/ });
    await colour.click({ timeout: 10_000 });
    const first = page.getByRole('option').first();
    await first.waitFor({ timeout: 10_000 });
    expect((await first.textContent())?.trim()).toBe('No answer');
    await page.keyboard.press('Escape');
    await page.getByRole('option').first().waitFor({ state: 'detached', timeout: 10_000 });
    expect(await page.evaluate(() => window.results)).toEqual([]);
  });

  it('"1e" blocks Accept with core\'s message; a valid answer sends exactly what was typed', async () => {
    await page.getByRole('textbox', { name: /^Name/ }).fill('Ada');
    const email = page.getByRole('textbox', { name: /^Email/ });
    await email.fill('x');
    await email.fill('');
    const count = page.getByRole('textbox', { name: /^Replicas/ });
    await count.fill('1e');
    await page
      .getByRole('radiogroup', { name: /Send notifications/ })
      .getByRole('radio', { name: 'Yes' })
      .click();
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.locator('.ek-summary').waitFor();
    expect(await page.locator('.ek-summary').textContent()).toMatch(
      /Replicas: Enter a whole number/,
    );
    expect(await page.evaluate(() => window.results)).toEqual([]);
    // Focus went to the first invalid control.
    expect(await count.evaluate((e) => e === document.activeElement)).toBe(true);
    await count.fill('3');
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForFunction(() => window.results.length > 0);
    expect(await page.evaluate(() => window.results)).toEqual([
      { action: 'accept', content: { name: 'Ada', count: 3, agree: true } },
    ]);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => window.results)).toHaveLength(1);
  });
});

// Ant Design and Chakra UI: the theme's controls are drawn and answer; the full set of trust
// checks above runs on MUI and shadcn (and on any theme through @elicitkit/react/testing).
describe.each(['antd', 'chakra'] as const)('a Vite app on %s passing rjsfTheme', (host) => {
  let page: Page;

  beforeAll(async () => {
    page = await opened(host);
  }, 900_000);

  it("draws the host's controls, and a valid answer sends exactly what was typed", async () => {
    const seen = await page.evaluate(() => {
      const root = document.querySelector('.ek-root')!;
      return {
        controls: root.querySelectorAll('[data-ek-host-control]').length,
        hostClassed: root.querySelectorAll(
          '[data-ek-host-control] [class*="ant-"], [data-ek-host-control] [class*="chakra-"]',
        ).length,
        links: root.querySelectorAll('a, strong, em').length,
        numberInputs: root.querySelectorAll('input[type="number"]').length,
        identity: root.querySelector('.ek-server')?.textContent ?? '',
      };
    });
    expect(seen.controls).toBe(5);
    expect(seen.hostClassed).toBeGreaterThan(0);
    expect(seen.links).toBe(0);
    expect(seen.numberInputs).toBe(0);
    expect(seen.identity).toContain('github');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Ada');
    await page.getByRole('textbox', { name: /^Replicas/ }).fill('3');
    await page
      .getByRole('radiogroup', { name: /Send notifications/ })
      // Chakra draws its radio inputs visually hidden: a person clicks the option's text.
      .getByText('Yes', { exact: true })
      .click();
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForFunction(() => window.results.length > 0);
    expect(await page.evaluate(() => window.results)).toEqual([
      { action: 'accept', content: { name: 'Ada', count: 3, agree: true } },
    ]);
  });
});
