import type { Field } from './field.js';
import { english } from './messages/english.js';
import type { Localizer, Msg } from './messages/types.js';

/**
 * "= 1.5" under a number typed as "1,5" (or "١٫٥", "1.500,25"…): the value that will be sent,
 * in the JSON form the server receives, shown only when the typed text is not already that.
 * A date typed the locale's way ("24.12.2026", "tomorrow") is shown back as an unambiguous date
 * with the ISO text sent ("= 24. Dezember 2026 (2026-12-24)").
 */
export function sentPreview(
  field: Field,
  value: unknown,
  localizer: Pick<Localizer, 'parseNumber'> &
    Partial<Pick<Localizer, 'parseDate' | 'date'>> = english,
): Msg | undefined {
  if (typeof value !== 'string') return undefined;
  if (field.kind === 'text' && (field.format === 'date' || field.format === 'date-time')) {
    const read = localizer.parseDate?.(value, field.format);
    if (!read?.ok || value.trim() === read.value) return undefined;
    const date = localizer.date?.(read.value, field.format) ?? read.value;
    return { key: 'date.sent', values: { date, iso: read.value } };
  }
  if (field.kind !== 'number' && field.kind !== 'integer') return undefined;
  const read = localizer.parseNumber(value);
  if (!read.ok || value.trim() === String(read.value)) return undefined;
  return { key: 'number.sent', values: { value: String(read.value) } };
}
