// The outcome lines `elicitkit call` leaves on screen (tmux, the real CLI bundle) against what
// the server actually received, in both eras, with Ctrl-C at each question of a two-question
// round. 2025-11-25: each answer is its own reply, sent at once. 2026-07-28: nothing reaches the
// server until the round's retry carries all its answers; an interrupted round sends nothing.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopAll } from '../client/support/serverProcess.js';
import type { Bundles } from '../e2e-term/bundles.js';
import { ROOT, buildBundles } from '../e2e-term/bundles.js';
import type { TmuxSession } from '../e2e-term/tmux.js';
import { tmuxSessions } from '../e2e-term/tmuxSessions.js';
import type { Hostile2025 } from './support/hostile2025.js';
import { mark, received, startHostile2025 } from './support/hostile2025.js';
import type { Hostile2026 } from './support/hostile2026.js';
import { startHostile2026 } from './support/hostile2026.js';

let bundles: Bundles;
let legacy: Hostile2025;
let modern: Hostile2026;
const terminal = tmuxSessions();

beforeAll(async () => {
  [bundles, legacy, modern] = await Promise.all([
    buildBundles(),
    startHostile2025(),
    startHostile2026(),
  ]);
}, 120_000);
afterAll(async () => {
  await stopAll();
  bundles?.dispose();
});

function call(url: string, protocol: string): TmuxSession {
  return terminal(
    [
      'node',
      bundles.cli,
      'call',
      url,
      'two_questions',
      '--protocol',
      protocol,
      '--server-id',
      'trips',
    ],
    { cwd: ROOT, columns: 120, rows: 30 },
  );
}

/** The 2026 server's wire log: the answers each leg of `two_questions` carried (null: none). */
function legs2026(): unknown[] {
  let text: string;
  try {
    text = readFileSync(modern.log, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.startsWith('two_questions:leg '))
    .map((line) => JSON.parse(line.slice('two_questions:leg '.length)) as unknown);
}

/** What the 2025 server received for `two_questions` since `since`: the actions, in order. */
async function received2025(since: number, count: number): Promise<string[]> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    if (received(legacy.log, 'two_questions', since).length >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return received(legacy.log, 'two_questions', since).map((e) =>
    e.event === 'received' ? e.result.action : 'refused',
  );
}

async function answerCity(t: TmuxSession): Promise<void> {
  await t.waitFor('Which city?');
  t.type('Oslo');
  t.key('Enter');
  await t.waitFor('Any note?');
}

const NEVER_SENT = /Sent to|was told/;

describe('outcome lines true to the wire', { timeout: 90_000 }, () => {
  it('2026: Ctrl-C at the first question — nothing was sent, the server was not told, and it got no retry', async () => {
    const before = legs2026().length;
    const t = call(modern.url, '2026-07-28');
    await t.waitFor('Which city?');
    t.key('C-c');
    const screen = await t.waitFor('EXIT=');
    expect(screen).toContain('nothing was sent; trips was not told');
    expect(screen).not.toMatch(NEVER_SENT);
    expect(legs2026().slice(before)).toEqual([null]);
  });

  it('2026: answer the first, Ctrl-C at the second — the first is "kept for this round", nothing was sent, no retry', async () => {
    const before = legs2026().length;
    const t = call(modern.url, '2026-07-28');
    await answerCity(t);
    t.key('C-c');
    const screen = await t.waitFor('EXIT=');
    expect(screen).toContain('Kept for this round — City: "Oslo"');
    expect(screen).toContain('nothing was sent; trips was not told');
    expect(screen).not.toMatch(NEVER_SENT);
    expect(legs2026().slice(before)).toEqual([null]);
  });

  it('2026: both answered — "sent" is said once the retry carrying them went out, and the server got both', async () => {
    const before = legs2026().length;
    const t = call(modern.url, '2026-07-28');
    await answerCity(t);
    t.type('window seat');
    t.key('Enter');
    const screen = await t.waitFor('EXIT=');
    expect(screen).toContain('Sent to trips: the answers kept for round 1');
    expect(legs2026().slice(before)).toEqual([
      null,
      {
        city: { action: 'accept', content: { city: 'Oslo' } },
        note: { action: 'accept', content: { note: 'window seat' } },
      },
    ]);
  });

  it('2025: answer the first, Ctrl-C at the second — the first was sent, the server was told of the cancel, as it received', async () => {
    const since = mark(legacy.log);
    const t = call(legacy.url, '2025-11-25');
    await answerCity(t);
    t.key('C-c');
    const screen = await t.waitFor('EXIT=');
    expect(screen).toContain('Sent to trips: City: "Oslo"');
    expect(screen).toContain('Cancelled (Ctrl-C) — trips was told you cancelled');
    expect(await received2025(since, 2)).toEqual(['accept', 'cancel']);
  });

  it('2025: Ctrl-C at the first question — the server was told, as it received', async () => {
    const since = mark(legacy.log);
    const t = call(legacy.url, '2025-11-25');
    await t.waitFor('Which city?');
    t.key('C-c');
    const screen = await t.waitFor('EXIT=');
    expect(screen).toContain('Cancelled (Ctrl-C) — trips was told you cancelled');
    // The cancel is what it got for the first; its second push found the client gone.
    expect((await received2025(since, 1))[0]).toBe('cancel');
    expect(received(legacy.log, 'two_questions', since)).not.toContainEqual(
      expect.objectContaining({ result: expect.objectContaining({ action: 'accept' }) }),
    );
  });
});
