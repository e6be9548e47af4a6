import type { Key } from 'ink';

type KeyName =
  | 'enter'
  | 'tab'
  | 'shift-tab'
  | 'up'
  | 'down'
  | 'left'
  | 'right'
  | 'home'
  | 'end'
  | 'page-up'
  | 'page-down'
  | 'backspace'
  /** Forward delete (the Delete key), told apart from Backspace only on Ink 7 and later. */
  | 'delete'
  | 'escape'
  | 'space'
  | 'ctrl-c'
  | 'ctrl-d'
  | 'ctrl-s'
  | 'ctrl-r'
  | 'ctrl-a'
  | 'ctrl-e'
  | 'ctrl-g'
  | 'ctrl-o'
  | 'ctrl-t'
  | 'ctrl-u';

export type KeyPress = { name: 'text'; text: string } | { name: KeyName };

const CONTROL_CHARS: Record<string, KeyName> = {
  '\r': 'enter',
  '\n': 'enter',
  '\t': 'tab',
  '\u007f': 'backspace',
  '\b': 'backspace',
  '\u0001': 'ctrl-a',
  '\u0003': 'ctrl-c',
  '\u0004': 'ctrl-d',
  '\u0005': 'ctrl-e',
  '\u0007': 'ctrl-g',
  '\u000f': 'ctrl-o',
  '\u0012': 'ctrl-r',
  '\u0013': 'ctrl-s',
  '\u0014': 'ctrl-t',
  '\u0015': 'ctrl-u',
  ' ': 'space',
};

/**
 * Splits a run of characters that arrived in one stdin read (a paste, fast typing, tmux
 * send-keys) into key presses. Ink hands such a run over as one string, so "Bob\r" would
 * otherwise be one odd key; here it is the text "Bob" then Enter, in order, nothing dropped.
 */
export function splitChunk(chunk: string): KeyPress[] {
  const presses: KeyPress[] = [];
  let text = '';
  const flush = () => {
    if (text !== '') presses.push({ name: 'text', text });
    text = '';
  };
  for (const char of chunk) {
    const name = CONTROL_CHARS[char];
    // Space is its own press even inside a run: it ticks a checkbox, and text fields insert it.
    if (name) {
      flush();
      presses.push({ name });
      // eslint-disable-next-line no-control-regex
    } else if (!/[\u0000-\u001f\u007f-\u009f]/.test(char)) {
      text += char;
    }
  }
  flush();
  return presses;
}

/**
 * Ink's (input, key) pair as the presses it stands for. `inkMajor`: the Ink that parsed the key
 * (`inkMajor()`): Ink 6 reports the Backspace key (DEL, 0x7f) as `delete`, so there both flags
 * erase to the left; Ink 7 and later report it as `backspace` and keep `delete` for the Delete key.
 */
export function decodeKeys(input: string, key: Key, inkMajor: number): KeyPress[] {
  if (key.upArrow) return [{ name: 'up' }];
  if (key.downArrow) return [{ name: 'down' }];
  if (key.leftArrow) return [{ name: key.ctrl || key.meta ? 'home' : 'left' }];
  if (key.rightArrow) return [{ name: key.ctrl || key.meta ? 'end' : 'right' }];
  if (key.pageUp) return [{ name: 'page-up' }];
  if (key.pageDown) return [{ name: 'page-down' }];
  if (key.home) return [{ name: 'home' }];
  if (key.end) return [{ name: 'end' }];
  if (key.tab) return [{ name: key.shift ? 'shift-tab' : 'tab' }];
  if (key.return) return [{ name: 'enter' }];
  if (key.escape) return [{ name: 'escape' }];
  if (key.backspace) return [{ name: 'backspace' }];
  if (key.delete) return [{ name: inkMajor >= 7 ? 'delete' : 'backspace' }];
  if (key.ctrl) {
    const name = CONTROL_CHARS[String.fromCharCode(input.charCodeAt(0) - 96)];
    return name ? [{ name }] : [];
  }
  if (key.meta) return [];
  return splitChunk(input);
}
