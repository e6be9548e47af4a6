// MCP elicitation wire types (2026-07-28, with the 2025-11-25 extras marked). This is the one home
// for protocol types in elicitkit; protocol.test-d.ts keeps them compatible with the official SDK.

export const PROTOCOL_2026 = '2026-07-28';
export const PROTOCOL_2025 = '2025-11-25';
export type ProtocolEra = typeof PROTOCOL_2026 | typeof PROTOCOL_2025;

export type StringFormat = 'email' | 'uri' | 'date' | 'date-time';

interface Described {
  title?: string;
  description?: string;
}

export interface StringSchema extends Described {
  type: 'string';
  minLength?: number;
  maxLength?: number;
  format?: StringFormat;
  default?: string;
}

export interface NumberSchema extends Described {
  type: 'number' | 'integer';
  minimum?: number;
  maximum?: number;
  default?: number;
}

export interface BooleanSchema extends Described {
  type: 'boolean';
  default?: boolean;
}

export interface UntitledSingleSelectEnumSchema extends Described {
  type: 'string';
  enum: string[];
  default?: string;
}

export interface TitledOption {
  const: string;
  title: string;
}

export interface TitledSingleSelectEnumSchema extends Described {
  type: 'string';
  oneOf: TitledOption[];
  default?: string;
}

/** Deprecated by the spec, still sent by real servers: labels aligned with `enum` by index. */
export interface LegacyTitledEnumSchema extends Described {
  type: 'string';
  enum: string[];
  enumNames?: string[];
  default?: string;
}

export interface UntitledMultiSelectEnumSchema extends Described {
  type: 'array';
  minItems?: number;
  maxItems?: number;
  items: { type: 'string'; enum: string[] };
  default?: string[];
}

export interface TitledMultiSelectEnumSchema extends Described {
  type: 'array';
  minItems?: number;
  maxItems?: number;
  items: { anyOf: TitledOption[] };
  default?: string[];
}

export type SingleSelectEnumSchema = UntitledSingleSelectEnumSchema | TitledSingleSelectEnumSchema;
export type MultiSelectEnumSchema = UntitledMultiSelectEnumSchema | TitledMultiSelectEnumSchema;
export type EnumSchema = SingleSelectEnumSchema | MultiSelectEnumSchema | LegacyTitledEnumSchema;
export type PrimitiveSchemaDefinition = StringSchema | NumberSchema | BooleanSchema | EnumSchema;

// Object types below are type aliases, not interfaces, so they stay assignable to the SDK's
// index-signature types (interfaces never are).
export type RequestedSchema = {
  $schema?: string;
  type: 'object';
  properties: Record<string, PrimitiveSchemaDefinition>;
  required?: string[];
};

export type ElicitRequestFormParams = {
  /** Optional on the wire: a missing mode means form. */
  mode?: 'form';
  message: string;
  requestedSchema: RequestedSchema;
};

export interface ElicitRequestURLParams {
  mode: 'url';
  message: string;
  url: string;
  /** 2025-11-25 only (required there); absent under 2026-07-28. */
  elicitationId?: string;
}

export type ElicitRequestParams = ElicitRequestFormParams | ElicitRequestURLParams;

export type ElicitContentValue = string | number | boolean | string[];
export type ElicitContent = Record<string, ElicitContentValue>;

export type ElicitAction = 'accept' | 'decline' | 'cancel';

/** The client's answer. Under 2026-07-28 a bare object: no resultType, no _meta. */
export type ElicitResult = {
  action: ElicitAction;
  content?: ElicitContent;
};

export interface ElicitationCapability {
  form?: Record<string, unknown>;
  url?: Record<string, unknown>;
}

/** An embedded request inside an `input_required` result: `{method, params}`, no id, no jsonrpc. */
export type InputRequest =
  | { method: 'elicitation/create'; params: ElicitRequestParams }
  | { method: 'sampling/createMessage'; params: Record<string, unknown> }
  | { method: 'roots/list'; params?: Record<string, unknown> };

export interface InputRequiredResult {
  resultType: 'input_required';
  inputRequests?: Record<string, InputRequest>;
  requestState?: string;
  _meta?: Record<string, unknown>;
}

export const ERROR_MISSING_CAPABILITY = -32021;
export const ERROR_URL_ELICITATION_REQUIRED = -32042;
export const ERROR_INVALID_PARAMS = -32602;
