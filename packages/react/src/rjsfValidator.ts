import type { ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { AJV_OPTIONS, validatorEngine } from '@elicitkit/core';
import { createInterpretedValidator } from './interpretedValidator.js';

let ajvValidator: ValidatorType | undefined;
let interpreted: ValidatorType | undefined;

/**
 * The validator rjsf gets, following core's engine (validatorEngine) so rjsf's own schema work
 * (option matching, defaults) and core's verdicts always come from the same kind of checker:
 * rjsf's Ajv validator with exactly core's Ajv options, or, where code generation is forbidden
 * (or chosen with setValidatorEngine), the code-generation-free one. Each is created on first use:
 * an Ajv instance is not free, and a page that only imports the package should not pay for it.
 */
export function rjsfValidator(): ValidatorType {
  if (validatorEngine() === 'interpreted') return (interpreted ??= createInterpretedValidator());
  return (ajvValidator ??= customizeValidator({ ajvOptionsOverrides: AJV_OPTIONS }));
}
