import type { Registry } from '@rjsf/utils';
import type { EkFieldInfo, EkFormContext } from '../toRjsf.js';

/**
 * Our information about the field under an rjsf property key (absent for the root object): a
 * widget's `name`, or `fieldPathId.path[0]` in a field template — with core's view of it where a bound widget gave it.
 */
export function ekInfo(key: unknown, registry: Registry): EkFieldInfo | undefined {
  const context = registry.formContext as Partial<EkFormContext> | undefined;
  const fields = context?.ekFields;
  if (typeof key !== 'string' || !fields || !Object.hasOwn(fields, key)) return undefined;
  const info = fields[key]!;
  const shown = context.ekShown?.get(key);
  return shown ? { ...info, shown } : info;
}
