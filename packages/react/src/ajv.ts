// `@elicitkit/react/ajv`: the opt-in Ajv path. By default the form validates with core's
// code-generation-free interpreter (the bench finds it faster per question, with verdicts identical
// to Ajv's); an app that wants Ajv calls enableAjv() once, before the first form, and installs
// @rjsf/validator-ajv8. Only such an app bundles Ajv.
import { customizeValidator } from '@rjsf/validator-ajv8';
import { AJV_OPTIONS } from '@elicitkit/core';
import { enableAjv as enableCoreAjv } from '@elicitkit/core/ajv';
import { registerRjsfAjvValidator } from './rjsfValidator.js';

/**
 * Loads Ajv for both checkers: core's (the verdicts and messages) and rjsf's (@rjsf/validator-ajv8
 * with core's AJV_OPTIONS). From then on Ajv is used wherever code generation is allowed; under a
 * CSP without 'unsafe-eval' the interpreter still serves.
 */
export function enableAjv(): void {
  enableCoreAjv();
  registerRjsfAjvValidator(() => customizeValidator({ ajvOptionsOverrides: AJV_OPTIONS }));
}
