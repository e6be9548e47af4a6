// The terminal side of the design language (docs/design-language.md): explicit Yes/No, "(optional)"
// marking from core, the round indicator, validation timing, errors that never repeat a hint,
// danger styling and the empty multi-select note. Driven through the UI with ink-testing-library.
import { describe, expect, it } from 'vitest';
import type { Driven } from '../testing/driveInk.js';
import { SERVER, drivenPrompts } from '../testing/driveInk.js';

const drive = drivenPrompts();

const form = (properties: Record<string, unknown>, required: string[] = []) => ({
  message: 'A few questions',
  requestedSchema: { type: 'object', properties, required },
});
const rows = (d: Driven) => d.frame().split('\n');
const count = (text: string, part: string) => text.split(part).length - 1;

describe('design language in the terminal', () => {
  it('a boolean is an explicit ( ) Yes ( ) No with nothing picked; required + unanswered is an error', async () => {
    const d = drive(form({ ok: { type: 'boolean', title: 'Proceed' } }, ['ok']));
    expect(d.frame()).toContain('( ) Yes');
    expect(d.frame()).toContain('( ) No');
    expect(d.frame()).not.toContain('(•)');
    await d.press('ctrlS');
    expect(d.result()).toBeUndefined();
    // The error says "Choose yes or no" once: the hint with the same words is hidden.
    expect(count(d.frame(), 'Choose yes or no')).toBe(1);
    await d.type('n');
    await d.press('ctrlS');
    expect((await d.waitForResult()).result).toEqual({ action: 'accept', content: { ok: false } });
  });

  it('marks required fields with * and says once what it means; nothing when none is required', () => {
    const mixed = drive(
      form({ name: { type: 'string', title: 'Name' }, nick: { type: 'string', title: 'Nick' } }, [
        'name',
      ]),
    );
    expect(rows(mixed).some((r) => /Name\*$/.test(r))).toBe(true);
    expect(rows(mixed).some((r) => /Nick\*/.test(r))).toBe(false);
    expect(count(mixed.frame(), 'Fields marked * are required')).toBe(1);
    expect(mixed.frame()).not.toContain('(optional)');
    const loose = drive(
      form({ a: { type: 'string', title: 'Alpha' }, b: { type: 'string', title: 'Beta' } }),
    );
    expect(loose.frame()).not.toContain('*');
  });

  it("shows core's round indicator past the first round", () => {
    const first = drive(form({ a: { type: 'string' } }), { context: { ...SERVER, round: 1 } });
    expect(first.frame()).not.toContain('Question 1');
    const second = drive(form({ a: { type: 'string' } }), {
      context: { ...SERVER, round: 2, totalRounds: 3 },
    });
    expect(second.frame()).toContain('Question 2 of 3');
  });

  it('errors appear on leaving a touched field, never while first typing, and clear live', async () => {
    const d = drive(
      form(
        {
          email: { type: 'string', title: 'Email', format: 'email' },
          city: { type: 'string', title: 'City' },
        },
        ['email'],
      ),
    );
    await d.type('ada');
    expect(d.frame()).not.toContain('✖');
    await d.press('tab');
    expect(d.frame()).toContain('✖ Enter an email address like name@example.com');
    await d.press('shiftTab');
    await d.type('@example.com');
    expect(d.frame()).not.toContain('✖');
    // A field only passed through (never answered) shows nothing.
    await d.press('tab', 'tab');
    expect(d.frame()).not.toContain('✖');
  });

  it('a field changed and left once keeps its error live as it is typed, as on the web (one rule, in core)', async () => {
    const d = drive(
      form(
        {
          email: { type: 'string', title: 'Email', format: 'email' },
          city: { type: 'string', title: 'City' },
        },
        ['email'],
      ),
    );
    await d.type('ada');
    await d.press('tab');
    expect(d.frame()).toContain('✖ Enter an email address');
    await d.press('shiftTab');
    await d.type('@example.com');
    expect(d.frame()).not.toContain('✖');
    // Valid, then broken again while typing: the error is back at once (it was left once).
    await d.press('backspace', 'backspace', 'backspace', 'backspace');
    await d.type('%%');
    expect(d.frame()).toContain('✖ Enter an email address');
  });

  it('a destructive tool gets the danger marker, and its Accept is red', () => {
    const d = drive(form({ a: { type: 'string' } }), {
      context: { ...SERVER, subject: { method: 'tools/call', name: 'drop', destructive: true } },
      noColor: false,
    });
    expect(d.frame()).toContain('⚠ This tool can change or delete data');
    const safe = drive(form({ a: { type: 'string' } }), {
      context: { ...SERVER, subject: { method: 'tools/call', name: 'read' } },
    });
    expect(safe.frame()).not.toContain('This tool can change or delete data');
  });

  it('an emptied optional multi-select says it will be left out', async () => {
    const d = drive(
      form({
        tags: {
          type: 'array',
          title: 'Tags',
          items: { type: 'string', enum: ['red', 'green', 'blue'] },
        },
      }),
    );
    expect(d.frame()).not.toContain('Nothing selected');
    await d.press('space');
    expect(d.frame()).toContain('[x] red');
    await d.press('space');
    expect(d.frame()).toContain('Nothing selected — this answer will be left out');
    await d.press('ctrlS');
    expect((await d.waitForResult()).result).toEqual({ action: 'accept', content: {} });
  });
});
