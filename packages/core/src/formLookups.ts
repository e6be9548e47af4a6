import type { Field } from './field.js';
import type { FormSchema } from './normalizeSchema.js';

export interface FormLookups {
  byName: ReadonlyMap<string, Field>;
  order: ReadonlyMap<string, number>;
}

// Per-form tables, built once: a keystroke, a drawn field and every validation look fields up by
// name, and a search through the fields each time is quadratic in a form of thousands of fields.
const lookups = new WeakMap<FormSchema, FormLookups>();

/** The form's fields by name, and each name's position. */
export function formLookups(form: FormSchema): FormLookups {
  let found = lookups.get(form);
  if (!found) {
    found = {
      byName: new Map(form.fields.map((f) => [f.name, f] as const)),
      order: new Map(form.fields.map((f, i) => [f.name, i] as const)),
    };
    lookups.set(form, found);
  }
  return found;
}
