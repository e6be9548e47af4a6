import type { ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { AJV_OPTIONS } from '@elicitkit/core';

let validator: ValidatorType | undefined;

/**
 * rjsf's Ajv validator with exactly core's Ajv options, so rjsf's own schema work (option matching,
 * defaults) and core's verdicts agree. Created on first use: an Ajv instance is not free, and a
 * page that only imports the package should not pay for it.
 */
export function rjsfValidator(): ValidatorType {
  validator ??= customizeValidator({ ajvOptionsOverrides: AJV_OPTIONS });
  return validator;
}
