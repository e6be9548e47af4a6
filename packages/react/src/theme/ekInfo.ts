import type { Registry } from '@rjsf/utils';
import type { EkFieldInfo, EkFormContext } from '../toRjsf.js';

/**
 * Our information about the field under an rjsf property key (absent for the root object): a
 * widget's `name`, or `fieldPathId.path[0]` in a field template — with the error on show there.
 */
export function ekInfo(key: unknown, registry: Registry): EkFieldInfo | undefined {
  const context = registry.formContext as Partial<EkFormContext> | undefined;
  const fields = context?.ekFields;
  if (typeof key !== 'string' || !fields || !Object.hasOwn(fields, key)) return undefined;
  const info = fields[key]!;
  const shownError = context.ekErrors?.get(key);
  return shownError ? { ...info, shownError } : info;
}
