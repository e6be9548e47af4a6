import { normalizeRequest } from '@elicitkit/core';
import { describe, expect, it } from 'vitest';
import { answersFileProblem, answersPolicy } from './answersPolicy.js';

const server = { trustedId: 'demo' };
const deployPlan = normalizeRequest({
  message: 'Which plan?',
  requestedSchema: {
    type: 'object',
    properties: {
      plan: { type: 'string', enum: ['basic', 'gpu'] },
      replicas: { type: 'integer', minimum: 1, maximum: 10, default: 2 },
    },
    required: ['plan'],
  },
});
const region = normalizeRequest({
  message: 'Where?',
  requestedSchema: {
    type: 'object',
    properties: { region: { type: 'string', enum: ['eu', 'us'] } },
  },
});

describe('answersPolicy', () => {
  it('an input key with an object: the values on top of the form defaults', async () => {
    const policy = answersPolicy({ plan: { plan: 'gpu' } });
    expect(await policy(deployPlan, { server, inputKey: 'plan' })).toEqual({
      action: 'accept',
      content: { replicas: 2, plan: 'gpu' },
    });
  });

  it('an input key with an action word', async () => {
    const policy = answersPolicy({ plan: 'decline', where: 'accept' });
    expect(await policy(deployPlan, { server, inputKey: 'plan' })).toEqual({ action: 'decline' });
    expect(await policy(deployPlan, { server, inputKey: 'where' })).toEqual({
      action: 'accept',
      content: { replicas: 2 },
    });
  });

  it('an input key with a bare value answers the field of that name or the only field', async () => {
    const policy = answersPolicy({ region: 'eu', step1: 'us' });
    expect(await policy(region, { server, inputKey: 'region' })).toEqual({
      action: 'accept',
      content: { region: 'eu' },
    });
    expect(await policy(region, { server, inputKey: 'step1' })).toEqual({
      action: 'accept',
      content: { region: 'us' },
    });
  });

  it('field names answer a request without an input key (2025 pushes)', async () => {
    const policy = answersPolicy({ plan: 'basic', replicas: 5 });
    expect(await policy(deployPlan, { server })).toEqual({
      action: 'accept',
      content: { replicas: 5, plan: 'basic' },
    });
  });

  it('leaves uncovered questions to the person, or to "*"', async () => {
    expect(await answersPolicy({ other: 1 })(region, { server, inputKey: 'x' })).toBeUndefined();
    expect(await answersPolicy({ '*': 'cancel' })(region, { server, inputKey: 'x' })).toEqual({
      action: 'cancel',
    });
  });

  it('"*" and field names never consent to a URL; only its own input key with an action word', async () => {
    const signIn = normalizeRequest({
      mode: 'url',
      message: 'Sign in',
      url: 'https://example.com/sign-in',
      elicitationId: 'e-1',
    });
    expect(await answersPolicy({ '*': 'accept' })(signIn, { server, inputKey: 'sign_in' })).toBe(
      undefined,
    );
    expect(await answersPolicy({ '*': 'accept' })(signIn, { server })).toBeUndefined();
    expect(await answersPolicy({ url: 'accept', message: 'x' })(signIn, { server })).toBe(
      undefined,
    );
    expect(
      await answersPolicy({ sign_in: { ok: true } })(signIn, { server, inputKey: 'sign_in' }),
    ).toBeUndefined();
    expect(
      await answersPolicy({ sign_in: 'accept' })(signIn, { server, inputKey: 'sign_in' }),
    ).toEqual({ action: 'accept' });
    expect(
      await answersPolicy({ sign_in: 'decline' })(signIn, { server, inputKey: 'sign_in' }),
    ).toEqual({ action: 'decline' });
  });

  it('checks the file shape', () => {
    expect(answersFileProblem([])).toBe('not-object');
    expect(answersFileProblem({ '*': 'maybe' })).toBe('bad-star');
    expect(answersFileProblem({ a: 1, '*': 'decline' })).toBeUndefined();
  });
});
