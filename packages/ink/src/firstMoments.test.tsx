// The first moments of a question: keys pressed as it appears do not answer it (the action row
// waits, and says so), and a destructive tool's confirmation does not start on Accept.
import { describe, expect, it } from 'vitest';
import type { Driven } from '../testing/driveInk.js';
import type { PromptContext } from './ElicitationPrompt.js';
import { SERVER, drivenPrompts, tick } from '../testing/driveInk.js';

const drive = drivenPrompts();

const confirmation = {
  message: 'Drop table users?',
  requestedSchema: { type: 'object', properties: {} },
};
const destructive: PromptContext = {
  ...SERVER,
  subject: { method: 'tools/call', name: 'drop_table', destructive: true },
};

async function until(d: Driven, check: (frame: string) => boolean): Promise<string> {
  for (let i = 0; i < 500 && !check(d.frame()); i++) await tick();
  return d.frame();
}

describe('a question just drawn', () => {
  it('ignores Enter (and every key but Ctrl-C) until it is armed, and shows that it waits', async () => {
    const d = drive(confirmation, { armDelayMs: 400 });
    expect(d.frame()).toContain('Keys are ignored for a moment');
    await d.press('enter', 'space');
    await d.write('\u0013');
    expect(d.result()).toBeUndefined();
    expect(d.frame()).toContain('Drop table users?');
    const armed = await until(d, (f) => !f.includes('Keys are ignored'));
    expect(armed).toContain('Enter press');
    await d.press('enter');
    expect((await d.waitForResult()).result).toEqual({ action: 'accept', content: {} });
  });

  it('still lets Ctrl-C out while it waits', async () => {
    const d = drive(confirmation, { armDelayMs: 60_000 });
    await d.press('ctrlC');
    const { result, outcome } = await d.waitForResult();
    expect(result).toEqual({ action: 'cancel' });
    expect(outcome.interrupted).toBe(true);
  });

  it('a URL question does not open on an early Enter either', async () => {
    const d = drive(
      { mode: 'url', message: 'Sign in', url: 'https://example.com/x', elicitationId: 'e1' },
      { armDelayMs: 60_000 },
    );
    expect(d.frame()).toContain('Keys are ignored for a moment');
    await d.press('left', 'enter');
    expect(d.result()).toBeUndefined();
    expect(d.frame()).not.toContain('Opening');
  });
});

describe('a destructive tool’s confirmation', () => {
  it('starts on Decline; one deliberate key reaches Accept', async () => {
    const d = drive(confirmation, { context: destructive });
    const first = d.frame();
    expect(first).toContain('This tool can change or delete data');
    expect(first).toContain('[ Decline ]');
    expect(first).not.toContain('[ Accept ]');
    await d.press('enter');
    expect((await d.waitForResult()).result).toEqual({ action: 'decline' });

    const again = drive(confirmation, { context: destructive });
    await again.press('left');
    expect(again.frame()).toContain('[ Accept ]');
    await again.press('enter');
    expect((await again.waitForResult()).result).toEqual({ action: 'accept', content: {} });
  });

  it('the same confirmation from a tool not marked destructive starts on Accept', () => {
    const d = drive(confirmation);
    expect(d.frame()).toContain('[ Accept ]');
  });
});
