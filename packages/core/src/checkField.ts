import type { Field } from './field.js';
import type { FieldAnswer } from './fieldAnswer.js';
import type { FormSchema } from './normalizeSchema.js';
import type { FieldError, ValidateOptions } from './validateContent.js';
import { validateContent } from './validateContent.js';

// A field as a form of its own, made once per field: what checkField validates against.
const alone = new WeakMap<Field, FormSchema>();

interface Verdict {
  field: Field;
  options: ValidateOptions | undefined;
  error: FieldError | undefined;
}
// An answer is never changed in place (each change makes a new one), so a verdict holds while
// its answer object lives: a row drawn again, or a field left, checks nothing twice.
const verdicts = new WeakMap<FieldAnswer, Verdict>();

/**
 * The error `field`'s answer has, on show or not, or undefined. A form's schema is flat (each
 * property checked on its own, no rule spans fields), so this is the whole form's verdict on the
 * field: a keystroke checks the field it changed, not every field of the form. Fields that cannot
 * be answered here have no answer to check.
 */
export function checkField(
  form: FormSchema,
  field: Field,
  answer: FieldAnswer | undefined,
  options?: ValidateOptions,
): FieldError | undefined {
  const known = answer && verdicts.get(answer);
  if (known?.field === field && known.options === options) return known.error;
  let single = alone.get(field);
  if (!single) {
    single = { ...form, fields: [field] };
    alone.set(field, single);
  }
  const content: Record<string, unknown> = {};
  if (field.kind !== 'unsupported' && answer?.status === 'answered' && answer.value !== undefined)
    // Defined, not assigned: a field may be named __proto__.
    Object.defineProperty(content, field.name, {
      value: answer.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  // The form's own errors (field '', e.g. Accept blocked) are the whole form's, not this field's.
  const error = validateContent(single, content, options).errors.find(
    (e) => e.field === field.name,
  );
  if (answer) verdicts.set(answer, { field, options, error });
  return error;
}
