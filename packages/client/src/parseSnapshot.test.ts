import { PROTOCOL_2026 } from '@elicitkit/core';
import { describe, expect, it } from 'vitest';
import { ResumeMismatchError } from './errors.js';
import { parseSnapshot, SNAPSHOT_FORMAT } from './snapshot.js';

const valid = {
  format: SNAPSHOT_FORMAT,
  tool: 'deploy',
  arguments: { service: 'web' },
  era: PROTOCOL_2026,
  round: 2,
  inputRequests: {
    plan: { method: 'elicitation/create', params: { message: 'Plan?', requestedSchema: {} } },
    size: { method: 'elicitation/create', params: { message: 'Size?', requestedSchema: {} } },
  },
  requestState: 'v1.abc',
  answers: { plan: { action: 'accept', content: { plan: 'basic' } } },
};

describe('parseSnapshot', () => {
  it('accepts a snapshot as an object or as JSON text', () => {
    expect(parseSnapshot(valid)).toEqual(valid);
    expect(parseSnapshot(JSON.stringify(valid))).toEqual(valid);
  });

  it('accepts a prompt or resource snapshot whose params name what it reads', () => {
    const prompt = { ...valid, method: 'prompts/get', params: { name: 'deploy' } };
    expect(parseSnapshot(prompt)).toEqual(prompt);
    const resource = {
      ...valid,
      tool: 'file:///a',
      method: 'resources/read',
      params: { uri: 'file:///a' },
    };
    expect(parseSnapshot(resource)).toEqual(resource);
  });

  it.each([
    ['not JSON', '{'],
    ['another format', { ...valid, format: 'x' }],
    ['no tool', { ...valid, tool: '' }],
    ['an unknown era', { ...valid, era: '2024-01-01' }],
    ['a negative round', { ...valid, round: -1 }],
    ['a non-string requestState', { ...valid, requestState: 42 }],
    ['an answer to a question not asked', { ...valid, answers: { other: { action: 'accept' } } }],
    ['answers without an open round', { ...valid, inputRequests: undefined }],
    ['a method that cannot ask for input', { ...valid, method: 'tools/list' }],
    ['params that are not an object', { ...valid, method: 'prompts/get', params: 'x' }],
    [
      'a prompt whose params name another prompt',
      { ...valid, method: 'prompts/get', params: { name: 'other' } },
    ],
    [
      'a resource whose params name another URI',
      { ...valid, tool: 'file:///a', method: 'resources/read', params: { uri: 'file:///b' } },
    ],
  ])('rejects %s', (_why, input) => {
    expect(() => parseSnapshot(input)).toThrow(ResumeMismatchError);
  });
});
