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

/**
 * The schema's content as a key: its enumerable own properties, exact for plain JSON data (plus
 * undefined, non-finite numbers and -0, told apart from null and 0); undefined for anything else
 * (a Date, a function, a cycle), which is then cached by object only.
 */
function contentKey(schema: object): string | undefined {
  try {
    return JSON.stringify(schema, function tagged(this: unknown, key: string, value: unknown) {
      // The holder's own value, before any toJSON.
      const own = (this as Record<string, unknown>)[key];
      switch (typeof own) {
        case 'string':
          return own.startsWith('\u0000') ? `\u0000s${own}` : own;
        case 'number':
          return Number.isFinite(own) && !Object.is(own, -0) ? own : `\u0000n${String(own)}`;
        case 'undefined':
          return key === '' ? value : '\u0000u';
        case 'boolean':
          return own;
        case 'object': {
          if (own === null || Array.isArray(own)) return own;
          const proto = Object.getPrototypeOf(own) as unknown;
          if (proto === Object.prototype || proto === null) return own;
          throw new NotPlainJson();
        }
        default:
          throw new NotPlainJson();
      }
    });
  } catch {
    return undefined;
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
