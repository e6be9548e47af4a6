import type { Field } from './field.js';

function range(min: number | undefined, max: number | undefined, noun: string): string {
  if (min !== undefined && max !== undefined) return `${noun} from ${min} to ${max}`;
  if (min !== undefined) return `${noun} of at least ${min}`;
  if (max !== undefined) return `${noun} of at most ${max}`;
  return noun;
}

function count(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) {
    return min === max ? `Choose exactly ${min}` : `Choose between ${min} and ${max}`;
  }
  if (min !== undefined) return `Choose at least ${min}`;
  if (max !== undefined) return `Choose at most ${max}`;
  return 'Choose any of the options';
}

export const FORMAT_HINTS = {
  email: 'Enter an email address like name@example.com',
  uri: 'Enter a full web address like https://example.com',
  date: 'Enter a date like 2026-07-28 (year-month-day)',
  'date-time': 'Enter a date and time like 2026-07-28T14:30:00Z',
} as const;

/** How the surface draws dates: typed as text (terminal), or with the browser's own date control. */
export interface FieldHintOptions {
  /**
   * The surface draws `date` and `date-time` with a native picker that shows its own format (the
   * web's `<input type="date">` may show mm/dd/yyyy): the hint names no format, so it never
   * contradicts the control (design-language.md §9).
   */
  nativeDateControls?: boolean;
}

export const NATIVE_DATE_HINTS = {
  date: 'Choose a date',
  'date-time': 'Choose a date and time',
} as const;

/** How to answer a field, in plain English; shown as help and used as the error when it is wrong. */
export function fieldHint(field: Field, options: FieldHintOptions = {}): string {
  switch (field.kind) {
    case 'text': {
      if (options.nativeDateControls && (field.format === 'date' || field.format === 'date-time'))
        return NATIVE_DATE_HINTS[field.format];
      if (field.format) return FORMAT_HINTS[field.format];
      const { minLength: min, maxLength: max } = field;
      if (min !== undefined && max !== undefined)
        return `Enter between ${min} and ${max} characters`;
      if (min !== undefined) return `Enter at least ${min} character${min === 1 ? '' : 's'}`;
      if (max !== undefined) return `Enter at most ${max} characters`;
      return 'Enter some text';
    }
    case 'number':
      return `Enter a ${range(field.minimum, field.maximum, 'number')}`;
    case 'integer':
      return `Enter a ${range(field.minimum, field.maximum, 'whole number')}`;
    case 'boolean':
      return 'Choose yes or no';
    case 'select':
      return 'Choose one of the options';
    case 'multiselect':
      return count(field.minItems, field.maxItems);
    case 'unsupported':
      return `This field cannot be answered here: ${field.reason}`;
  }
}
