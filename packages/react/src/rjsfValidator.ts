import type { ValidatorType } from '@rjsf/utils';
import { validatorEngine } from '@elicitkit/core';
import { createInterpretedValidator } from './interpretedValidator.js';

let ajvFactory: (() => ValidatorType) | undefined;
let ajvValidator: ValidatorType | undefined;
let interpreted: ValidatorType | undefined;

/**
 * Called by `enableAjv()` in `@elicitkit/react/ajv`: how to build rjsf's Ajv validator. It is a
 * registration rather than an import so that @rjsf/validator-ajv8 (and Ajv with it) is bundled
 * only by apps that opt in.
 */
export function registerRjsfAjvValidator(factory: () => ValidatorType): void {
  ajvFactory = factory;
}

/**
 * The validator rjsf gets, following core's engine (validatorEngine) so rjsf's own schema work
 * (option matching, defaults) and core's verdicts come from the same kind of checker: the
 * code-generation-free one by default (and always where a CSP forbids code generation), or rjsf's
 * Ajv validator with core's Ajv options once `enableAjv()` from `@elicitkit/react/ajv` has run.
 * Each is created on first use: a page that only imports the package should not pay for it.
 */
export function rjsfValidator(): ValidatorType {
  if (validatorEngine() === 'ajv' && ajvFactory) return (ajvValidator ??= ajvFactory());
  return (interpreted ??= createInterpretedValidator());
}
