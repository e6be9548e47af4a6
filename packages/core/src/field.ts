import type { Msg } from './messages/types.js';
import type { Diagnostic } from './diagnostic.js';
import type { ElicitContentValue, StringFormat } from './protocol.js';

export interface FieldOption {
  value: string;
  label: string;
}

interface FieldBase {
  /** Property name: the key used in `content`. */
  name: string;
  /** Display label: the schema title, or the name when there is none (display-safe text). */
  label: string;
  description?: string;
  required: boolean;
  /** A spec default that is valid for the field; it prefills the answer. */
  default?: ElicitContentValue;
  diagnostics: Diagnostic[];
}

export interface TextField extends FieldBase {
  kind: 'text';
  format?: StringFormat;
  minLength?: number;
  maxLength?: number;
  default?: string;
}

export interface NumberField extends FieldBase {
  kind: 'number' | 'integer';
  minimum?: number;
  maximum?: number;
  default?: number;
}

export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default?: boolean;
}

export type EnumVariant = 'untitled' | 'titled' | 'legacy';

export interface SelectField extends FieldBase {
  kind: 'select';
  variant: EnumVariant;
  options: FieldOption[];
  default?: string;
}

export interface MultiSelectField extends FieldBase {
  kind: 'multiselect';
  variant: Exclude<EnumVariant, 'legacy'>;
  options: FieldOption[];
  minItems?: number;
  maxItems?: number;
  default?: string[];
}

/** A property outside the MCP subset. It is shown (so nothing is hidden) but never answered. */
export interface UnsupportedField extends FieldBase {
  kind: 'unsupported';
  /** Why, in English (logs, check-schema). */
  reason: string;
  /** Why, as the person reads it (the field's hint). */
  reasonMsg: Msg;
  // `never`, not `undefined`: under a consumer's exactOptionalPropertyTypes, `default?: undefined`
  // does not extend FieldBase's `default?: ElicitContentValue` and their type-check fails.
  default?: never;
}

export type Field =
  TextField | NumberField | BooleanField | SelectField | MultiSelectField | UnsupportedField;

export type FieldKind = Field['kind'];
export type SupportedField = Exclude<Field, UnsupportedField>;

export function isSupported(field: Field): field is SupportedField {
  return field.kind !== 'unsupported';
}
