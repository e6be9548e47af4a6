import { acceptResult, normalizeSchema } from '@elicitkit/core';
import type { ElicitParams } from './probe.js';

type FormSchemaJson = Extract<ElicitParams, { mode: 'form' }>['requestedSchema'];

const typeOk = (prop: Record<string, unknown>, value: unknown): boolean => {
  switch (prop['type']) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    default:
      return true;
  }
};

/**
 * Why `content` does not fit `schema`, one line per problem (none: it fits). Stricter than what a
 * client does before sending: the wire types must be the schema's own (the text "50" is not an
 * integer) and no unknown field may come along; the constraints are core's one validator's.
 */
export function contentProblems(schema: FormSchemaJson, content: unknown): string[] {
  if (typeof content !== 'object' || content === null || Array.isArray(content))
    return [`content is ${content === undefined ? 'missing' : 'not an object'}`];
  const problems: string[] = [];
  const props = schema.properties as Record<string, Record<string, unknown>>;
  for (const [name, value] of Object.entries(content)) {
    const prop = props[name];
    if (!prop) problems.push(`${JSON.stringify(name)}: not a field of the form`);
    else if (!typeOk(prop, value))
      problems.push(
        `${JSON.stringify(name)}: ${JSON.stringify(value)} is not of type ${String(prop['type'])}`,
      );
  }
  const outcome = acceptResult(normalizeSchema(schema), content);
  for (const error of outcome.ok ? [] : outcome.errors)
    if (!problems.some((p) => p.startsWith(`${JSON.stringify(error.field)}:`)))
      problems.push(`${JSON.stringify(error.field)}: ${error.message}`);
  return problems;
}
