// @elicitkit/react/styles.css: every rule scoped under our roots (nothing leaks into the host page),
// sealed against host CSS, mirrored for right-to-left; and the development warning a host that
// forgot to load it reads.
import { readFileSync } from 'node:fs';
import { PROTOCOL_2026, normalizeRequest } from '@elicitkit/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ElicitationForm } from './ElicitationForm.js';
import { STYLESHEET_MISSING, resetStylesheetCheck } from './useStylesheetCheck.js';

afterEach(cleanup);

// The file as rules: comments out, whitespace collapsed, quotes as double quotes.
const ELICITKIT_CSS = readFileSync('packages/react/src/styles.css', 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .replace(/\( /g, '(')
  .replace(/ \)/g, ')')
  .replaceAll("'", '"');

function drawForm() {
  render(
    <ElicitationForm
      request={normalizeRequest({
        message: 'a',
        requestedSchema: { type: 'object', properties: {} },
      })}
      context={{
        server: { trustedId: 's' },
        era: PROTOCOL_2026,
        signal: new AbortController().signal,
      }}
      onResult={() => {}}
    />,
  );
}

function inDevelopment(run: () => void): string[] {
  const warned: string[] = [];
  const warn = vi
    .spyOn(console, 'warn')
    .mockImplementation((m: unknown) => void warned.push(String(m)));
  vi.stubEnv('NODE_ENV', 'development');
  resetStylesheetCheck();
  try {
    run();
  } finally {
    vi.unstubAllEnvs();
    warn.mockRestore();
  }
  return warned;
}

it('injects no <style>: the stylesheet is a file the host loads', () => {
  const before = document.querySelectorAll('style').length;
  drawForm();
  expect(document.querySelector('.ek-root')).not.toBeNull();
  expect(document.querySelectorAll('style')).toHaveLength(before);
});

it('warns once in development, naming the import, when no stylesheet reached the form', () => {
  const warned = inDevelopment(() => {
    drawForm();
    drawForm();
  });
  expect(warned).toEqual([STYLESHEET_MISSING]);
  expect(STYLESHEET_MISSING).toContain("import '@elicitkit/react/styles.css';");
});

it('stays quiet when the stylesheet is loaded, and in production', () => {
  const style = document.createElement('style');
  style.textContent = '.ek-root { --ek-stylesheet: loaded; }';
  document.head.append(style);
  try {
    expect(inDevelopment(drawForm)).toEqual([]);
  } finally {
    style.remove();
  }
  vi.stubEnv('NODE_ENV', 'production');
  resetStylesheetCheck();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  drawForm();
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
  vi.unstubAllEnvs();
});

// The sheet with styles="none"'s gate taken out, for the tests that read its selectors.
const UNGATED = ELICITKIT_CSS.replaceAll(':not([data-ek-styles="none"])', '');

it('scopes every selector under :where(.ek-root …) or :where(.ek-host …)', () => {
  const withoutMedia = UNGATED.replace(/@media[^{]*\{/g, '');
  const selectors = [...withoutMedia.matchAll(/(^|\})\s*([^{}@]+)\{/g)]
    .flatMap((m) => (m[2] ?? '').split(/,(?![^(]*\))/))
    .map((s) => s.trim())
    .filter(Boolean);
  expect(selectors.length).toBeGreaterThan(40);
  for (const selector of selectors)
    expect(selector).toMatch(/^:where\((:is\()?(\.ek-root|\.ek-host|\[data-theme)/);
});

it('defines light and dark values for every colour variable', () => {
  const light = UNGATED.match(/:where\(\.ek-root, \.ek-host\) \{([^}]*--ek-bg[^}]*)\}/)?.[1] ?? '';
  const darkAt = UNGATED.indexOf('.ek-root[data-theme="dark"]');
  const dark = UNGATED.slice(darkAt, UNGATED.indexOf('}', darkAt));
  const mediaAt = UNGATED.indexOf('@media (prefers-color-scheme: dark)');
  const media = UNGATED.slice(mediaAt, UNGATED.indexOf('}', mediaAt));
  const colours = [...light.matchAll(/(--ek-[a-z-]+): #/g)].map((m) => m[1]);
  expect(colours.length).toBeGreaterThan(10);
  for (const name of colours) {
    expect(dark).toContain(`${name}:`);
    expect(media).toContain(`${name}:`);
  }
});

it('styles="none" turns off every rule but screen-reader-only text, a windowed form\'s gaps and the loaded marker', () => {
  const rules = [...ELICITKIT_CSS.matchAll(/(?:^|\})\s*([^{}@]+)\{/g)].map((m) => m[1] ?? '');
  const ungated = rules.filter((r) =>
    /\.ek-(root|host)(?![\w-]|:not\(\[data-ek-styles="none"\]\))/.test(r),
  );
  expect(ungated.map((r) => r.trim())).toEqual([
    ':where(.ek-root, .ek-host) .ek-visually-hidden',
    ':where(.ek-root) .ek-fields-gap',
    ':where(.ek-root, .ek-host)',
  ]);
});

it('is one cascade layer whose declarations are all important, except the --ek-* theming API', () => {
  expect(ELICITKIT_CSS.trim()).toMatch(/^@layer elicitkit \{[\s\S]*\}$/);
  const declarations = [...ELICITKIT_CSS.matchAll(/\{([^{}]*)\}/g)].flatMap((m) =>
    (m[1] ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean),
  );
  expect(declarations.length).toBeGreaterThan(100);
  for (const declaration of declarations)
    if (!declaration.startsWith('--')) expect(declaration).toMatch(/!important$/);
});

// Right-to-left forms mirror only if nothing in the sheet names a physical side: a left padding
// keeps the notice bullets on the border under dir="rtl". (Geometry is checked in Chromium,
// test/e2e-web/logicalCss.test.ts.)
it('names no physical side: margins, paddings, borders, insets and alignment are logical', () => {
  expect(ELICITKIT_CSS).not.toMatch(
    /(^|[\s;{])(margin|padding|border)-(left|right|top|bottom)\b|(^|[\s;{])(left|right)\s*:|(text-align|float|clear)\s*:\s*(left|right)/,
  );
  // A four-value margin or padding names left and right by position (calc(…) counts as one value).
  const flat = ELICITKIT_CSS.replace(/\([^()]*(\([^()]*\)[^()]*)*\)/g, '(…)');
  const fourValued = [...flat.matchAll(/(?:^|[\s;{])(?:margin|padding)\s*:\s*([^;{}!]+)/g)].filter(
    (m) => (m[1] ?? '').trim().split(/\s+/).length === 4,
  );
  expect(fourValued.map((m) => m[0].trim())).toEqual([]);
});
