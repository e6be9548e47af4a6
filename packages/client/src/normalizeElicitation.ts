import type { Elicitation, FormSchema } from '@elicitkit/core';
import { normalizeRequest, normalizeSchema } from '@elicitkit/core';
import { contentKey, plainCopy } from './contentKey.js';

// Servers often ask the same form again (a re-ask after a refused answer, a sign-in not finished
// yet, a loop of rounds, one question per item). Reading a requestedSchema costs more than the
// rest of answering it, and compiling its validator (cached by core per FormSchema object) more
// still, so an identical requestedSchema, by content, gets the same FormSchema: read once, then
// frozen, because every question that asks it shares it. The message and the request's own
// diagnostics are read afresh for every question.
const CACHED_FORMS = 64;
const forms = new Map<string, FormSchema>();
let last: { key: string; form: FormSchema } | undefined;
const OPTIONS = { normalizeSchema: cachedForm };

function cachedForm(requestedSchema: unknown): FormSchema {
  const key = contentKey(requestedSchema);
  if (key === undefined) return normalizeSchema(requestedSchema);
  // The same form as last time, the usual case, needs no reordering.
  if (key === last?.key) return last.form;
  const cached = forms.get(key);
  if (cached) {
    // Most recently used last, so the oldest entry is the first to go.
    forms.delete(key);
    forms.set(key, cached);
    last = { key, form: cached };
    return cached;
  }
  let copy: unknown;
  let copyKey: string | undefined;
  try {
    copy = plainCopy(requestedSchema);
    copyKey = contentKey(copy);
  } catch {
    copyKey = undefined;
  }
  // The form is read from the copy and filed under the copy's key, so what is cached is what its
  // key says even if a getter answered differently the second time.
  if (copyKey === undefined) return normalizeSchema(requestedSchema);
  const form = deepFreeze(normalizeSchema(copy));
  forms.set(copyKey, form);
  last = { key: copyKey, form };
  if (forms.size > CACHED_FORMS) forms.delete(forms.keys().next().value as string);
  return form;
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
  return value;
}

/** `normalizeRequest`, reusing the (frozen) FormSchema of an identical requestedSchema seen recently. */
export function normalizeElicitation(params: unknown): Elicitation {
  return normalizeRequest(params, OPTIONS);
}
