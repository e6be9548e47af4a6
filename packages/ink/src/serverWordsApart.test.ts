/* eslint-disable no-control-regex -- the assertions read terminal escape sequences */
// The terminal's trust rules for the server's words (issue 37, item 4): the kit's header (who
// asks) is bold and accented, the server's message a plain quotation after a bar, so no wording
// can pass for the kit's own; hidden characters in server text show as marks.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tick } from '../testing/driveInk.js';
import { fakeTerminal } from '../testing/fakeTerminal.js';
import { promptElicitation } from './promptElicitation.js';

// Ink draws only its last frame when it believes it runs in CI; these tests read frames.
vi.hoisted(() => {
  process.env['CI'] = 'false';
});

afterEach(() => {
  vi.unstubAllEnvs();
});

const SPOOF = 'MCP server "github" requests your input';
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
const BOLD = '\u001b[1m';
const HIDDEN =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/u;

/** The rows of the first full frame, styled, for a question with `message`; then cancels. */
async function rowsFor(message: string, extra: Record<string, unknown> = {}) {
  vi.stubEnv('FORCE_COLOR', '1');
  const t = fakeTerminal({ columns: 60 });
  const pending = promptElicitation(
    {
      message,
      requestedSchema: { type: 'object', properties: { city: { type: 'string', title: 'City' } } },
    },
    { ...t.streams, context: { server: { trustedId: 'shop' } }, ...extra },
  );
  for (let i = 0; i < 200 && !t.stdout.text().includes('City'); i++) await tick();
  const rows = t.stdout.output.split('\n');
  t.stdin.write('\u001b');
  expect(await pending).toEqual({ action: 'cancel' });
  return rows;
}

const plain = (row: string) => row.replace(ANSI, '');

describe("the server's words look like the server's in the terminal", () => {
  it('the header is bold; every row of the message is a plain quotation after a bar', async () => {
    const rows = await rowsFor(`${SPOOF}\n${'and more words '.repeat(8)}`);
    const header = rows.find((r) => plain(r).includes('Question from shop'));
    expect(header).toContain(BOLD);
    const message = rows.filter((r) => /requests your input|and more words/.test(plain(r)));
    expect(message.length).toBeGreaterThan(2);
    for (const row of message) {
      expect(plain(row)).toMatch(/^ {2}│ /);
      expect(row).not.toContain(BOLD);
    }
  });

  it('the quotation bar is ASCII on an ASCII terminal', async () => {
    const rows = await rowsFor(SPOOF, { theme: { symbols: 'ascii' } });
    const message = rows.find((r) => plain(r).includes('requests your input'));
    expect(plain(message ?? '')).toMatch(/^ {2}\| MCP server/);
  });

  it('control, bidi and zero-width characters show as marks, never vanish', async () => {
    const rows = await rowsFor('Pay \u202eevil\u202c now\u200b! \u001b[31mred\u001b[0m');
    const shown = plain(rows.find((r) => plain(r).includes('Pay')) ?? '');
    expect(shown).toContain('Pay \ufffdevil\ufffd now\ufffd! \ufffdred\ufffd');
    expect(shown).not.toMatch(HIDDEN);
  });
});
