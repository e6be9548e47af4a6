import type { UnsupportedField } from '@elicitkit/core';
import { wrappedLines } from '../lines.js';
import type { InkWidget } from './inkWidget.js';
import { INDENT } from './inkWidget.js';

/** A field outside the MCP subset: shown with its reason, never focused, never answered. */
export const unsupportedNote: InkWidget<UnsupportedField, never> = {
  typed: false,
  key: () => undefined,
  lines: ({ field, key, width, l }) =>
    wrappedLines(`${key}:reason`, l.format(field.reasonMsg), width, INDENT, { tone: 'warning' }),
  keyHints: () => 'terminal.keys.text',
};
