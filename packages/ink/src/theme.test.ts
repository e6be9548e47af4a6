/* eslint-disable no-control-regex -- the assertions read terminal escape sequences */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tick } from '../testing/driveInk.js';
import { fakeTerminal } from './testing/fakeTerminal.js';
import { promptElicitation } from './promptElicitation.js';
import type { TerminalTheme } from './theme.js';
import { asciiMarks } from './theme.js';
import { themeFromEnv } from './themeFromEnv.js';

// Ink draws only its last frame when it believes it runs in CI (it reads CI once, at load); these
// tests watch frames as a person would, so they run as on a terminal whatever CI says.
vi.hoisted(() => {
  process.env['CI'] = 'false';
});

const request = {
  message: 'Pick a size',
  requestedSchema: {
    type: 'object',
    properties: {
      size: { type: 'string', enum: ['S', 'M', 'L'] },
      ok: { type: 'boolean', title: 'Sure' },
    },
    required: ['size'],
  },
};

afterEach(() => {
  vi.unstubAllEnvs();
});

/** Draws the prompt on a fake terminal, returns the raw output of its first frames, then cancels. */
async function draw(options: { theme?: TerminalTheme; noColor?: boolean }) {
  const t = fakeTerminal();
  const pending = promptElicitation(request, {
    ...t.streams,
    context: { server: { trustedId: 'shop' } },
    ...options,
  });
  for (let i = 0; i < 200 && !t.stdout.text().includes('Pick a size'); i++) await tick();
  const output = t.stdout.output;
  t.stdin.write('\u001b');
  expect(await pending).toEqual({ action: 'cancel' });
  return output;
}

const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;

describe('terminal theme', () => {
  it('draws each role in the theme colour (FORCE_COLOR honoured), and none under noColor', async () => {
    vi.stubEnv('FORCE_COLOR', '1');
    const themed = await draw({ theme: { accent: 'magenta', focus: 'blue' } });
    // magenta (35) for who is asking, blue (34) for the focused field's marker; no default cyan.
    expect(themed).toMatch(/\u001b\[35m[^\u001b]*shop/);
    expect(themed).toMatch(/\u001b\[34m[^\u001b]*›/);
    expect(themed).not.toContain('\u001b[36m');
    const plain = await draw({ theme: { accent: 'magenta' }, noColor: true });
    expect(plain).not.toMatch(/\u001b\[3[0-9]m/);
    // Bold stays without colour, so emphasis still reads.
    expect(plain).toContain('\u001b[1m');
  });

  it('FORCE_COLOR=0 draws no styling at all', async () => {
    vi.stubEnv('FORCE_COLOR', '0');
    expect(await draw({ theme: { accent: 'magenta' } })).not.toMatch(/\u001b\[(1|3[0-9])m/);
  });

  it('ASCII symbols: elicitkit draws no character outside ASCII', async () => {
    const unicode = (await draw({})).replace(ANSI, '');
    expect(unicode).toMatch(/[◆›●○]/u);
    const ascii = (await draw({ theme: { symbols: 'ascii' } })).replace(ANSI, '');
    expect(ascii).toContain('Pick a size');
    expect(ascii.replace(/[\u0000-\u007f]/g, '')).toBe('');
  });

  it('asciiMarks keeps one cell per mark', () => {
    const marks = '◆✔✖■⚠›●○↑↓←→·•…↵—';
    expect(asciiMarks(marks)).toHaveLength(marks.length);
    expect(asciiMarks(marks)).toMatch(/^[\u0020-\u007e]+$/);
    expect(asciiMarks('Müller ✔')).toBe('Müller +');
  });
});

describe('themeFromEnv (the CLI)', () => {
  it('reads role=colour pairs and symbols from ELICITKIT_THEME', () => {
    expect(
      themeFromEnv({
        ELICITKIT_THEME: 'accent=magenta, danger=#ff5555,focus=blueBright,symbols=ascii',
      }),
    ).toEqual({
      theme: { accent: 'magenta', danger: '#ff5555', focus: 'blueBright', symbols: 'ascii' },
      ignored: [],
    });
  });

  it('ignores and reports what it cannot use, never throws', () => {
    expect(
      themeFromEnv({
        ELICITKIT_THEME: 'accent=sparkly,colour=red,muted,symbols=emoji,,=,focus=#12',
      }),
    ).toEqual({
      theme: {},
      ignored: ['accent=sparkly', 'colour=red', 'muted', 'symbols=emoji', '=', 'focus=#12'],
    });
  });

  it('ASCII marks when the locale is not UTF-8 or TERM=linux; an explicit choice wins', () => {
    expect(themeFromEnv({ LANG: 'de_DE.ISO-8859-1' }).theme).toEqual({ symbols: 'ascii' });
    expect(themeFromEnv({ TERM: 'linux' }).theme).toEqual({ symbols: 'ascii' });
    expect(themeFromEnv({ LANG: 'de_DE.UTF-8', TERM: 'xterm' }).theme).toEqual({});
    expect(themeFromEnv({ LANG: 'C.UTF-8' }).theme).toEqual({});
    expect(themeFromEnv({ TERM: 'linux', ELICITKIT_THEME: 'symbols=unicode' }).theme).toEqual({
      symbols: 'unicode',
    });
  });
});
