import type { DiagnosticCode, DiagnosticSeverity } from './diagnostic.js';
import type { MessageKey, Msg, MsgValues } from './messages/types.js';

const KEYS: Record<Exclude<DiagnosticCode, 'url-blocked'>, MessageKey> = {
  'internal-error': 'diagnostic.internalError',
  'not-an-object': 'diagnostic.notAnObject',
  'missing-message': 'diagnostic.missingMessage',
  'missing-schema': 'diagnostic.missingSchema',
  'schema-not-object': 'diagnostic.schemaNotObject',
  'no-properties': 'diagnostic.noProperties',
  'empty-form': 'diagnostic.emptyForm',
  'ignored-keyword': 'diagnostic.ignoredKeyword',
  'ref-inlined': 'diagnostic.refInlined',
  'ref-unresolved': 'diagnostic.refUnresolved',
  'nullable-collapsed': 'diagnostic.nullableCollapsed',
  'type-inferred': 'diagnostic.typeInferred',
  'enum-names-mismatch': 'diagnostic.enumNamesMismatch',
  'duplicate-option': 'diagnostic.duplicateOption',
  'invalid-option': 'diagnostic.invalidOption',
  'invalid-default': 'diagnostic.invalidDefault',
  'invalid-constraint': 'diagnostic.invalidConstraint',
  'unsupported-property': 'diagnostic.unsupportedProperty',
  'required-unsupported': 'diagnostic.requiredUnsupported',
  'required-unknown': 'diagnostic.requiredUnknown',
  'unsafe-key': 'diagnostic.unsafeKey',
  'secret-requested': 'diagnostic.secretRequested',
  'unknown-mode': 'diagnostic.unknownMode',
  'unsupported-dialect': 'diagnostic.unsupportedDialect',
  'too-large': 'diagnostic.tooLarge',
};

/**
 * The one plain sentence a person reads for a diagnostic (its `message` keeps the detail for
 * server authors). A blocked URL's sentence comes from the URL analysis, which knows why.
 */
export function diagnosticMsg(
  code: Exclude<DiagnosticCode, 'url-blocked'>,
  severity: DiagnosticSeverity,
  values?: MsgValues,
): Msg {
  // "properties" that is not an object makes the whole question malformed, not just field-less.
  const key =
    code === 'no-properties' && severity === 'error' ? 'diagnostic.schemaNotObject' : KEYS[code];
  return values ? { key, values } : { key };
}
