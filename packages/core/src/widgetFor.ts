import type { Field } from './field.js';

/** Which control a field gets. Chosen here once so the web and terminal forms agree; drawn by each renderer. */
export type WidgetKind =
  | 'text'
  | 'email'
  | 'url'
  | 'date'
  | 'date-time'
  | 'number'
  | 'integer'
  | 'yesno'
  | 'radio'
  | 'select'
  | 'checkboxes'
  | 'unsupported';

/**
 * Up to this many options ("a handful") are all shown at once as radio buttons; more get a
 * compact list (a native select on the web), so a long choice does not make a long form.
 */
export const RADIO_MAX_OPTIONS = 4;

export function widgetFor(field: Field): WidgetKind {
  switch (field.kind) {
    case 'text':
      if (field.format === 'email') return 'email';
      if (field.format === 'uri') return 'url';
      if (field.format === 'date') return 'date';
      if (field.format === 'date-time') return 'date-time';
      return 'text';
    case 'number':
      return 'number';
    case 'integer':
      return 'integer';
    case 'boolean':
      // Two explicit answers, so "not answered" and "no" never look alike (design-language.md §1).
      return 'yesno';
    case 'select':
      return field.options.length <= RADIO_MAX_OPTIONS ? 'radio' : 'select';
    case 'multiselect':
      return 'checkboxes';
    case 'unsupported':
      return 'unsupported';
  }
}
