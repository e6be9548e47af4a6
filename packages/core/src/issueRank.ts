import type { SchemaIssue } from './compileSchemaCheck.js';

// When a value fails several checks, the one that best tells the person what to do comes first.
const PRIORITY = [
  'required',
  'type',
  'enum',
  'format',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
];

/** Sort key of a failed check: lower is reported first. */
export function issueRank(issue: SchemaIssue): number {
  const index = PRIORITY.indexOf(issue.keyword);
  return index === -1 ? PRIORITY.length : index;
}
