// JSON.stringify escapes C0 controls (so no raw ESC reaches a terminal) but leaves C1 controls,
// bidirectional overrides and line separators as they are. Those only ever occur inside JSON
// strings, so escaping them keeps the output the same JSON value while making it safe to print.
const UNSAFE = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export function safeJson(value: unknown, indent?: number): string {
  const text = JSON.stringify(value, null, indent) ?? 'null';
  return text.replace(UNSAFE, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
