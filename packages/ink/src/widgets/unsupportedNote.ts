import type { UnsupportedField } from '@elicitkit/core';
import { wrappedLines } from '../lines.js';
import type { InkWidget } from './inkWidget.js';
import { INDENT } from './inkWidget.js';

/** A field outside the MCP subset: shown with its reason, never focused, never answered. */
export const unsupportedNote: InkWidget<UnsupportedField, never> = {
  typed: false,
  key: () => undefined,
  lines: ({ field, key, width }) =>
    wrappedLines(`${key}:reason`, `Can't be answered here: ${field.reason}`, width, INDENT, {
      tone: 'warning',
    }),
  keyHints: (_field, enter) => `${enter} · Tab/↑↓ move · Ctrl-S send · Esc cancel`,
};
