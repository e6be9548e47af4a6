// A question from inside a running task (RenderContext.task) says so above its message, in core's
// words (the terminal uses the same), for forms and URL requests; the call's own questions do not.
import type { ElicitResult, RenderContext } from '@elicitkit/core';
import { PROTOCOL_2026, normalizeRequest } from '@elicitkit/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ElicitationForm } from './ElicitationForm.js';

afterEach(cleanup);

function show(params: unknown, extra: Partial<RenderContext> = {}) {
  const results: ElicitResult[] = [];
  render(
    <ElicitationForm
      request={normalizeRequest(params)}
      context={{
        server: { trustedId: 'reports' },
        era: PROTOCOL_2026,
        signal: new AbortController().signal,
        ...extra,
      }}
      onResult={(r) => results.push(r)}
    />,
  );
}

const audience = {
  message: 'Who is the report for?',
  requestedSchema: {
    type: 'object',
    properties: { audience: { type: 'string', title: 'Audience' } },
    required: ['audience'],
  },
};
const signIn = {
  mode: 'url',
  message: 'Sign in to go on',
  url: 'https://example.com/login',
  elicitationId: 'e1',
};

const follows = (first: Element, second: Element) =>
  (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe('a question asked by a running task', () => {
  it('a form names the task above the message', () => {
    show(audience, { task: { taskId: 'task-3f2c', statusMessage: 'Drafting' } });
    const line = screen.getByText('A running task (id task-3f2c) is asking');
    expect(follows(line, screen.getByText('Who is the report for?'))).toBe(true);
  });

  it('a URL request names it too', () => {
    show(signIn, { task: { taskId: 'task-9' } });
    const line = screen.getByText('A running task (id task-9) is asking');
    expect(follows(line, screen.getByText('Sign in to go on'))).toBe(true);
  });

  it("the call's own questions mention no task", () => {
    show(audience);
    show(signIn);
    expect(document.body.textContent).not.toContain('running task');
  });
});
