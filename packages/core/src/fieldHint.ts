import type { Field } from './field.js';
import { inEnglish } from './messages/english.js';
import type { MessageKey, Msg } from './messages/types.js';

type Bounds = { min?: number; max?: number };
function values(b: Bounds): Record<string, number> {
  const out: Record<string, number> = {};
  if (b.min !== undefined) out.min = b.min;
  if (b.max !== undefined) out.max = b.max;
  return out;
}

function range(kind: 'number' | 'integer', min?: number, max?: number): Msg {
  const which =
    min !== undefined && max !== undefined
      ? 'range'
      : min !== undefined
        ? 'atLeast'
        : max !== undefined
          ? 'atMost'
          : 'any';
  const key = `hint.${kind}.${which}` as const;
  return which === 'any' ? { key } : { key, values: values({ min, max }) };
}

function count(min: number | undefined, max: number | undefined): Msg {
  if (min !== undefined && max !== undefined) {
    return min === max
      ? { key: 'hint.multi.exactly', values: { count: min } }
      : { key: 'hint.multi.between', values: { min, max } };
  }
  if (min !== undefined) return { key: 'hint.multi.atLeast', values: { min } };
  if (max !== undefined) return { key: 'hint.multi.atMost', values: { max } };
  return { key: 'hint.multi.any' };
}

const FORMAT_HINT_KEYS = Object.freeze({
  email: 'hint.format.email',
  uri: 'hint.format.uri',
  date: 'hint.format.date',
  'date-time': 'hint.format.dateTime',
} as const satisfies Record<string, MessageKey>);

/** How the surface draws dates: typed as text (terminal), or with the browser's own date control. */
export interface FieldHintOptions {
  /**
   * The surface draws `date` and `date-time` with a native picker that shows its own format (the
   * web's `<input type="date">` may show mm/dd/yyyy): the hint names no format, so it never
   * contradicts the control (design-language.md §9).
   */
  nativeDateControls?: boolean;
}

/**
 * The hints that only restate the kind of field ("Enter some text", "Choose one of the options",
 * "Choose a date" beside a native date picker):
 * a surface whose control already says as much may leave them out. A key set, so the decision is
 * the same in every language.
 */
const GENERIC_HINT_KEYS: ReadonlySet<MessageKey> = Object.freeze(
  new Set<MessageKey>([
    'hint.text.any',
    'hint.select',
    'hint.boolean',
    'hint.multi.any',
    // A native date control shows its own format and picker.
    'hint.native.date',
    'hint.native.dateTime',
  ]),
);

/** Whether a hint only restates the kind of field (see GENERIC_HINT_KEYS). */
export function isGenericHint(msg: Msg | undefined): boolean {
  return msg !== undefined && GENERIC_HINT_KEYS.has(msg.key);
}

/** How to answer a field; shown as help and used as the error when it is wrong. */
export function fieldHintMsg(field: Field, options: FieldHintOptions = {}): Msg {
  switch (field.kind) {
    case 'text': {
      if (options.nativeDateControls && (field.format === 'date' || field.format === 'date-time'))
        return { key: field.format === 'date' ? 'hint.native.date' : 'hint.native.dateTime' };
      if (field.format) return { key: FORMAT_HINT_KEYS[field.format] };
      const { minLength: min, maxLength: max } = field;
      if (min !== undefined && max !== undefined)
        return { key: 'hint.text.between', values: { min, max } };
      if (min !== undefined) return { key: 'hint.text.atLeast', values: { min } };
      if (max !== undefined) return { key: 'hint.text.atMost', values: { max } };
      return { key: 'hint.text.any' };
    }
    case 'number':
      return range('number', field.minimum, field.maximum);
    case 'integer':
      return range('integer', field.minimum, field.maximum);
    case 'boolean':
      return { key: 'hint.boolean' };
    case 'select':
      return { key: 'hint.select' };
    case 'multiselect':
      return count(field.minItems, field.maxItems);
    case 'unsupported':
      return field.reasonMsg;
  }
}

/** fieldHintMsg in English. */
export function fieldHint(field: Field, options: FieldHintOptions = {}): string {
  return inEnglish(fieldHintMsg(field, options));
}
