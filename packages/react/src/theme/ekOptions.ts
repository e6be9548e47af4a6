import type { Field, WidgetKind } from '@elicitkit/core';
import type { EkFieldOptions } from '../toRjsf.js';

/** Our per-field options as a widget or template sees them (absent on the root object). */
export function ekOptions(options: unknown): Partial<EkFieldOptions> {
  return (options ?? {}) as Partial<EkFieldOptions>;
}

export function ekField(options: unknown): Field | undefined {
  return ekOptions(options).ekField;
}

export function ekWidget(options: unknown): WidgetKind | undefined {
  return ekOptions(options).ekWidget;
}
