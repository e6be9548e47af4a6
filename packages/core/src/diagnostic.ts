import type { Msg } from './messages/types.js';

/** What the normaliser noticed about a request. Renderers show warnings and errors to the person;
 * `info` is for server authors (check-schema) and developer panels. */
export type DiagnosticSeverity = 'info' | 'warning' | 'error';

export type DiagnosticCode =
  | 'not-an-object'
  | 'missing-message'
  | 'missing-schema'
  | 'schema-not-object'
  | 'no-properties'
  | 'empty-form'
  | 'ignored-keyword'
  | 'ref-inlined'
  | 'ref-unresolved'
  | 'nullable-collapsed'
  | 'type-inferred'
  | 'enum-names-mismatch'
  | 'duplicate-option'
  | 'invalid-option'
  | 'invalid-default'
  | 'invalid-constraint'
  | 'unsupported-property'
  | 'required-unsupported'
  | 'required-unknown'
  | 'unsafe-key'
  | 'secret-requested'
  | 'unknown-mode'
  | 'url-blocked'
  /** `$schema` names a JSON Schema dialect other than draft 2020-12 (the one MCP forms use). */
  | 'unsupported-dialect'
  /** Past the documented limits (`MAX_FIELDS`, `MAX_MESSAGE_CHARACTERS`): renderers decline to show it. */
  | 'too-large'
  /** A bug in elicitkit, caught so the person can still decline or cancel. */
  | 'internal-error';

export interface Diagnostic {
  code: DiagnosticCode;
  severity: DiagnosticSeverity;
  /** What the person reads, in the host's words: one plain sentence per code. */
  msg: Msg;
  /** English detail for server authors, logs and `check-schema`. */
  message: string;
  /** The property name this is about, when it is about one. */
  field?: string;
  /** The schema keyword this is about (an ignored top-level one), as the server wrote it. */
  keyword?: string;
}
