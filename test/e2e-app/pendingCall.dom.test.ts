// The pending call saved in sessionStorage is read back only when it has the right shape: a
// damaged or hand-edited entry is ignored rather than crashing the page that resumes it.
import { afterEach, describe, expect, it } from 'vitest';
import { loadPendingCall } from '../../apps/web/src/pendingCall.js';

const PENDING_KEY = 'elicitkit.web.pendingCall';

afterEach(() => sessionStorage.clear());

const load = (text: string) => {
  sessionStorage.setItem(PENDING_KEY, text);
  return loadPendingCall();
};

describe('loadPendingCall', () => {
  it('returns a saved call with an object snapshot and log', () => {
    const saved = { snapshot: { round: 0 }, log: { tool: 'deploy', entries: [], resumedOn: [] } };
    expect(load(JSON.stringify(saved))).toEqual(saved);
  });

  it('returns undefined when nothing is saved or the text is not JSON', () => {
    expect(loadPendingCall()).toBeUndefined();
    expect(load('{"snapshot":')).toBeUndefined();
  });

  it.each([
    ['a null log', { snapshot: { round: 0 }, log: null }],
    ['a null snapshot', { snapshot: null, log: { tool: 'deploy' } }],
    ['a missing log', { snapshot: { round: 0 } }],
    ['a string snapshot', { snapshot: 'x', log: { tool: 'deploy' } }],
    ['null itself', null],
  ])('ignores %s', (_, value) => {
    expect(load(JSON.stringify(value))).toBeUndefined();
  });
});
