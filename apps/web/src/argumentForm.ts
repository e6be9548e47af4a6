import type { ElicitContentValue, Question, FormSchema, Localizer, Msg } from '@elicitkit/core';
import { createQuestion, isSupported, normalizeSchema } from '@elicitkit/core';
import type { DemoMsg } from './locales/DemoCatalogue.js';

/** One sentence of a note: the demo's own words, or the kit's. */
export type NoteSentence = { readonly demo: DemoMsg } | { readonly kit: Msg };

export interface ArgumentForm {
  /** The schema as core reads it: its fields, model and validator are the kit's. */
  form: FormSchema;
  /**
   * Why the form cannot express this schema (then only the JSON editor is offered): sentences,
   * formatted where the note is drawn, so the note follows the page's language.
   */
  jsonOnly?: readonly NoteSentence[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A tool's inputSchema as a form, read by core exactly as an elicitation's requestedSchema is: flat
 * objects of strings, numbers, booleans and enums (with local $refs inlined). Anything richer is left
 * to the JSON editor rather than half-rendered: nested objects, lists other than multiple choice,
 * unions, and structure at the top level the form cannot show (a top-level $ref, allOf/anyOf/oneOf,
 * free-form keys).
 */
export function argumentForm(inputSchema: unknown): ArgumentForm {
  const form = normalizeSchema(inputSchema);
  const unsupported = form.fields.filter((field) => !isSupported(field));
  if (unsupported.length > 0)
    return {
      form,
      jsonOnly: [
        {
          demo: {
            key: 'args.jsonOnly.fields',
            values: { names: unsupported.map((f) => f.name).join(', ') },
          },
        },
      ],
    };
  // Top-level keywords core ignores still shape the arguments (a $ref to the real object, a
  // union of shapes): a form that ignored them would offer the wrong fields, or none.
  const ignored = form.diagnostics.filter((d) => d.code === 'ignored-keyword' && !d.field);
  const extraKeys = isObject(inputSchema) && isObject(inputSchema.additionalProperties);
  if (ignored.length > 0 || extraKeys) {
    const keywords = ignored.flatMap((d) => (d.keyword === undefined ? [] : [`"${d.keyword}"`]));
    const why: NoteSentence[] = [{ demo: { key: 'args.jsonOnly.schema' } }];
    if (keywords.length > 0)
      why.push({
        demo: {
          key: 'args.jsonOnly.keywords',
          values: { keywords: keywords.join(', '), count: keywords.length },
        },
      });
    // An ignored keyword core could not name (a malformed "required") still says what it is.
    for (const d of ignored) if (d.keyword === undefined) why.push({ kit: d.msg });
    if (extraKeys) why.push({ demo: { key: 'args.jsonOnly.anyName' } });
    why.push({ demo: { key: 'args.jsonOnly.useJson' } });
    return { form, jsonOnly: why };
  }
  const fatal = form.diagnostics.find((d) => d.severity === 'error');
  if (fatal) return { form, jsonOnly: [{ kit: fatal.msg }] };
  return { form };
}

function fits(value: unknown): value is ElicitContentValue {
  return (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    (Array.isArray(value) && value.every((v) => typeof v === 'string'))
  );
}

/**
 * Core's question, started from some arguments (an example, or what the JSON editor holds).
 * Fields the arguments leave out keep the schema's default, as core starts them; values of the
 * wrong type are still loaded, so the form shows core's message about them instead of hiding them.
 */
export function modelFromArguments(
  form: FormSchema,
  args: Record<string, unknown>,
  localizer?: Localizer,
): Question {
  // The page's localizer reads numbers typed its way (1,5 under German, any Unicode digits).
  // The demo marks optional arguments and draws a date (not a date and time) with the browser's control.
  const model = createQuestion(form, {
    ...(localizer && { localizer }),
    look: { marking: 'optional', nativeDateControls: ['date'] },
  });
  for (const field of form.fields) {
    if (!Object.prototype.hasOwnProperty.call(args, field.name)) continue;
    const value = args[field.name];
    if (value === undefined || value === null) model.clear(field.name);
    else if (fits(value)) model.setValue(field.name, value);
    else model.setValue(field.name, JSON.stringify(value));
  }
  return model;
}
