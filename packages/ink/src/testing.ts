// @elicitkit/ink/testing: elicitkit's terminal trust rules as checks a host runs on its own
// configuration (theme, words, width), in any test runner.
/** @public */
export type { InkTrustRulesConfig, TrustRuleCheck } from './testing/trustRules.js';
/** @public */
export { trustRuleChecks } from './testing/trustRules.js';
export { describeTrustRules } from './testing/trustRules.js';
