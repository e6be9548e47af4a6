import { normalizeRequest } from '@elicitkit/core';
import { describe, expect, it } from 'vitest';
import { applyAnswerPolicy } from './applyAnswerPolicy.js';

const context = { server: { trustedId: 'ops' }, inputKey: 'confirm' };
const form = normalizeRequest({
  message: 'Log in',
  requestedSchema: {
    type: 'object',
    properties: { user: { type: 'string' }, password: { type: 'string' } },
    required: ['user'],
  },
});

describe('applyAnswerPolicy', () => {
  it('passes when there is no policy, or the policy passes', async () => {
    expect(await applyAnswerPolicy(undefined, form, context)).toEqual({ kind: 'none' });
    expect(await applyAnswerPolicy(() => undefined, form, context)).toEqual({ kind: 'none' });
  });

  it('validates an accept like a person’s answer, coercing nothing it should not', async () => {
    const outcome = await applyAnswerPolicy(
      () => ({ action: 'accept', content: { user: 'ada', password: 'pw' } }),
      form,
      context,
    );
    expect(outcome.kind).toBe('answered');
    if (outcome.kind !== 'answered') return;
    expect(outcome.result).toEqual({ action: 'accept', content: { user: 'ada', password: 'pw' } });
    // The log names the server and the question key, and masks what looks like a secret.
    expect(outcome.log).toBe(
      'elicitkit: answered automatically for ops [confirm] "Log in": accept {"user":"ada","password":"••••"}',
    );
  });

  it('refuses an invalid accept, saying why', async () => {
    const outcome = await applyAnswerPolicy(
      () => ({ action: 'accept', content: {} }),
      form,
      context,
    );
    expect(outcome).toEqual({
      kind: 'rejected',
      log: 'elicitkit: automatic answer for ops [confirm] "Log in" not used, it is not valid: user: This is required',
    });
  });

  it('never accepts a blocked address, but may decline it', async () => {
    const url = normalizeRequest({ mode: 'url', message: 'Go', url: 'file:///etc/passwd' });
    expect((await applyAnswerPolicy(() => ({ action: 'accept' }), url, context)).kind).toBe(
      'rejected',
    );
    expect(await applyAnswerPolicy(() => ({ action: 'decline' }), url, context)).toMatchObject({
      kind: 'answered',
      result: { action: 'decline' },
    });
  });

  it('reports a policy that throws instead of failing the prompt', async () => {
    const outcome = await applyAnswerPolicy(
      () => {
        throw new Error('bad file');
      },
      form,
      context,
    );
    expect(outcome).toMatchObject({ kind: 'rejected' });
  });
});
