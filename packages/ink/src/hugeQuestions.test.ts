// Huge questions stay responsive (issue 37, item 2): the server's message is folded after
// MESSAGE_FOLD characters, a keystroke in a 20,000-field form lays out only the field it changed,
// and past the documented limits the prompt says why it draws nothing and answers cancel.
import {
  MAX_MESSAGE_CHARACTERS,
  MESSAGE_FOLD,
  foldedMessage,
  normalizeRequest,
  toDisplayText,
} from '@elicitkit/core';
import { describe, expect, it } from 'vitest';
import { drivenPrompts } from '../testing/driveInk.js';
import { cachedFieldLines, drawnFieldCount } from './fieldBlockCache.js';
import { formLayout } from './formLayout.js';
import { formPromptModel } from './formPromptModel.js';
import { resolveTerminalLocalizer } from './resolveTerminalLocalizer.js';
import { resultLines } from './resultLines.js';

const drive = drivenPrompts();
const one = { type: 'object', properties: { city: { type: 'string', title: 'City' } } };

function manyFields(count: number) {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) properties[`f${i}`] = { type: 'string', title: `Field ${i}` };
  return { message: 'Many fields', requestedSchema: { type: 'object', properties } };
}

describe('huge questions in the terminal', () => {
  it('folds a 1 MB message after its opening, says how much is not shown, and still answers', async () => {
    const message = `START ${'lorem ipsum dolor '.repeat(60_000)}`;
    const d = drive({ message, requestedSchema: one });
    const frame = d.frame();
    expect(frame).toContain('START lorem ipsum');
    expect(foldedMessage(message).length).toBeLessThanOrEqual(MESSAGE_FOLD);
    const rest = message.length - foldedMessage(message).length;
    expect(frame.replace(/\s+/g, ' ')).toContain(
      `… and ${rest.toLocaleString('en')} more characters of the message, not shown`,
    );
    await d.type('Oslo');
    await d.press('enter');
    expect((await d.waitForResult()).result).toEqual({
      action: 'accept',
      content: { city: 'Oslo' },
    });
  });

  it('opens a folded message whole with Ctrl-O, pages through it to its end, and Esc goes back', async () => {
    const last = 2999;
    const words = Array.from({ length: last + 1 }, (_, i) => `w${i}`).join(' ');
    const d = drive({ message: words, requestedSchema: one }, { rows: 24 });
    const highest = () =>
      Math.max(...[...d.frame().matchAll(/\bw(\d+)\b/g)].map((m) => Number(m[1])));
    expect(d.frame()).toContain('Ctrl-O reads the whole message.');
    const folded = highest();
    expect(folded).toBeLessThan(last);
    await d.write('\u000f');
    expect(d.frame()).toContain('The whole message');
    expect(d.frame()).toContain('w0 w1 w2');
    await d.press('pageDown', 'pageDown', 'pageDown');
    expect(highest()).toBeGreaterThan(folded);
    for (let i = 0; i < 20; i++) await d.press('pageDown');
    expect(d.frame()).toContain(`w${last}`);
    await d.press('home');
    expect(d.frame()).toContain('w0 w1 w2');
    await d.press('escape');
    expect(d.frame()).not.toContain('The whole message');
    expect(d.frame()).toContain('City');
    await d.type('Oslo');
    await d.press('enter');
    expect((await d.waitForResult()).result).toEqual({
      action: 'accept',
      content: { city: 'Oslo' },
    });
  });

  it('Ctrl-O opens a folded message in a URL question too, and Esc goes back to it', async () => {
    const last = 2999;
    const words = Array.from({ length: last + 1 }, (_, i) => `w${i}`).join(' ');
    const d = drive(
      { mode: 'url', message: words, url: 'https://example.com/consent', elicitationId: 'e1' },
      { rows: 24 },
    );
    const highest = () =>
      Math.max(...[...d.frame().matchAll(/\bw(\d+)\b/g)].map((m) => Number(m[1])));
    const folded = highest();
    expect(folded).toBeLessThan(last);
    await d.write('\u000f');
    expect(d.frame()).toContain('The whole message');
    for (let i = 0; i < 25; i++) await d.press('pageDown');
    expect(highest()).toBe(last);
    expect(highest()).toBeGreaterThan(folded);
    await d.press('escape');
    expect(d.frame()).not.toContain('The whole message');
    expect(d.result()).toBeUndefined();
    await d.press('escape');
    expect((await d.waitForResult()).result).toEqual({ action: 'cancel' });
  });

  it("the answer's record opens a 1 MB message on one line exactly as it would whole", () => {
    const origin = { server: { trustedId: 'tickets' } };
    const asked = (message: string) =>
      resultLines(origin, message, [], { action: 'cancel' }, false, 80)[0]!
        .segments.map((s) => s.text)
        .join('');
    const whole = (message: string) =>
      `◆ ${toDisplayText(message, { singleLine: true, maxLength: 76 })}`;
    for (const message of [
      `START ${'lorem  ipsum\n dolor '.repeat(60_000)}`,
      // An opening of spaces collapses to nothing: the record reads on into the message.
      `${' '.repeat(5_000)}TAIL ${'x '.repeat(1_000)}`,
    ])
      expect(asked(message)).toBe(whole(message));
  });

  it('a keystroke in a 20,000-field form lays out again only the field it changed', () => {
    const request = normalizeRequest(manyFields(20_000));
    if (request.mode !== 'form') throw new Error('expected a form');
    const l = resolveTerminalLocalizer();
    const model = formPromptModel(request.form, { localizer: l });
    const options = { width: 80, listSize: 10, l };
    const [first, second] = request.form.fields;
    const before = model.question.getSnapshot();
    const a0 = cachedFieldLines(model, first!, before, { ...options, focused: true });
    const b0 = cachedFieldLines(model, second!, before, { ...options, focused: false });
    const after = model.question.act({ type: 'key', press: { name: 'text', text: 'x' } });
    const a1 = cachedFieldLines(model, first!, after, { ...options, focused: true });
    const b1 = cachedFieldLines(model, second!, after, { ...options, focused: false });
    expect(b1).toBe(b0);
    expect(a1).not.toBe(a0);
    expect(a1.lines.map((r) => r.segments.map((s) => s.text).join('')).join('\n')).toContain('x');
  });

  it('a 20,000-field form draws only the rows on screen, as the focus moves', () => {
    const request = normalizeRequest(manyFields(20_000));
    if (request.mode !== 'form') throw new Error('expected a form');
    const l = resolveTerminalLocalizer();
    const model = formPromptModel(request.form, { localizer: l });
    const origin = { server: { trustedId: 'many' } };
    const size = { columns: 100, rows: 30 };
    const first = formLayout(request, origin, model, model.question.getSnapshot(), size, l);
    expect(first.layout.body.map((r) => r.key)).toContain('field:f1:compact');
    expect(drawnFieldCount(model)).toBeLessThan(40);
    for (let i = 0; i < 50; i++) model.question.act({ type: 'key', press: { name: 'tab' } });
    const later = formLayout(request, origin, model, model.question.getSnapshot(), size, l);
    const keys = later.layout.body.map((r) => r.key);
    // The focused field is drawn open, the one before it as its row.
    expect(keys.some((k) => k.startsWith('field:f50') && !k.endsWith(':compact'))).toBe(true);
    expect(keys).toContain('field:f49:compact');
    expect(later.layout.body.length).toBeLessThanOrEqual(later.view.height);
    expect(drawnFieldCount(model)).toBeLessThan(100);
  });

  it('answers and cancels a 20,000-field form through the keyboard', async () => {
    const d = drive(manyFields(20_000), { rows: 24 });
    expect(d.frame()).toContain('Field 0');
    await d.type('a');
    await d.press('tab');
    await d.type('b');
    expect(d.frame()).toContain('Field 1');
    // Answers were given: the first Esc asks, the second cancels.
    await d.press('escape');
    expect(d.frame()).toContain('Discard your answers?');
    await d.press('escape');
    expect((await d.waitForResult()).result).toEqual({ action: 'cancel' });
  }, 60_000);

  it('declines to draw a message past the limit: says why, answers cancel', async () => {
    const d = drive({ message: 'x'.repeat(MAX_MESSAGE_CHARACTERS + 1), requestedSchema: one });
    expect((await d.waitForResult()).result).toEqual({ action: 'cancel' });
    const frame = d.frame().replace(/\s+/g, ' ');
    expect(frame).toContain('Question from tickets');
    expect(frame).toContain('This question is too large to show in a terminal');
    expect(frame).not.toContain('xxxxxxxxxx');
  });
});
