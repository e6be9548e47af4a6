import type { SchemaCheck } from './compileSchemaCheck.js';

/**
 * How schemas get checked: 'interpreted' walks the schema (compileSchemaCheck), needs no code
 * generation and no dependency, and is the default; 'ajv' compiles each schema to JavaScript with
 * Ajv, is loaded only by `enableAjv()` from `@elicitkit/core/ajv`, and needs `new Function`, which a
 * Content-Security-Policy without 'unsafe-eval' forbids.
 */
export type ValidatorEngine = 'ajv' | 'interpreted';

/** Builds a checker for one JSON Schema (the Ajv engine's compile, once enableAjv() ran). */
export type SchemaCompiler = (schema: object) => SchemaCheck;

let chosen: ValidatorEngine | 'auto' = 'auto';
let evalAllowed: boolean | undefined;
let ajvCompiler: SchemaCompiler | undefined;

/**
 * Whether this page or process may generate code from strings. Probed once, on first need (not
 * at import: core has no side effects). Under a CSP the probe is blocked, which the browser may
 * also report as a policy violation; that one report is the price of knowing.
 */
export function codeGenerationAllowed(): boolean {
  if (evalAllowed === undefined) {
    try {
      evalAllowed = (new Function('return true') as () => unknown)() === true;
    } catch {
      evalAllowed = false;
    }
  }
  return evalAllowed;
}

/**
 * Called by `enableAjv()` in `@elicitkit/core/ajv`. Ajv lives behind that entry so that an app
 * which never asks for it bundles none of it (about 45 KB gzip with its formats and URI parser)
 * and a CLI does not parse it before its first frame.
 */
export function registerAjvCompiler(compile: SchemaCompiler): void {
  ajvCompiler = compile;
}

/** The Ajv engine's compile; throws when `enableAjv()` has not been called. */
export function ajvSchemaCompiler(): SchemaCompiler {
  if (!ajvCompiler)
    throw new Error(
      "the Ajv engine is not loaded: call enableAjv() from '@elicitkit/core/ajv' first",
    );
  return ajvCompiler;
}

/**
 * Picks the engine for every later validation, in core and in the web renderer's rjsf validator
 * alike. 'auto' (the default) uses the code-generation-free interpreter, unless `enableAjv()` has
 * loaded Ajv, which it then uses wherever code generation is allowed. Call it before the first
 * form is shown; validators already built stay as they are.
 */
export function setValidatorEngine(engine: ValidatorEngine | 'auto'): void {
  chosen = engine;
}

/** The engine in effect now ('auto' resolved). */
export function validatorEngine(): ValidatorEngine {
  if (chosen !== 'auto') return chosen;
  return ajvCompiler && codeGenerationAllowed() ? 'ajv' : 'interpreted';
}
