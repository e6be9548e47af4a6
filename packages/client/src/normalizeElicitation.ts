import type { Elicitation, FormSchema } from '@elicitkit/core';
import { normalizeRequest } from '@elicitkit/core';

// Compiling a form's validator costs about a millisecond, more than a loopback round trip, and
// core caches it per FormSchema object. Servers often ask the same form again (a re-ask after a
// refused answer, a sign-in not finished yet, a loop of rounds), so the same requestedSchema
// text gets the same FormSchema, and with it the already compiled validator.
const CACHED_FORMS = 64;
const forms = new Map<string, FormSchema>();

function schemaKey(params: unknown): string | undefined {
  if (typeof params !== 'object' || params === null) return undefined;
  const schema = (params as { requestedSchema?: unknown }).requestedSchema;
  if (schema === undefined) return undefined;
  try {
    return JSON.stringify(schema);
  } catch {
    return undefined;
  }
}

/** `normalizeRequest`, reusing the FormSchema of an identical requestedSchema seen recently. */
export function normalizeElicitation(params: unknown): Elicitation {
  const elicitation = normalizeRequest(params);
  if (elicitation.mode !== 'form') return elicitation;
  const key = schemaKey(params);
  if (key === undefined) return elicitation;
  const cached = forms.get(key);
  if (cached) {
    // Most recently used last, so the oldest entry is the first to go.
    forms.delete(key);
    forms.set(key, cached);
    return { ...elicitation, form: cached };
  }
  forms.set(key, elicitation.form);
  if (forms.size > CACHED_FORMS) forms.delete(forms.keys().next().value as string);
  return elicitation;
}
