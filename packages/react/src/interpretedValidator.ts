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

// rjsf hands the same schema objects back again and again (and fresh ones after resolving).
const checks = new WeakMap<object, SchemaCheck | Error>();

function checkFor(schema: RJSFSchema): SchemaCheck | Error {
  let check = checks.get(schema);
  if (!check) {
    try {
      check = compileSchemaCheck(schema);
    } catch (error) {
      check = error instanceof Error ? error : new Error(String(error));
    }
    checks.set(schema, check);
  }
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
