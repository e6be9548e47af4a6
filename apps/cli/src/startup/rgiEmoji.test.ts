import { expect, it } from 'vitest';
import { rgiEmoji } from './rgiEmoji.js';

const real = new RegExp('^\\p{RGI_Emoji}$', 'v');

it.each([
  ['a'],
  ['●'],
  ['日'],
  ['\u001b'],
  ['👍'],
  ['👍🏽'],
  ['⌚'],
  ['✓'],
  ['✔️'],
  ['👨‍👩‍👧'],
  ['🇯🇵'],
  ['#️⃣'],
  ['#⃣'],
  ['©'],
  ['©️'],
  ['ab'],
])('answers %j as string-width’s RGI_Emoji pattern does', (text) => {
  expect(rgiEmoji.test(text)).toBe(real.test(text));
});
