/** @jsxRuntime automatic */
// A question from inside a running task (RenderContext.task) says so in the prompt's header, in
// the same words as the web (core's taskAskingText), for forms and URL prompts alike; a question
// from the tool call itself says nothing of the kind.
import { describe, expect, it } from 'vitest';
import { SERVER, drivenPrompts } from '../testing/driveInk.js';

const drive = drivenPrompts();

const audience = {
  message: 'Who is the report on solar for?',
  requestedSchema: {
    type: 'object',
    properties: { audience: { type: 'string', title: 'Audience' } },
    required: ['audience'],
  },
};

/** The rows above the question's message: where the header puts its context. */
function header(frame: string, message: string): string[] {
  const rows = frame.split('\n');
  const end = rows.findIndex((row) => row.includes(message));
  expect(end).toBeGreaterThan(0);
  return rows.slice(0, end).map((row) => row.trim());
}

describe('a question asked by a running task', () => {
  it('a form says which task is asking, above the message', () => {
    const d = drive(audience, { context: { ...SERVER, task: { taskId: 'task-3f2c' } } });
    expect(header(d.frame(), 'Who is the report on solar for?')).toContain(
      'A running task (id task-3f2c) is asking',
    );
  });

  it('a URL prompt says it too', () => {
    const d = drive(
      {
        mode: 'url',
        message: 'Sign in to continue the report',
        url: 'https://example.com/login',
        elicitationId: 'e1',
      },
      { context: { ...SERVER, task: { taskId: 'task-9' } } },
    );
    expect(header(d.frame(), 'Sign in to continue the report')).toContain(
      'A running task (id task-9) is asking',
    );
  });

  it('a task id full of escapes cannot restyle the header', () => {
    const d = drive(audience, {
      context: { ...SERVER, task: { taskId: 'x\u001b[2J\u001b]0;owned\u0007y' } },
    });
    expect(d.frame()).toContain('A running task (id x\ufffdy) is asking');
    expect(d.frame()).not.toContain('owned');
  });

  it("the tool call's own question does not mention a task", () => {
    const d = drive(audience);
    expect(d.frame()).not.toContain('running task');
  });
});
