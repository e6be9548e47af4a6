import { normalizeRequest } from '@elicitkit/core';
import { describe, expect, it, vi } from 'vitest';
import { tick } from '../testing/driveInk.js';
import { fakeTerminal } from './testing/fakeTerminal.js';
import { inkRenderer } from './inkRenderer.js';
import { promptElicitation } from './promptElicitation.js';

// Ink draws only its last frame when it believes it runs in CI (it reads CI once, at load); these
// tests watch frames as a person would, so they run as on a terminal whatever CI says.
vi.hoisted(() => {
  process.env['CI'] = 'false';
});

const ask = (title: string) => ({
  message: `What is your ${title}?`,
  requestedSchema: {
    type: 'object',
    properties: { [title]: { type: 'string', title } },
    required: [title],
  },
});
const server = { trustedId: 'crm' };

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !check(); i++) await tick();
  if (!check()) throw new Error('the screen never showed what was expected');
}

async function typeKeys(stdin: { write(s: string): void }, keys: string[]): Promise<void> {
  for (const key of keys) {
    stdin.write(key);
    await tick();
  }
}

type Terminal = ReturnType<typeof fakeTerminal>;
const lastFrame = (t: Terminal) => t.stdout.text();
/** What was drawn since `mark` (an offset into the raw output), without styling. */
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
const since = (t: Terminal, mark: number) => t.stdout.output.slice(mark).replace(ANSI, '');

describe('one terminal, one question', () => {
  it('asks concurrent questions one after another, saying how many wait, each with its own answer', async () => {
    const t = fakeTerminal();
    const first = promptElicitation(ask('name'), { ...t.streams, context: { server } });
    const second = promptElicitation(ask('city'), { ...t.streams, context: { server } });
    await until(() => lastFrame(t).includes('1 more question waiting'));
    expect(lastFrame(t)).toContain('What is your name?');
    expect(lastFrame(t)).not.toContain('What is your city?');
    const mark = t.stdout.output.length;
    await typeKeys(t.stdin, ['A', 'd', 'a', '\r']);
    expect(await first).toEqual({ action: 'accept', content: { name: 'Ada' } });
    await until(() => since(t, mark).includes('What is your city?'));
    // The first answer's record stays above; nothing more is waiting.
    expect(since(t, mark)).toContain('Sent to crm: name: "Ada"');
    expect(t.stdin.isRaw).toBe(true);
    await typeKeys(t.stdin, ['O', 's', 'l', 'o', '\r']);
    expect(await second).toEqual({ action: 'accept', content: { city: 'Oslo' } });
    expect(t.stdin.isRaw).toBe(false);
  });

  it('aborting a waiting question takes it out of the line; the one on screen is untouched', async () => {
    const t = fakeTerminal();
    const renderer = inkRenderer(t.streams);
    const waiting = new AbortController();
    const first = promptElicitation(ask('name'), { ...t.streams, context: { server } });
    const second = renderer(normalizeRequest(ask('city')), {
      server,
      era: '2025-11-25',
      signal: waiting.signal,
    });
    await until(() => lastFrame(t).includes('1 more question waiting'));
    waiting.abort();
    expect(await second).toEqual({ action: 'cancel' });
    const mark = t.stdout.output.length;
    await typeKeys(t.stdin, ['B', 'o', '\r']);
    expect(await first).toEqual({ action: 'accept', content: { name: 'Bo' } });
    expect(since(t, mark)).not.toContain('What is your city?');
    expect(t.stdin.isRaw).toBe(false);
  });

  it('Ctrl-C on the question on screen cancels the waiting ones too, and tells the host once', async () => {
    const t = fakeTerminal();
    let interrupts = 0;
    const options = { ...t.streams, context: { server }, onInterrupt: () => interrupts++ };
    const first = promptElicitation(ask('name'), options);
    const second = promptElicitation(ask('city'), options);
    await until(() => lastFrame(t).includes('1 more question waiting'));
    await typeKeys(t.stdin, ['\u0003']);
    expect(await first).toEqual({ action: 'cancel' });
    expect(await second).toEqual({ action: 'cancel' });
    expect(interrupts).toBe(1);
    expect(t.stdin.isRaw).toBe(false);
  });

  it('a question after the line emptied gets a fresh prompt', async () => {
    const t = fakeTerminal();
    const first = promptElicitation(ask('name'), { ...t.streams, context: { server } });
    await until(() => lastFrame(t).includes('What is your name?'));
    await typeKeys(t.stdin, ['\u001b']);
    expect(await first).toEqual({ action: 'cancel' });
    const mark = t.stdout.output.length;
    const again = promptElicitation(ask('city'), { ...t.streams, context: { server } });
    await until(() => since(t, mark).includes('What is your city?'));
    expect(since(t, mark)).not.toContain('more question');
    await typeKeys(t.stdin, ['\u001b']);
    expect(await again).toEqual({ action: 'cancel' });
  });
});

/* eslint-disable no-control-regex -- these tests read the escape sequences written to the terminal */
describe('a question that waits is announced', () => {
  const BELL = '\u0007';
  const bells = (t: Terminal) => [...t.stdout.output].filter((c) => c === BELL).length;

  it('rings the bell once per question as it reaches the screen, not on redraws', async () => {
    vi.stubEnv('TERM_PROGRAM', '');
    vi.stubEnv('ELICITKIT_NO_NOTIFY', '');
    try {
      const t = fakeTerminal();
      const first = promptElicitation(ask('name'), { ...t.streams, context: { server } });
      const second = promptElicitation(ask('city'), { ...t.streams, context: { server } });
      await until(() => lastFrame(t).includes('What is your name?'));
      await typeKeys(t.stdin, ['A', 'd', 'a']);
      // One question on screen, however often it was redrawn; the waiting one is not rung yet.
      expect(bells(t)).toBe(1);
      await typeKeys(t.stdin, ['\r']);
      await first;
      await until(() => lastFrame(t).includes('What is your city?'));
      expect(bells(t)).toBe(2);
      await typeKeys(t.stdin, ['\u001b']);
      await second;
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('a terminal with desktop notifications is told who asks, never what', async () => {
    vi.stubEnv('TERM_PROGRAM', 'WezTerm');
    vi.stubEnv('TMUX', '');
    vi.stubEnv('ELICITKIT_NO_NOTIFY', '');
    try {
      const t = fakeTerminal();
      const asked = promptElicitation(ask('name'), {
        ...t.streams,
        context: { server: { trustedId: 'crm\u001b]9;forged\u0007' } },
      });
      await until(() => lastFrame(t).includes('What is your name?'));
      const osc = /\u001b\]9;([^\u0007]*)\u0007/.exec(t.stdout.output);
      // The server id's own escape is neutralised: one notification, ours.
      expect(osc?.[1]).toMatch(/^crm.*is asking you a question$/);
      expect(osc?.[1]).not.toContain('\u001b');
      expect(t.stdout.output.match(/\u001b\]9;/g)).toHaveLength(1);
      expect(t.stdout.output).not.toMatch(/\u001b\]9;[^\u0007]*What is your/);
      await typeKeys(t.stdin, ['\u001b']);
      await asked;
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('is silent when the host says announce: false or the person set ELICITKIT_NO_NOTIFY', async () => {
    for (const [announce, env] of [
      [false, ''],
      [undefined, '1'],
    ] as const) {
      vi.stubEnv('ELICITKIT_NO_NOTIFY', env);
      try {
        const t = fakeTerminal();
        const asked = promptElicitation(ask('name'), {
          ...t.streams,
          context: { server },
          ...(announce !== undefined && { announce }),
        });
        await until(() => lastFrame(t).includes('What is your name?'));
        expect(bells(t)).toBe(0);
        await typeKeys(t.stdin, ['\u001b']);
        await asked;
      } finally {
        vi.unstubAllEnvs();
      }
    }
  });
});
/* eslint-enable no-control-regex */
