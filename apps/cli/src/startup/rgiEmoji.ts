import { isSimpleText } from './simpleText.js';

let pattern: RegExp | undefined;

/**
 * Stands in for string-width's `/^\p{RGI_Emoji}$/v` in the CLI bundle: V8 spends about 30 ms
 * parsing that property-of-strings pattern when the module loads and as much again compiling it
 * on first use. No RGI emoji is made only of simple code points (simpleText.test.ts checks each
 * one), so those answer `false` at once and anything else goes to the real pattern, built then.
 */
export const rgiEmoji = {
  test(text: string): boolean {
    if (isSimpleText(text)) return false;
    pattern ??= new RegExp('^\\p{RGI_Emoji}$', 'v');
    return pattern.test(text);
  },
};
