import type { Field, WidgetKind } from '@elicitkit/core';
import type { Registry } from '@rjsf/utils';
import type { EkFieldOptions, EkFormContext } from '../toRjsf.js';

export interface EkResolved {
  ekField?: Field;
  ekWidget?: WidgetKind;
  ekHint?: string;
}

/** Our per-field options and the core field they name (all absent on the root object). */
export function ekOptions(options: unknown, registry: Registry): EkResolved {
  const { ekKey, ekWidget, ekHint } = (options ?? {}) as Partial<EkFieldOptions>;
  const fields = (registry.formContext as Partial<EkFormContext> | undefined)?.ekFields;
  return {
    ...(ekKey !== undefined && fields?.[ekKey] && { ekField: fields[ekKey] }),
    ...(ekWidget !== undefined && { ekWidget }),
    ...(ekHint !== undefined && { ekHint }),
  };
}
