import type { FieldOption } from '@elicitkit/core';
import type { KeyPress } from '../decodeKeys.js';
import type { WidgetUpdate } from './inkWidget.js';

/** Where a list key moves the highlight: an index, past an end ('prev'/'next'), or nowhere. */
export function listMove(
  press: KeyPress,
  index: number,
  count: number,
): number | 'prev' | 'next' | undefined {
  switch (press.name) {
    case 'down':
      return index < count - 1 ? index + 1 : 'next';
    case 'up':
      return index > 0 ? index - 1 : 'prev';
    case 'home':
      return 0;
    case 'end':
      return count - 1;
    default:
      return undefined;
  }
}

/** The option a typed letter (or pasted word) jumps to, or -1. */
export function typeAhead(options: readonly FieldOption[], from: number, text: string): number {
  const wanted = text.toLowerCase();
  const n = options.length;
  // One character cycles through the options starting with it; a pasted word finds its first match.
  const start = wanted.length === 1 ? from + 1 : 0;
  for (let i = 0; i < n; i++) {
    const index = (start + i) % n;
    if (options[index]?.label.toLowerCase().startsWith(wanted)) return index;
  }
  return -1;
}

export function noOptionStarting(text: string): WidgetUpdate<never> {
  return {
    intent: {
      type: 'notice',
      notice: { tone: 'accent', msg: { key: 'list.noMatch', values: { text } } },
    },
  };
}
