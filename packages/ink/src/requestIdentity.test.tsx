/** @jsxRuntime automatic */
// Request identity in the terminal: a host that rebuilds the request on every render
// keeps the person's answers and never sees a cancel; a different question (by content, or by
// requestKey) starts afresh, and the unanswered one it replaced is cancelled exactly once.
import type { ElicitResult } from '@elicitkit/core';
import { normalizeRequest } from '@elicitkit/core';
import { render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER, tick } from '../testing/driveInk.js';
import { ElicitationPrompt } from './ElicitationPrompt.js';

const question = (message: string) => ({
  message,
  requestedSchema: {
    type: 'object',
    properties: { reason: { type: 'string', title: 'Reason' } },
    required: ['reason'],
  },
});

const mounted: { unmount(): void }[] = [];
afterEach(() => {
  for (const m of mounted.splice(0)) m.unmount();
});

function host() {
  const results: ElicitResult[] = [];
  const element = (params: unknown, requestKey?: string) => (
    <ElicitationPrompt
      request={normalizeRequest(params)}
      {...(requestKey !== undefined && { requestKey })}
      context={SERVER}
      columns={80}
      noColor
      armDelayMs={0}
      onResult={(result) => results.push(result)}
    />
  );
  const instance = render(element(question('Close ticket TCK-42?')));
  mounted.push(instance);
  const frame = () => instance.lastFrame() ?? '';
  return { results, element, instance, frame };
}

async function type(instance: ReturnType<typeof render>, text: string) {
  for (const char of text) {
    instance.stdin.write(char);
    await tick();
  }
}

describe('ElicitationPrompt with an inline request', () => {
  it('19 re-renders with a fresh request object: no cancel, the typed answer stays', async () => {
    const { results, element, instance, frame } = host();
    await tick();
    await type(instance, 'dup');
    for (let i = 0; i < 19; i++) {
      instance.rerender(element(question('Close ticket TCK-42?')));
      await tick();
    }
    expect(results).toEqual([]);
    expect(frame()).toContain('dup');
  });

  it('a different question replaces an unanswered one: exactly one cancel, a fresh prompt', async () => {
    const { results, element, instance, frame } = host();
    await tick();
    await type(instance, 'dup');
    instance.rerender(element(question('Reopen ticket TCK-43?')));
    await tick();
    expect(results).toEqual([{ action: 'cancel' }]);
    expect(frame()).toContain('Reopen ticket TCK-43?');
    expect(frame()).not.toContain('dup');
    for (let i = 0; i < 19; i++) {
      instance.rerender(element(question('Reopen ticket TCK-43?')));
      await tick();
    }
    expect(results).toEqual([{ action: 'cancel' }]);
  });

  it('requestKey: the same question under a new key is a new question', async () => {
    const { results, element, instance, frame } = host();
    instance.rerender(element(question('Close ticket TCK-42?'), 'a'));
    await tick();
    await type(instance, 'dup');
    instance.rerender(element(question('Close ticket TCK-42?'), 'a'));
    await tick();
    expect(frame()).toContain('dup');
    instance.rerender(element(question('Close ticket TCK-42?'), 'b'));
    await tick();
    expect(frame()).not.toContain('dup');
    // The content-keyed first render, then key "a": two replacements, two cancels, no more.
    expect(results).toEqual([{ action: 'cancel' }, { action: 'cancel' }]);
  });
});
