import type { SupportedField } from './field.js';
import { issueRank } from './issueRank.js';
import type { SchemaIssue } from './compileSchemaCheck.js';
import { compileSchemaCheck } from './compileSchemaCheck.js';
import { fieldJsonSchema } from './toJsonSchema.js';

function reason(field: SupportedField, value: unknown, issue: SchemaIssue): string {
  const limit = String(issue.params.limit);
  const inItem = issue.instancePath !== '';
  switch (issue.keyword) {
    case 'type':
      if (field.kind === 'text') return 'it is not text';
      if (field.kind === 'boolean') return 'it is not true or false';
      if (field.kind === 'multiselect' || field.kind === 'select')
        return field.kind === 'select'
          ? 'it is not one of the options'
          : 'it is not a list of options';
      return field.kind === 'integer' && typeof value === 'number'
        ? 'it is not a whole number'
        : 'it is not a number';
    case 'enum':
      return inItem ? 'it names an option that is not offered' : 'it is not one of the options';
    case 'format':
      return `it is not a valid ${String(issue.params.format)}`;
    case 'minimum':
      return `it is below the minimum ${limit}`;
    case 'maximum':
      return `it is above the maximum ${limit}`;
    case 'minLength':
      return 'it is too short';
    case 'maxLength':
      return 'it is too long';
    case 'uniqueItems':
      return 'it repeats an option';
    case 'minItems':
      return `it picks fewer than ${limit}`;
    case 'maxItems':
      return `it picks more than ${limit}`;
    default:
      return 'it does not fit the field';
  }
}

/**
 * Why a server's default does not fit its field, or undefined when it does. The verdict is the
 * one validator's (the interpreter on the field's own schema), so a default is kept exactly when
 * the same value typed by the person would be sent.
 */
export function checkDefault(field: SupportedField, value: unknown): string | undefined {
  const check = compileSchemaCheck(fieldJsonSchema(field));
  if (check(value)) return undefined;
  const issues = [...(check.errors ?? [])].sort((a, b) => issueRank(a) - issueRank(b));
  const first = issues[0];
  return first ? reason(field, value, first) : 'it does not fit the field';
}
