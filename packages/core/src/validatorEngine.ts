/**
 * How schemas get checked: 'ajv' compiles each schema to JavaScript (fast once compiled, but
 * needs `new Function`, which a Content-Security-Policy without 'unsafe-eval' forbids);
 * 'interpreted' walks the schema (compileSchemaCheck) and needs no code generation.
 */
export type ValidatorEngine = 'ajv' | 'interpreted';

let chosen: ValidatorEngine | 'auto' = 'auto';
let evalAllowed: boolean | undefined;

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
 * Picks the engine for every later validation, in core and in the web renderer's rjsf validator
 * alike. 'auto' (the default) uses Ajv where code generation is allowed and the interpreter where
 * it is not. Call it before the first form is shown; validators already built stay as they are.
 */
export function setValidatorEngine(engine: ValidatorEngine | 'auto'): void {
  chosen = engine;
}

/** The engine in effect now ('auto' resolved). */
export function validatorEngine(): ValidatorEngine {
  if (chosen !== 'auto') return chosen;
  return codeGenerationAllowed() ? 'ajv' : 'interpreted';
}
