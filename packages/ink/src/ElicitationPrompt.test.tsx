import { normalizeRequest } from '@elicitkit/core';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Driven } from '../testing/driveInk.js';
import { SERVER, drivenPrompts, tick } from '../testing/driveInk.js';
import type { SavedDraft } from './draftStore.js';
import { draftKey, memoryDraftStore } from './draftStore.js';

const drive = drivenPrompts();

const schema = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
});

const closeTicket = {
  message: 'Close ticket TCK-42?',
  requestedSchema: schema(
    {
      reason: { type: 'string', title: 'Reason', minLength: 3 },
      resolution: {
        type: 'string',
        title: 'Resolution',
        oneOf: [
          { const: 'fixed', title: 'Fixed' },
          { const: 'wontfix', title: "Won't fix" },
          { const: 'duplicate', title: 'Duplicate' },
        ],
      },
      notify: { type: 'boolean', title: 'Notify reporter' },
    },
    ['reason', 'resolution'],
  ),
};

/** Ticks until the frame shows `text` (work done in an effect lands a render later). */
async function until(d: Driven, text: string): Promise<string> {
  for (let i = 0; i < 50 && !d.frame().includes(text); i++) await tick();
  return d.frame();
}

/** The label row of the focused field (the one marked with ›). */
const focusedLabel = (d: Driven) =>
  d
    .frame()
    .split('\n')
    .find((row) => row.startsWith('› '));

describe('keymap', () => {
  it('Tab and Shift-Tab move between fields and the action row, wrapping around', async () => {
    const d = drive(closeTicket);
    expect(focusedLabel(d)).toBe('› Reason*');
    await d.press('tab');
    expect(focusedLabel(d)).toBe('› Resolution*');
    await d.press('tab', 'tab');
    expect(focusedLabel(d)).toBeUndefined();
    expect(d.frame()).toContain('[ Accept ]');
    await d.press('tab', 'tab', 'tab');
    expect(focusedLabel(d)).toBe('› Reason*');
    await d.press('shiftTab');
    expect(d.frame()).toContain('[ Cancel ]');
  });

  it('↑↓ move between fields, but choose within a list; at its ends they leave it', async () => {
    const d = drive(closeTicket);
    await d.press('down');
    expect(focusedLabel(d)).toBe('› Resolution*');
    await d.press('down');
    expect(d.frame()).toContain('● Fixed');
    await d.press('down', 'down');
    expect(d.frame()).toContain('● Duplicate');
    await d.press('down');
    expect(focusedLabel(d)).toBe('› Notify reporter');
    await d.press('up');
    expect(focusedLabel(d)).toBe('› Resolution*');
    expect(d.frame()).toContain('● Duplicate');
    await d.press('up', 'up', 'up');
    expect(focusedLabel(d)).toBe('› Reason*');
    expect(d.frame()).toContain('● Fixed');
  });

  it('the highlighted option is the one sent, and nothing is pre-selected', async () => {
    const d = drive(closeTicket);
    expect(d.frame()).not.toContain('●');
    await d.type('dup');
    await d.press('down', 'down', 'down');
    await d.press('ctrlS');
    expect((await d.waitForResult()).result).toEqual({
      action: 'accept',
      content: { reason: 'dup', resolution: 'wontfix' },
    });
  });

  it('shows the keys for the focused control in the footer', async () => {
    const d = drive(closeTicket);
    expect(d.frame()).toContain('Enter next · Tab/↑↓ move · Ctrl-S send · Esc cancel');
    await d.press('tab');
    expect(d.frame()).toContain('↑↓ choose · Tab next field');
    await d.press('tab');
    expect(d.frame()).toContain('Space/y/n answer');
    expect(d.frame()).toContain('Enter send');
  });

  it('Space ticks checkboxes, and the min/max is shown', async () => {
    const d = drive({
      message: 'Labels?',
      requestedSchema: schema({
        labels: {
          type: 'array',
          title: 'Labels',
          items: { type: 'string', enum: ['bug', 'ux', 'perf'] },
          minItems: 1,
          maxItems: 2,
        },
      }),
    });
    expect(d.frame()).toContain('Choose between 1 and 2');
    await d.press('space', 'down', 'down', 'space', 'enter');
    expect((await d.waitForResult()).result).toEqual({
      action: 'accept',
      content: { labels: ['bug', 'perf'] },
    });
  });

  it('y and n answer a yes/no question, and Backspace un-answers it', async () => {
    const d = drive({
      message: 'Notify?',
      requestedSchema: schema({ notify: { type: 'boolean', title: 'Notify' } }),
    });
    expect(d.frame()).toContain('( ) Yes   ( ) No');
    await d.press({ text: 'n' });
    expect(d.frame()).toContain('( ) Yes   (•) No');
    await d.press('backspace');
    expect(d.frame()).toContain('( ) Yes   ( ) No');
    await d.press('enter');
    expect((await d.waitForResult()).result).toEqual({ action: 'accept', content: {} });
  });
});

describe('typing and pasting', () => {
  it('keeps every character of a paste that arrives in one chunk, Enter included', async () => {
    const d = drive({
      message: 'Who?',
      requestedSchema: schema({ name: { type: 'string', title: 'Name' } }, ['name']),
    });
    await d.write('Ada Lovelace\r');
    expect((await d.waitForResult()).result).toEqual({
      action: 'accept',
      content: { name: 'Ada Lovelace' },
    });
  });

  it('applies a chunk that spans fields in order: text, Tab, text, Enter', async () => {
    const d = drive({
      message: 'Who?',
      requestedSchema: schema({ name: { type: 'string' }, age: { type: 'integer', minimum: 0 } }, [
        'name',
        'age',
      ]),
    });
    await d.write('Grace\t85\r');
    expect((await d.waitForResult()).result).toEqual({
      action: 'accept',
      content: { name: 'Grace', age: 85 },
    });
  });

  it('edits at the caret: ← then typing inserts, Backspace deletes before it', async () => {
    const d = drive({
      message: 'Word?',
      requestedSchema: schema({ word: { type: 'string' } }),
    });
    await d.type('helo');
    await d.press('left');
    await d.type('l');
    await d.press('end', 'backspace');
    await d.type('o!');
    await d.press('enter');
    expect((await d.waitForResult()).result).toEqual({
      action: 'accept',
      content: { word: 'hello!' },
    });
  });

  it('moves the caret and erases by the character a person sees, not by code point', async () => {
    const d = drive(closeTicket);
    await d.type('ok 👍🏽 cafe\u0301');
    await d.press('left', 'left', 'left', 'left', 'left', 'backspace');
    await d.press('end', 'backspace');
    await d.press('tab', 'down', 'ctrlS');
    expect((await d.waitForResult()).result).toEqual({
      action: 'accept',
      content: { reason: 'ok  caf', resolution: 'fixed' },
    });
  });

  it('Ctrl-D neither closes the question nor loses what was typed', async () => {
    const d = drive(closeTicket);
    await d.type('typo fixed');
    await d.press('ctrlD');
    expect(d.result()).toBeUndefined();
    expect(d.frame()).toContain('> typo fixed');
    expect(d.frame()).toContain('your answers are kept');
  });
});

describe('Enter', () => {
  it('Ctrl-G writes a text answer in the editor: it gets the text so far, its text is sent', async () => {
    const given: string[] = [];
    const d = drive(closeTicket, {
      editText: (text) => {
        given.push(text);
        return { text: `${text} — details\nsecond line` };
      },
    });
    await d.type('Dup');
    await d.press('ctrlG');
    expect(await until(d, 'Answer taken')).toContain('> Dup — details↵second line');
    expect(given).toEqual(['Dup']);
    expect(d.frame()).toContain('Answer taken from your editor (2 lines).');
    // The form takes the terminal back in an effect after that frame; the test's stdin drops
    // keys written before (a real terminal keeps them until they are read).
    await tick();
    await d.press('tab', 'down', 'ctrlS');
    const { result } = await d.waitForResult();
    expect(result).toEqual({
      action: 'accept',
      content: { reason: 'Dup — details\nsecond line', resolution: 'fixed' },
    });
  });

  it('Ctrl-G keeps the answer when the editor fails, and never opens for a secret', async () => {
    const calls: string[] = [];
    const failing = drive(closeTicket, {
      editText: (text) => (
        calls.push(text),
        { error: 'vim exited with status 1; the answer is unchanged.' }
      ),
    });
    await failing.type('Kept');
    await failing.press('ctrlG');
    expect(await until(failing, 'vim exited')).toContain(
      'vim exited with status 1; the answer is unchanged.',
    );
    expect(failing.frame()).toContain('> Kept');
    const secret = drive(
      {
        message: 'Sign in',
        requestedSchema: schema({ password: { type: 'string', title: 'Password' } }),
      },
      { editText: (text) => (calls.push(text), { text: 'leaked' }) },
    );
    await secret.type('hunter2');
    await secret.press('ctrlG');
    expect(await until(secret, 'looks like a secret')).toContain('it looks like a secret');
    expect(calls).toEqual(['Kept']);
    expect(secret.frame()).not.toContain('Ctrl-G editor');
  });

  it('keeps unsent answers (never a secret) and restores them when the same question returns', async () => {
    // The save debounce runs on a clock the test can jump (it still moves with real time, so
    // Ink's own timers behave): "no late save" is proved by jumping past it, not by sleeping.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const memory = memoryDraftStore();
    const saved: SavedDraft[] = [];
    const store = {
      ...memory,
      save: (key: string, draft: SavedDraft) => (saved.push(draft), memory.save(key, draft)),
      get size() {
        return memory.size;
      },
    };
    const form = {
      message: 'Close ticket TCK-42?',
      requestedSchema: schema(
        {
          ...closeTicket.requestedSchema.properties,
          token: { type: 'string', title: 'API token' },
        },
        ['reason', 'resolution'],
      ),
    };
    const first = drive(form, { drafts: store });
    await first.type('Dup of TCK-7');
    await first.press('tab', 'down', 'down', 'tab', 'tab');
    await first.type('s3cret');
    await first.press('escape', 'escape');
    expect((await first.waitForResult()).result).toEqual({ action: 'cancel' });
    expect(store.size).toBe(1);
    // The secret never reached the store, not even in a save made while typing.
    expect(saved.length).toBeGreaterThan(0);
    expect(saved.some((d) => Object.hasOwn(d.answers, 'token'))).toBe(false);

    // The choice was a decision, so it was never kept: only the typed reason is.
    expect(saved.some((d) => Object.hasOwn(d.answers, 'resolution'))).toBe(false);

    const again = drive(form, { drafts: store });
    const frame = await until(again, 'Restored what you entered');
    expect(frame).toContain('> Dup of TCK-7');
    expect(frame).not.toContain("● Won't fix");
    expect(frame).not.toContain('s3cret');
    await again.press('tab', 'down', 'down');
    await until(again, "● Won't fix");
    await again.press('ctrlS');
    expect((await again.waitForResult()).result).toEqual({
      action: 'accept',
      content: { reason: 'Dup of TCK-7', resolution: 'wontfix' },
    });
    // Sent: nothing is kept any more, not even by a save still pending from the last key.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.size).toBe(0);
    const fresh = drive(form, { drafts: store });
    expect(fresh.frame()).not.toContain('Restored');

    // Another question (or server) never gets this draft.
    const other = drive({ ...form, message: 'Close ticket TCK-43?' }, { drafts: store });
    await other.type('x');
    await other.press('escape', 'escape');
    await other.waitForResult();
    const third = drive(form, { drafts: store });
    expect(third.frame()).not.toContain('Restored');
  });

  it('never restores a decision: a kept yes or choice (an older draft file) is ignored, and a destructive tool keeps nothing', async () => {
    const migration = {
      message: 'Apply migration 042 to which database?',
      requestedSchema: schema(
        {
          note: { type: 'string', title: 'Change note' },
          target: { type: 'string', title: 'Database', enum: ['staging', 'production'] },
          understood: { type: 'boolean', title: 'I understand this drops data' },
        },
        ['target', 'understood'],
      ),
    };
    const request = normalizeRequest(migration);
    if (request.mode !== 'form') throw new Error('expected a form');
    const store = memoryDraftStore();
    store.save(draftKey(SERVER.server.trustedId, migration.message, request.form.fields), {
      savedAt: Date.now(),
      answers: {
        note: { value: 'ticket 9' },
        target: { value: 'production' },
        understood: { value: true },
      },
    });
    const restored = drive(migration, { drafts: store });
    const frame = await until(restored, 'Restored what you entered');
    expect(frame).toContain('ticket 9');
    expect(frame).not.toContain('● production');
    expect(frame).not.toContain('(•) Yes');
    await restored.press('ctrlS');
    await tick();
    // Nothing was decided again, so nothing can be sent.
    expect(restored.result()).toBeUndefined();
    await restored.press('escape', 'escape');
    await restored.waitForResult();

    const destructive = {
      ...SERVER,
      subject: { method: 'tools/call' as const, name: 'apply_db_migration', destructive: true },
    };
    const fresh = drive(migration, { drafts: store, context: destructive });
    await tick();
    expect(fresh.frame()).not.toContain('Restored');
    await fresh.type('typed here');
    await fresh.press('escape', 'escape');
    await fresh.waitForResult();
    const after = drive(migration, { drafts: store, context: destructive });
    await tick();
    expect(after.frame()).not.toContain('typed here');
  });

  it('restores nothing from text typed then erased, nor from a damaged draft', async () => {
    const store = memoryDraftStore();
    const erased = drive(closeTicket, { drafts: store });
    await erased.type('x');
    await erased.press('backspace', 'escape', 'escape');
    await erased.waitForResult();
    expect(drive(closeTicket, { drafts: store }).frame()).not.toContain('Restored');

    const damaged = memoryDraftStore();
    const request = normalizeRequest(closeTicket);
    if (request.mode !== 'form') throw new Error('a form was expected');
    const key = draftKey(SERVER.server.trustedId, request.message, request.form.fields);
    damaged.save(key, {
      savedAt: Date.now(),
      answers: { reason: 'not an entry', resolution: null, notify: { value: true } },
    } as unknown as SavedDraft);
    const d = drive(closeTicket, { drafts: damaged });
    for (let i = 0; i < 5; i++) await tick();
    // The damaged entries are skipped, and the well-formed one is a decision: never restored.
    expect(d.frame()).not.toContain('Restored');
    expect(d.frame()).not.toContain('(•) Yes');
    expect(d.frame()).not.toContain('not an entry');
  });

  it('advances from a field that is not the last, without sending', async () => {
    const d = drive(closeTicket);
    await d.type('ok!');
    await d.press('enter');
    expect(d.result()).toBeUndefined();
    expect(focusedLabel(d)).toBe('› Resolution*');
  });

  it('sends from the last field', async () => {
    const d = drive(closeTicket);
    await d.type('all good');
    await d.press('enter', 'down', 'enter', 'enter');
    expect((await d.waitForResult()).result).toEqual({
      action: 'accept',
      content: { reason: 'all good', resolution: 'fixed' },
    });
  });

  it('shows core errors inline after a failed send and moves to the first wrong field', async () => {
    const d = drive(closeTicket);
    await d.press('tab', 'tab', 'enter');
    expect(d.result()).toBeUndefined();
    const frame = d.frame();
    expect(frame).toContain('✖ Enter at least 3 characters');
    expect(frame).toContain('✖ Choose one of the options');
    expect(frame).toContain('Not sent: 2 answers need attention');
    expect(focusedLabel(d)).toBe('› Reason*');
  });

  it('in a form with no fields, accepts with empty content', async () => {
    const d = drive({ message: 'Proceed with the deploy?', requestedSchema: schema({}) });
    expect(d.frame()).toContain('No information is asked for: Accept confirms.');
    expect(d.frame()).toContain('[ Accept ]');
    await d.press('enter');
    expect((await d.waitForResult()).result).toEqual({ action: 'accept', content: {} });
  });
});

describe('decline and cancel', () => {
  it('Decline on the action row declines', async () => {
    const d = drive(closeTicket);
    await d.type('something');
    await d.press('shiftTab', 'shiftTab', 'enter');
    expect((await d.waitForResult()).result).toEqual({ action: 'decline' });
    expect(d.frame()).toContain('Declined — tickets was told no; no answers were sent');
  });

  it('Esc with answers given asks once; another key keeps them, a second Esc cancels', async () => {
    const d = drive(closeTicket);
    await d.type('Dup of TCK-7');
    await d.press('escape');
    await tick();
    expect(d.result()).toBeUndefined();
    expect(d.frame()).toContain('Discard your answers? Esc again discards them');
    // Any other key keeps the answers and does what it does: here it types.
    await d.type('!');
    expect(d.frame()).toContain('> Dup of TCK-7!');
    expect(d.frame()).not.toContain('Discard your answers?');
    await d.press('escape');
    await tick();
    expect(d.result()).toBeUndefined();
    await d.press('escape');
    expect((await d.waitForResult()).result).toEqual({ action: 'cancel' });
  });

  it('Esc on an untouched question cancels at once', async () => {
    const d = drive(closeTicket);
    await d.press('escape');
    const answered = await d.waitForResult();
    expect(answered.result).toEqual({ action: 'cancel' });
    expect(answered.outcome.interrupted).toBe(false);
    expect(d.frame()).toContain('Cancelled — tickets was told you cancelled; no answers were sent');
  });

  it('Ctrl-C cancels and reports the interrupt', async () => {
    const d = drive(closeTicket);
    await d.type('half');
    await d.press('ctrlC');
    const answered = await d.waitForResult();
    expect(answered.result).toEqual({ action: 'cancel' });
    expect(answered.outcome.interrupted).toBe(true);
  });

  it('without accept available, says why and still offers Decline and Cancel', async () => {
    const d = drive({
      message: 'Code?',
      requestedSchema: schema(
        { code: { type: 'string', title: 'Verification code', pattern: '^[0-9]{6}$' } },
        ['code'],
      ),
    });
    const frame = d.frame();
    expect(frame).toContain('Accept (unavailable)');
    expect(frame).toContain('Verification code');
    expect(frame).toContain('This field cannot be answered here');
    expect(frame).toContain('Accept unavailable:');
    expect(frame).toContain('[ Decline ]');
    await d.press('ctrlS');
    expect(d.result()).toBeUndefined();
    await d.press('enter');
    expect((await d.waitForResult()).result).toEqual({ action: 'decline' });
  });
});

describe('what is shown', () => {
  it('shows the trusted server apart from its self-reported name', () => {
    const d = drive(closeTicket);
    const frame = d.frame();
    expect(frame.split('\n')[0]).toContain('Question from tickets (http://127.0.0.1:4000/mcp)');
    expect(frame).toContain('It calls itself "Ticket Server 2.1" (self-reported, not verified)');
  });

  it('renders hostile escape sequences in server text inert', () => {
    const d = drive({
      message:
        'Approve?\u001b[2J\u001b[H\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007 \u001b[31mred\u001b[0m\u202eevil',
      requestedSchema: schema({
        x: { type: 'string', title: 'Name\u001b[5m blink', description: 'desc\u0007bell' },
      }),
    });
    const frame = d.frame();
    // Each run of escapes shows as one mark, so the person can tell the text was tampered with.
    expect(frame).toContain('Approve?\ufffdclick\ufffd \ufffdred\ufffdevil');
    expect(frame).toContain('Name\ufffd blink');
    expect(frame).toContain('desc\ufffdbell');
    // eslint-disable-next-line no-control-regex
    expect(frame).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
  });

  it('shows unsupported fields with their reason', () => {
    const d = drive({
      message: 'Config',
      requestedSchema: schema({
        name: { type: 'string' },
        tags: { type: 'array', title: 'Tags', items: { type: 'string' } },
      }),
    });
    expect(d.frame()).toMatch(
      / {2}Tags\n {4}This field cannot be answered here: lists are\s+only supported/,
    );
  });

  it('masks a field that asks for a secret, after warning about it', async () => {
    const d = drive({
      message: 'Log in',
      requestedSchema: schema({ password: { type: 'string', title: 'Password' } }, ['password']),
    });
    expect(d.frame()).toContain('looks like it asks for a password');
    await d.type('hunter2');
    expect(d.frame()).toContain('•••••••');
    expect(d.frame()).not.toContain('hunter2');
  });

  it('Ctrl-T shows a masked secret as typed and hides it again, like the web’s Show button', async () => {
    const d = drive({
      message: 'Log in',
      requestedSchema: schema({ password: { type: 'string', title: 'Password' } }, ['password']),
    });
    await d.type('hunter2');
    expect(d.frame()).toContain('Ctrl-T show/hide');
    await d.press('ctrlT');
    expect(d.frame()).toContain('> hunter2');
    await d.press('ctrlT');
    expect(d.frame()).toContain('•••••••');
    expect(d.frame()).not.toContain('hunter2');
    await d.press('ctrlT', 'enter');
    expect((await d.waitForResult()).result).toEqual({
      action: 'accept',
      content: { password: 'hunter2' },
    });
  });
});

describe('tall forms', () => {
  const tall = {
    message: 'Twenty questions',
    requestedSchema: schema(
      Object.fromEntries(
        Array.from({ length: 20 }, (_, i) => [
          `q${i + 1}`,
          { type: 'string', title: `Question ${i + 1}` },
        ]),
      ),
    ),
  };

  it('fits the terminal and keeps the focused field and the action row on screen', async () => {
    const d = drive(tall, { rows: 12, columns: 80 });
    for (let i = 1; i <= 20; i++) {
      const rows = d.frame().split('\n');
      expect(rows.length).toBeLessThanOrEqual(11);
      // Every field is optional, so none is marked (core's fieldLabelSuffix).
      expect(rows).toContain(`› Question ${i}`);
      expect(rows.at(-2)).toContain('Accept');
      expect(rows.at(-2)).toContain('Decline');
      expect(rows.at(-2)).toContain('Cancel');
      await d.press('tab');
    }
    expect(d.frame().split('\n').at(-2)).toContain('[ Accept ]');
  });

  it('says how much is above and below, and PgUp/PgDn scroll the body', async () => {
    const d = drive(tall, { rows: 12, columns: 80 });
    expect(d.frame().split('\n')[0]).toMatch(/↓\d+ PgUp\/PgDn$/);
    await d.press('pageDown');
    expect(d.frame().split('\n')[0]).toMatch(/↑\d+ ↓\d+ PgUp\/PgDn$/);
    expect(d.frame()).not.toContain('Twenty questions');
    await d.press('pageUp');
    expect(d.frame()).toContain('Twenty questions');
  });

  it('PgUp/PgDn on a focused list scroll the screen and never answer it', async () => {
    const d = drive(
      {
        message: 'Pick a colour and a size',
        requestedSchema: schema(
          {
            colour: { type: 'string', enum: ['red', 'green', 'blue', 'cyan', 'teal'] },
            size: { type: 'string', enum: Array.from({ length: 12 }, (_, i) => `size-${i}`) },
            note: { type: 'string', description: 'Anything else we should know' },
          },
          [],
        ),
      },
      { rows: 12, columns: 80 },
    );
    // The colour list has focus, nothing picked.
    expect(d.frame()).toContain('› colour');
    expect(d.frame()).not.toContain('●');
    await d.press('pageDown');
    expect(d.frame().split('\n')[0]).toMatch(/↑\d+/);
    expect(d.frame()).not.toContain('●');
    await d.press('pageUp', 'pageDown', 'pageUp');
    expect(d.frame()).not.toContain('●');
    await d.press('escape');
    expect((await d.waitForResult()).result).toEqual({ action: 'cancel' });
  });

  it('scrolls a long list so the chosen option is always visible', async () => {
    const options = Array.from(
      { length: 1000 },
      (_, i) => `item-${String(i + 1).padStart(4, '0')}`,
    );
    const d = drive(
      {
        message: 'Pick',
        requestedSchema: schema({ item: { type: 'string', enum: options } }, ['item']),
      },
      { rows: 12, columns: 80 },
    );
    expect(d.frame()).toContain('↓ 997 more');
    await d.press('end');
    expect(d.frame()).toContain('● item-1000');
    expect(d.frame()).toContain('↑ 997 more');
    await d.press('up', 'up');
    expect(d.frame()).toContain('● item-0998');
    await d.press({ text: 'item-05' });
    expect(d.frame()).toContain('● item-0500');
    expect(d.frame().split('\n').length).toBeLessThanOrEqual(11);
  });
});
