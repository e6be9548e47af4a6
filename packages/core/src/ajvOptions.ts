import type { Options } from 'ajv';

/**
 * The Ajv options of @rjsf/validator-ajv8's createAjvInstance, so the web renderer's rjsf validator
 * and core's Ajv engine reach the same verdicts on the same schema (and the code-generation-free
 * interpreter reproduces Ajv's verdicts under exactly these options).
 */
export const AJV_OPTIONS: Options = {
  allErrors: true,
  multipleOfPrecision: 8,
  strict: false,
  verbose: true,
  discriminator: false,
};
