import type { FormSchema } from './normalizeSchema.js';
import type { ElicitResult } from './protocol.js';
import type { FieldError } from './validateContent.js';
import { validateContent } from './validateContent.js';

export type AcceptOutcome =
  { ok: true; result: ElicitResult } | { ok: false; errors: FieldError[] };

/** An accept result, only when the content is valid for the form (otherwise the errors). */
export function acceptResult(form: FormSchema, content: unknown): AcceptOutcome {
  const outcome = validateContent(form, content);
  return outcome.valid
    ? { ok: true, result: { action: 'accept', content: outcome.content } }
    : { ok: false, errors: outcome.errors };
}
