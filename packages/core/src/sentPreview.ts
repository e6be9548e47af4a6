import type { Field } from './field.js';
import { english } from './messages/english.js';
import type { Localizer, Msg } from './messages/types.js';

/**
 * "= 1.5" under a number typed as "1,5" (or "١٫٥", "1.500,25"…): the value that will be sent,
 * in the JSON form the server receives, shown only when the typed text is not already that.
 */
export function sentPreview(
  field: Field,
  value: unknown,
  localizer: Pick<Localizer, 'parseNumber'> = english,
): Msg | undefined {
  if ((field.kind !== 'number' && field.kind !== 'integer') || typeof value !== 'string')
    return undefined;
  const read = localizer.parseNumber(value);
  if (!read.ok || value.trim() === String(read.value)) return undefined;
  return { key: 'number.sent', values: { value: String(read.value) } };
}
