import type { Registry } from '@rjsf/utils';
import type { EkFieldInfo, EkFormContext } from '../toRjsf.js';

/**
 * Our information about the field under an rjsf property key (absent for the root object): a
 * widget's `name`, or `fieldPathId.path[0]` in a field template.
 */
export function ekInfo(key: unknown, registry: Registry): EkFieldInfo | undefined {
  const fields = (registry.formContext as Partial<EkFormContext> | undefined)?.ekFields;
  return typeof key === 'string' && fields && Object.hasOwn(fields, key) ? fields[key] : undefined;
}
