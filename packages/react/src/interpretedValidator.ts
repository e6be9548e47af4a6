import type { SchemaCheck, SchemaIssue } from '@elicitkit/core';
import { compileSchemaCheck } from '@elicitkit/core';
import type {
  CustomValidator,
  ErrorSchema,
  ErrorTransformer,
  RJSFSchema,
  RJSFValidationError,
  UiSchema,
  ValidationData,
  ValidatorType,
} from '@rjsf/utils';
import {
  createErrorHandler,
  getDefaultFormState,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
} from '@rjsf/utils';

// rjsf hands the same schema objects back again and again, and equal fresh ones too: on every
// change it resolves the schema anew and matches each option it holds against the field's value,
// so a form of titled choices would compile every option on every keystroke. Checks are cached
// by object, then by content (as @rjsf/validator-ajv8 caches Ajv's by a hash of the schema).
const checks = new WeakMap<object, SchemaCheck | Error>();
const byContent = new Map<string, SchemaCheck | Error>();
let contentChars = 0;
// A bound on what the content cache holds; past it, it starts again.
const MAX_CONTENT_CHARS = 1_000_000;

class NotPlainJson extends Error {}

// Deeper than any schema a form draws; past it (or in a cycle) a schema is cached by object only.
const MAX_DEPTH = 64;

/**
 * The schema's content as a key: its enumerable own properties, exact for plain JSON data (plus
 * undefined, non-finite numbers and -0, told apart from null and 0); undefined for anything else
 * (a Date, a function, a cycle), which is then cached by object only. Written out rather than
 * JSON.stringify with a replacer: rjsf asks for fresh option objects on every keystroke, and a
 * replacer call per value was a visible share of one.
 */
function contentKey(schema: object): string | undefined {
  try {
    return keyPart(schema, 0);
  } catch {
    // NotPlainJson, or a getter that throws: no key, so cached by object only.
    return undefined;
  }
}

function keyPart(value: unknown, depth: number): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0) ? String(value) : `n${String(value)}`;
    case 'boolean':
      return value ? 't' : 'f';
    case 'undefined':
      return 'u';
    case 'object': {
      if (value === null) return 'z';
      if (depth >= MAX_DEPTH) throw new NotPlainJson();
      if (Array.isArray(value)) {
        let out = '[';
        // Indexed, not map(): a hole is undefined here, not skipped.
        for (let i = 0; i < value.length; i++)
          out += (i > 0 ? ',' : '') + keyPart((value as unknown[])[i], depth + 1);
        return `${out}]`;
      }
      const proto = Object.getPrototypeOf(value) as unknown;
      if (proto !== Object.prototype && proto !== null) throw new NotPlainJson();
      let out = '{';
      let first = true;
      for (const key of Object.keys(value)) {
        out += `${first ? '' : ','}${JSON.stringify(key)}:${keyPart((value as Record<string, unknown>)[key], depth + 1)}`;
        first = false;
      }
      return `${out}}`;
    }
    default:
      throw new NotPlainJson();
  }
}

function compile(schema: RJSFSchema): SchemaCheck | Error {
  try {
    return compileSchemaCheck(schema);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

function checkFor(schema: RJSFSchema): SchemaCheck | Error {
  let check = checks.get(schema);
  if (check) return check;
  const key = contentKey(schema);
  check = key === undefined ? undefined : byContent.get(key);
  if (!check) {
    check = compile(schema);
    if (key !== undefined) {
      if (contentChars + key.length > MAX_CONTENT_CHARS) {
        byContent.clear();
        contentChars = 0;
      }
      byContent.set(key, check);
      contentChars += key.length;
    }
  }
  checks.set(schema, check);
  return check;
}

/** An issue in rjsf's error shape, as @rjsf/validator-ajv8 words Ajv's (minus title lookup). */
function toRjsfError(issue: SchemaIssue): RJSFValidationError {
  let property = issue.instancePath.replace(/\//g, '.');
  if (issue.keyword === 'required')
    property = `${property}.${String(issue.params['missingProperty'])}`;
  return {
    name: issue.keyword,
    property,
    message: issue.message,
    params: issue.params,
    stack: `${property} ${issue.message}`.trim(),
    schemaPath: issue.schemaPath,
  };
}

/**
 * rjsf's ValidatorType on core's code-generation-free schema checker: what the web renderer uses
 * where a Content-Security-Policy forbids 'unsafe-eval' (rjsfValidator picks it). Schemas beyond
 * the elicitation subset that it cannot check ($ref, if/then, …) count as invalid with a clear
 * error, as @rjsf/validator-ajv8 treats a schema that fails to compile.
 */
export function createInterpretedValidator(): ValidatorType {
  const validator: ValidatorType = {
    isValid(schema: RJSFSchema, formData: unknown): boolean {
      const check = checkFor(schema);
      return check instanceof Error ? false : check(formData);
    },
    rawValidation<Result = SchemaIssue>(schema: RJSFSchema, formData?: unknown) {
      const check = checkFor(schema);
      if (check instanceof Error) return { validationError: check };
      check(formData);
      return { errors: (check.errors ?? undefined) as Result[] | undefined };
    },
    validateFormData(
      formData: unknown,
      schema: RJSFSchema,
      customValidate?: CustomValidator,
      transformErrors?: ErrorTransformer,
      uiSchema?: UiSchema,
    ): ValidationData<unknown> {
      const raw = validator.rawValidation<SchemaIssue>(schema, formData);
      let errors = (raw.errors ?? []).map(toRjsfError);
      if (raw.validationError) errors.push({ stack: raw.validationError.message });
      if (typeof transformErrors === 'function') errors = transformErrors(errors, uiSchema);
      let errorSchema = toErrorSchema(errors);
      if (raw.validationError)
        errorSchema = {
          ...errorSchema,
          $schema: { __errors: [raw.validationError.message] },
        } as unknown as ErrorSchema;
      if (typeof customValidate !== 'function') return { errors, errorSchema };
      // As validator-ajv8 does: custom validation sees the form data with its defaults filled in.
      const data = getDefaultFormState(validator, schema, formData, schema, true);
      const handler = customValidate(data, createErrorHandler(data), uiSchema, errorSchema);
      return validationDataMerge({ errors, errorSchema }, unwrapErrorHandler(handler));
    },
  };
  return validator;
}
