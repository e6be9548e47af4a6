// A tall form's compact rows read back what will be sent: a date or number typed the person's
// way shows, beside it, core's preview of the value sent (the line the focused field shows).
import de from '@elicitkit/core/locales/de';
import { describe, expect, it } from 'vitest';
import { drivenPrompts } from '../testing/driveInk.js';

const drive = drivenPrompts();

const properties: Record<string, unknown> = {
  birthday: { type: 'string', format: 'date', title: 'Birthday' },
  height: { type: 'number', title: 'Height' },
};
for (let i = 1; i <= 12; i++) properties[`note${i}`] = { type: 'string', title: `Note ${i}` };
const profile = { message: 'Your profile', requestedSchema: { type: 'object', properties } };

const rowOf = (frame: string, label: string) =>
  frame.split('\n').find((r) => r.trimStart().startsWith(`${label}:`)) ?? '';

describe('a compact row, out of focus', () => {
  it('shows the date and the number that will be sent, in the person’s locale', async () => {
    const d = drive(profile, { rows: 16, messages: de });
    await d.type('24.12.2026');
    await d.press('tab');
    await d.type('1,75');
    await d.press('tab');
    const frame = d.frame();
    const birthday = rowOf(frame, 'Birthday');
    expect(birthday).toContain('24.12.2026');
    expect(birthday).toContain('2026-12-24');
    expect(birthday).toContain('24. Dezember 2026');
    expect(birthday).toMatch(/✔$/);
    const height = rowOf(frame, 'Height');
    expect(height).toContain('1,75');
    expect(height).toContain('1.75');
  });

  it('"tomorrow" reads back as the date it stands for, in English', async () => {
    const d = drive(profile, { rows: 16 });
    await d.type('tomorrow');
    await d.press('tab');
    const birthday = rowOf(d.frame(), 'Birthday');
    expect(birthday).toContain('tomorrow');
    expect(birthday).toMatch(/\(\d{4}-\d{2}-\d{2}\)/);
  });
});
