import { PROTOCOL_2025, PROTOCOL_2026 } from '@elicitkit/core';
import { describe, expect, it } from 'vitest';
import { CallAbortedError, LegFailedError, RoundLimitError, ServerError } from './errors.js';
import type { RunAction, RunIdentity, RunState } from './runReducer.js';
import { canRetry, initialRunState, runReducer, snapshotOf, urlShownBefore } from './runReducer.js';
import { SNAPSHOT_FORMAT } from './snapshot.js';
import { AuthorizationError } from './auth/authorizationError.js';

// The loop without the SDK: each path is played as the actions its module dispatches, and the
// states a host would see and the snapshots it would store are asserted.

const ask = (message: string) => ({
  method: 'elicitation/create',
  params: { message, requestedSchema: { type: 'object', properties: {} } },
});
const result = { content: [{ type: 'text', text: 'done' }] };
const identity: RunIdentity = {
  request: { method: 'tools/call', params: { name: 'deploy', arguments: { env: 'prod' } } },
  tool: 'deploy',
  arguments: { env: 'prod' },
  era: PROTOCOL_2026,
  server: { trustedId: 'ops', trustedUrl: 'http://127.0.0.1:1/mcp' },
};

/** Plays actions from a state; returns every state passed through (the last is the end). */
function play(state: RunState, actions: RunAction[]): RunState[] {
  const seen = [state];
  for (const action of actions) seen.push(runReducer(seen[seen.length - 1] as RunState, action));
  return seen;
}
function last(states: RunState[]): RunState {
  return states[states.length - 1] as RunState;
}
const start = (maxRounds = 10) =>
  runReducer(initialRunState(maxRounds), { type: 'attempt-started' });

describe('runReducer: 2026 rounds (MRTR)', () => {
  it('calling → a round opens → each question → retrying → complete, with the snapshot of the open round', () => {
    const states = play(start(), [
      { type: 'call-sent' },
      {
        type: 'round-received',
        inputRequests: { plan: ask('Plan?'), size: ask('Size?') },
        requestState: 'v1.abc',
      },
      {
        type: 'question-shown',
        key: 'plan',
        request: ask('Plan?'),
        attempt: 1,
        source: 'input-required',
      },
      {
        type: 'round-answer-given',
        key: 'plan',
        answer: { action: 'accept', content: { plan: 'basic' } },
      },
    ]);
    expect(states.map((state) => state.view.phase)).toEqual([
      'calling',
      'calling',
      'calling',
      'awaiting-input',
      'awaiting-input',
    ]);
    const midRound = last(states);
    expect(midRound.view).toMatchObject({ round: 1, key: 'plan', source: 'input-required' });
    expect(snapshotOf(midRound, identity)).toEqual({
      format: SNAPSHOT_FORMAT,
      tool: 'deploy',
      arguments: { env: 'prod' },
      method: 'tools/call',
      params: { name: 'deploy', arguments: { env: 'prod' } },
      era: PROTOCOL_2026,
      round: 1,
      inputRequests: { plan: ask('Plan?'), size: ask('Size?') },
      requestState: 'v1.abc',
      answers: { plan: { action: 'accept', content: { plan: 'basic' } } },
      server: { trustedId: 'ops', trustedUrl: 'http://127.0.0.1:1/mcp' },
    });
    const end = last(
      play(midRound, [
        {
          type: 'question-shown',
          key: 'size',
          request: ask('Size?'),
          attempt: 1,
          source: 'input-required',
        },
        { type: 'round-answer-given', key: 'size', answer: { action: 'decline' } },
        { type: 'retry-sent', stateOnly: false },
        { type: 'completed', result },
        { type: 'attempt-ended' },
      ]),
    );
    expect(end.view).toEqual({ phase: 'complete', round: 1, result });
    expect(end.open).toBeUndefined();
    expect(snapshotOf(end, identity)).not.toHaveProperty('inputRequests');
  });

  it('a resumed round keeps its round number, answers and requestState', () => {
    const open = {
      inputRequests: { plan: ask('Plan?') },
      requestState: 'v1.xyz',
      answers: { plan: { action: 'accept' as const, content: {} } },
    };
    const resumed = initialRunState(10, { round: 2, open });
    expect(snapshotOf(resumed, identity)).toMatchObject({ round: 2, requestState: 'v1.xyz' });
    expect(snapshotOf(resumed, identity).answers).toEqual(open.answers);
  });

  it('maxRounds: the round past the cap fails the run with RoundLimitError (not retryable), and nothing moves it after', () => {
    const states = play(start(1), [
      { type: 'call-sent' },
      { type: 'round-received', inputRequests: { a: ask('A?') } },
      { type: 'retry-sent', stateOnly: false },
      { type: 'round-received', inputRequests: { b: ask('B?') }, requestState: 's2' },
      {
        type: 'question-shown',
        key: 'b',
        request: ask('B?'),
        attempt: 1,
        source: 'input-required',
      },
      { type: 'completed', result },
    ]);
    const end = last(states);
    expect(end.view.phase).toBe('failed');
    if (end.view.phase !== 'failed') return;
    expect(end.view.error).toBeInstanceOf(RoundLimitError);
    expect((end.view.error as RoundLimitError).lastResult).toEqual({
      inputRequests: { b: ask('B?') },
      requestState: 's2',
    });
    expect(end.view.retryable).toBe(false);
  });
});

describe('runReducer: 2025 pushes', () => {
  it('a push is shown as the call’s question, then the call waits on the server again', () => {
    const states = play(start(), [
      { type: 'call-sent' },
      { type: 'push-received', key: '7', request: ask('Name?') },
      { type: 'question-shown', key: '7', request: ask('Name?'), attempt: 1, source: 'pushed' },
      { type: 'question-answered' },
      { type: 'completed', result },
    ]);
    expect(states.map((state) => state.view.phase)).toEqual([
      'calling',
      'calling',
      'calling',
      'awaiting-input',
      'calling',
      'complete',
    ]);
    expect(states[3]?.view).toMatchObject({ source: 'pushed', key: '7', round: 0 });
  });

  it('maxRounds counts pushes and 2026 rounds alike: the push past the cap fails the run', () => {
    const end = last(
      play(start(2), [
        { type: 'call-sent' },
        { type: 'round-received', inputRequests: { a: ask('A?') } },
        { type: 'push-received', key: '1', request: ask('B?') },
        { type: 'push-received', key: '2', request: ask('C?') },
      ]),
    );
    expect(end.settled).toBe(true);
    expect(end.view.phase === 'failed' && end.view.error).toBeInstanceOf(RoundLimitError);
  });
});

describe('runReducer: 2025 pushed URLs', () => {
  it('a pushed URL finished twice and pushed a third time is a loop', () => {
    const push = {
      method: 'elicitation/create',
      params: { mode: 'url', url: 'https://example.test/pay', elicitationId: 'p1', message: 'Pay' },
    };
    let state = runReducer(start(), { type: 'call-sent' });
    for (const key of ['1', '2']) {
      state = runReducer(state, { type: 'push-received', key, request: push });
      state = runReducer(state, {
        type: 'url-finished',
        url: push.params.url,
        elicitationId: 'p1',
      });
    }
    expect(state.settled).toBe(false);
    state = runReducer(state, { type: 'push-received', key: '3', request: push });
    expect(state.view.phase === 'failed' && state.view.error).toMatchObject({ code: 'url-loop' });
  });
});

describe('runReducer: 2025 -32042 (URL required)', () => {
  const url = { url: 'https://example.test/sign-in', elicitationId: 'e1', message: 'Sign in' };

  it('each ask is a round; a URL finished twice and asked a third time is a loop', () => {
    let state = runReducer(start(), { type: 'call-sent' });
    state = runReducer(state, { type: 'urls-required', urls: [url] });
    expect(state.asked).toBe(1);
    expect(urlShownBefore(state, url.url, url.elicitationId)).toBe(0);
    state = runReducer(state, { type: 'url-finished', url: url.url, elicitationId: 'e1' });
    state = runReducer(state, { type: 'urls-required', urls: [url] });
    // The same step under a fresh id is recognised by its address, and vice versa.
    expect(urlShownBefore(state, url.url, 'fresh-id')).toBe(1);
    expect(urlShownBefore(state, 'https://example.test/other', 'e1')).toBe(1);
    expect(state.view.phase).toBe('calling');
    state = runReducer(state, { type: 'url-finished', url: url.url, elicitationId: 'e1' });
    state = runReducer(state, { type: 'urls-required', urls: [url] });
    expect(state.view.phase === 'failed' && state.view.error).toMatchObject({ code: 'url-loop' });
  });

  it('the question is shown with source url-required', () => {
    const state = runReducer(start(), {
      type: 'question-shown',
      key: 'e1',
      request: { method: 'elicitation/create', params: { ...url, mode: 'url' } },
      attempt: 1,
      source: 'url-required',
    });
    expect(state.view).toMatchObject({ phase: 'awaiting-input', source: 'url-required' });
  });
});

describe('runReducer: tasks', () => {
  it('2026: rounds, then a task with its own keys; its questions show the task; sent keys are in the snapshot', () => {
    const status = {
      taskId: 't1',
      status: 'input_required' as const,
      statusMessage: 'Need a name',
    };
    const states = play(start(), [
      { type: 'call-sent' },
      { type: 'round-received', inputRequests: { a: ask('A?') }, requestState: 's' },
      { type: 'round-answer-given', key: 'a', answer: { action: 'decline' } },
      { type: 'retry-sent', stateOnly: false },
      { type: 'task-started', taskId: 't1' },
      {
        type: 'task-status',
        status: { taskId: 't1', status: 'working', statusMessage: 'Thinking' },
      },
      {
        type: 'question-shown',
        key: 'name',
        request: ask('Name?'),
        attempt: 1,
        source: 'task',
        task: status,
      },
      { type: 'task-status', status: { taskId: 't1', status: 'working' } },
      { type: 'task-input-sent', keys: ['name'] },
      { type: 'question-answered', task: status },
    ]);
    expect(states.slice(4).map((state) => state.view.phase)).toEqual([
      'retrying',
      'task',
      'task',
      'awaiting-input',
      // A status that arrives while the question is on screen does not take it away.
      'awaiting-input',
      'awaiting-input',
      'task',
    ]);
    expect(states[5]?.open).toBeUndefined();
    expect(states[7]?.view).toMatchObject({ source: 'task', task: status });
    // ...but the question's state follows the task's latest status, for hosts to show beside it.
    expect(states[8]?.view).toMatchObject({
      phase: 'awaiting-input',
      task: { taskId: 't1', status: 'working' },
    });
    const end = last(states);
    expect(snapshotOf(end, identity)).toMatchObject({
      round: 1,
      answers: {},
      task: { taskId: 't1', answered: ['name'] },
    });
    expect(snapshotOf(end, identity)).not.toHaveProperty('requestState');
  });

  it('2026: a resumed task keeps its answered keys when it is followed again', () => {
    const resumed = runReducer(
      initialRunState(10, { round: 0, task: { taskId: 't1', answered: ['k'] } }),
      {
        type: 'attempt-started',
      },
    );
    const following = runReducer(resumed, { type: 'task-started', taskId: 't1' });
    expect(following.task?.answered).toEqual(['k']);
    expect(following.view).toEqual({
      phase: 'task',
      round: 0,
      task: { taskId: 't1', status: 'working' },
    });
  });

  it('2025: a pushed question while a task runs is the task’s; the task is not in the snapshot', () => {
    const status = { taskId: 'x', status: 'input_required' as const };
    const states = play(start(), [
      { type: 'call-sent' },
      { type: 'task-status', status: { taskId: 'x', status: 'working' } },
      { type: 'push-received', key: '3', request: ask('Topic?') },
      { type: 'task-status', status },
      { type: 'question-shown', key: '3', request: ask('Topic?'), attempt: 1, source: 'pushed' },
      { type: 'question-answered' },
    ]);
    expect(states[5]?.view).toMatchObject({
      phase: 'awaiting-input',
      source: 'task',
      task: status,
    });
    expect(last(states).view).toEqual({ phase: 'task', round: 0, task: status });
    expect(snapshotOf(last(states), { ...identity, era: PROTOCOL_2025 })).not.toHaveProperty(
      'task',
    );
  });
});

describe('runReducer: failure, retry and abort', () => {
  it('a failure that never reached the server is retryable once the attempt ends; the retry starts from the open round', () => {
    const failed = last(
      play(start(), [
        { type: 'call-sent' },
        {
          type: 'failed',
          error: new LegFailedError({
            code: 'leg-failed',
            cause: new Error('refused'),
            neverReached: true,
          }),
        },
      ]),
    );
    expect(canRetry(failed)).toBe(false); // still running
    const idle = runReducer(failed, { type: 'attempt-ended' });
    expect(canRetry(idle)).toBe(true);
    const again = play(idle, [{ type: 'attempt-started' }, { type: 'call-sent' }]);
    expect(last(again).view).toEqual({ phase: 'calling', round: 0 });
  });

  it('the first failure of an attempt is the one that stays', () => {
    const first = new ServerError({
      code: 'server-error',
      serverCode: -32000,
      serverMessage: 'boom',
    });
    const end = last(
      play(start(), [
        { type: 'failed', error: first },
        {
          type: 'failed',
          error: new LegFailedError({ code: 'leg-failed', cause: new Error('later') }),
        },
      ]),
    );
    expect(end.view.phase === 'failed' && end.view.error).toBe(first);
  });

  it('abort: an idle retryable failure becomes CallAbortedError; a failure after an abort is never retryable', () => {
    const idle = last(
      play(start(), [
        {
          type: 'failed',
          error: new LegFailedError({
            code: 'leg-failed',
            cause: new Error('503'),
            neverReached: true,
          }),
        },
        { type: 'attempt-ended' },
      ]),
    );
    const aborted = runReducer(idle, { type: 'aborted', error: new CallAbortedError('stop') });
    expect(aborted.view).toMatchObject({ phase: 'failed', retryable: false });
    expect(aborted.view.phase === 'failed' && aborted.view.error).toBeInstanceOf(CallAbortedError);

    const running = last(
      play(start(), [
        { type: 'aborted', error: new CallAbortedError('stop') },
        {
          type: 'failed',
          error: new LegFailedError({
            code: 'leg-failed',
            cause: new Error('503'),
            neverReached: true,
          }),
        },
      ]),
    );
    expect(running.view).toMatchObject({ phase: 'failed', retryable: false });
  });
});

describe('sign-in during a leg (MCP authorization)', () => {
  const needed: RunAction = {
    type: 'sign-in-needed',
    reason: 'scope',
    authorizationServerOrigin: 'http://127.0.0.1:2',
    scopes: ['deploy:write'],
  };

  it('shows authorizing, then what was shown before once signed in', () => {
    const states = play(start(), [
      { type: 'call-sent' },
      { type: 'round-received', inputRequests: { confirm: ask('Deploy?') }, requestState: 's1' },
      { type: 'retry-sent', stateOnly: false },
      needed,
      { type: 'signed-in' },
    ]);
    expect(states[4]?.view).toMatchObject({
      phase: 'authorizing',
      round: 1,
      reason: 'scope',
      scopes: ['deploy:write'],
      authorizationServerOrigin: 'http://127.0.0.1:2',
    });
    expect(last(states).view).toEqual({ phase: 'retrying', round: 1, stateOnly: false });
    // The open round (answers, requestState) is untouched: the same leg goes out again.
    expect(last(states).open?.requestState).toBe('s1');
  });

  it('a third sign-in for the same leg fails the call: the server refuses what it was given', () => {
    const end = last(
      play(start(), [
        { type: 'call-sent' },
        needed,
        { type: 'signed-in' },
        needed,
        { type: 'signed-in' },
        needed,
      ]),
    );
    expect(end.view).toMatchObject({ phase: 'failed', retryable: false });
    const error = end.view.phase === 'failed' && end.view.error;
    expect(error).toBeInstanceOf(AuthorizationError);
    expect(error).toMatchObject({ code: 'authorization-failed', problem: 'still-refused' });
  });

  it('the cap is per leg: a new leg may sign in again', () => {
    const end = last(
      play(start(), [
        { type: 'call-sent' },
        needed,
        { type: 'signed-in' },
        needed,
        { type: 'signed-in' },
        { type: 'round-received', inputRequests: { confirm: ask('Deploy?') } },
        { type: 'retry-sent', stateOnly: false },
        needed,
      ]),
    );
    expect(end.view.phase).toBe('authorizing');
  });
});
