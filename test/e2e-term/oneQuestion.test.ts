// One terminal, one question: two questions asked at once (as parallel tool calls would) in a real
// terminal are shown one after another, the second announced as waiting, each with its own answer.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bundles } from './bundles.js';
import { ROOT, buildBundles } from './bundles.js';
import { tmuxSessions } from './tmuxSessions.js';

let bundles: Bundles | undefined;
let dir = '';
const terminal = tmuxSessions();

beforeAll(async () => {
  bundles = await buildBundles();
  dir = mkdtempSync(join(tmpdir(), 'ek-queue-'));
}, 120_000);
afterAll(() => {
  bundles?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const question = (name: string) => ({
  params: {
    message: `Which ${name}?`,
    requestedSchema: {
      type: 'object',
      properties: { [name]: { type: 'string', title: name } },
      required: [name],
    },
  },
  context: { server: { trustedId: `${name}-tool` } },
});

describe('two parallel questions in one terminal', () => {
  it('asks them one after another with "1 more question waiting", each answer to its own question', async () => {
    const file = join(dir, 'two.json');
    writeFileSync(file, JSON.stringify({ all: [question('colour'), question('size')] }));
    const t = terminal(['node', bundles?.harness ?? '', file], {
      cwd: ROOT,
      columns: 80,
      rows: 20,
    });
    const first = await t.waitFor('1 more question waiting');
    expect(first).toContain('Which colour?');
    expect(first).toContain('colour-tool');
    expect(first).not.toContain('Which size?');
    t.type('red');
    t.key('Enter');
    const second = await t.waitFor('Which size?');
    expect(second).not.toContain('more question');
    expect(second).toContain('size-tool');
    // The first answer's record stays in the scrollback above the second question.
    expect(second).toContain('Sent to colour-tool');
    t.type('XL');
    t.key('Enter');
    const done = await t.waitFor('EXIT=');
    expect(done).toContain('RESULT 0 {"action":"accept","content":{"colour":"red"}}');
    expect(done).toContain('RESULT 1 {"action":"accept","content":{"size":"XL"}}');
  });
});
