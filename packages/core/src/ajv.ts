// `@elicitkit/core/ajv`: the opt-in Ajv engine. Core's default engine is the code-generation-free
// interpreter (compileSchemaCheck.ts), which the bench finds faster per question with identical verdicts;
// Ajv stays available for hosts that want it, behind this entry so nobody else bundles it.
import AjvModule, { type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { AJV_OPTIONS } from './ajvOptions.js';
import type { SchemaCheck } from './compileSchemaCheck.js';
import { registerAjvCompiler } from './validatorEngine.js';

/** @public */
export { AJV_OPTIONS } from './ajvOptions.js';

// Both packages are CommonJS with a `default` export; under Node ESM and bundlers alike this finds the function.
type AjvClass = new (options: Options) => {
  compile(schema: object): ValidateFunction;
  removeSchema(schema: object): unknown;
};
const Ajv = ((AjvModule as unknown as { default?: AjvClass }).default ??
  AjvModule) as unknown as AjvClass;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: unknown) => void;

let ajv: InstanceType<AjvClass> | undefined;

/** Compiles a schema with core's Ajv (AJV_OPTIONS plus ajv-formats), built on first use. */
function compileWithAjv(schema: object): SchemaCheck {
  if (!ajv) {
    ajv = new Ajv(AJV_OPTIONS);
    addFormats(ajv);
  }
  const validate: ValidateFunction = ajv.compile(schema);
  // Ajv keeps every compiled schema in its own cache; core's are in validateContent, so let Ajv's go.
  ajv.removeSchema(schema);
  return validate as SchemaCheck;
}

/**
 * Loads the Ajv engine: from now on 'auto' picks Ajv wherever code generation is allowed (the
 * interpreter still serves pages whose CSP forbids it), and setValidatorEngine('ajv') works.
 */
export function enableAjv(): void {
  registerAjvCompiler(compileWithAjv);
}
