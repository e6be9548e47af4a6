import { describe, expect, it } from 'vitest';
import { taskAskingText, taskStatusLine } from './taskText.js';

describe('taskStatusLine', () => {
  it('reads "task <id> · <status> · <message>", with input_required in words', () => {
    expect(taskStatusLine({ taskId: '3f2c', status: 'working', statusMessage: 'Drafting' })).toBe(
      'task 3f2c · working · Drafting',
    );
    expect(taskStatusLine({ taskId: '3f2c', status: 'input_required' })).toBe(
      'task 3f2c · input required',
    );
  });

  it('keeps server text on one display-safe, bounded line', () => {
    const line = taskStatusLine({
      taskId: 'id\u001b[31m\nred',
      status: 'working',
      statusMessage: `a\u202eb\n${'x'.repeat(500)}`,
    });
    for (const bad of ['\u001b', '\u202e', '\n']) expect(line).not.toContain(bad);
    // Each run of hidden characters shows as one mark: the tampering stays visible.
    expect(line.startsWith('task id\ufffd red · working · a\ufffdb ')).toBe(true);
    expect(Array.from(line).length).toBeLessThanOrEqual(160);
  });
});

describe('taskAskingText', () => {
  it('names the task that asks, and says nothing when no task asks', () => {
    expect(taskAskingText({ task: { taskId: 'task-7' } })).toBe(
      'A running task (id task-7) is asking',
    );
    expect(taskAskingText({})).toBeUndefined();
    expect(taskAskingText(undefined)).toBeUndefined();
  });

  it('an id full of escapes shows as a mark, never as the escape', () => {
    expect(taskAskingText({ task: { taskId: '\u001b]0;x\u0007' } })).toBe(
      'A running task (id \ufffd) is asking',
    );
  });
});
