// @elicitkit/react/testing: elicitkit's trust rules as checks a host runs on its own
// configuration (like rjsf's snapshot-tests package), e.g. in vitest with jsdom:
//
//   import axe from 'axe-core';
//   import { Theme } from '@rjsf/mui';
//   import { describe, it } from 'vitest';
//   import { describeTrustRules } from '@elicitkit/react/testing';
//   describeTrustRules('our elicitation form', { rjsfTheme: Theme, axe }, { describe, it });
/** @public */
export type { HostileCase } from './testing/hostileCorpus.js';
/** @public */
export { HOSTILE_CORPUS } from './testing/hostileCorpus.js';
/** @public */
export type { AxeLike, TrustRuleCheck, TrustRulesConfig } from './testing/trustRules.js';
export { describeTrustRules, trustRuleChecks } from './testing/trustRules.js';
