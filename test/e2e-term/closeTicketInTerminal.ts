// The demo server's close_ticket asked in a terminal and answered Yes with keys; the tests that
// run the CLI some other way (an installed tarball, from the person's own folder) share it.
import { expect } from 'vitest';
import type { TmuxSession } from './tmux.js';

/** Answers close_ticket T-1 with Yes and checks the server acted on it; returns the last screen. */
export async function closeTicketInTerminal(t: TmuxSession, startMs = 15_000): Promise<string> {
  await t.waitFor('› Close the ticket', startMs);
  t.key('y');
  await t.waitFor('(•) Yes');
  t.key('C-s');
  const done = await t.waitFor('EXIT=');
  expect(done).toContain('Closed T-1 ("Cannot log in") as fixed and emailed the customer.');
  expect(done).toContain('EXIT=0');
  return done;
}
