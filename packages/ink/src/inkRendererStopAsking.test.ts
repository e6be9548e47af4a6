import type { RenderContext } from '@elicitkit/core';
import { budgetExhaustedNotice, normalizeRequest } from '@elicitkit/core';
import { describe, expect, it } from 'vitest';
import { tick } from '../testing/driveInk.js';
import { fakeTerminal } from './testing/fakeTerminal.js';
import { inkRenderer } from './inkRenderer.js';

const request = normalizeRequest({
  message: 'What should we call you?',
  requestedSchema: {
    type: 'object',
    properties: { name: { type: 'string', title: 'Name' } },
    required: ['name'],
  },
});
const server = { trustedId: 'crm' };

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await tick();
}

function contextWith(stopAsking?: () => void): RenderContext {
  return {
    server,
    era: '2025-11-25',
    signal: new AbortController().signal,
    ...(stopAsking && { stopAsking }),
  };
}

describe('the terminal renderer and a server that keeps asking', () => {
  it('Ctrl-X on the question stops the server asking and cancels the question', async () => {
    const t = fakeTerminal();
    let stopped = 0;
    const renderer = inkRenderer(t.streams);
    const pending = renderer(
      request,
      contextWith(() => stopped++),
    );
    await until(() => t.stdout.text().includes('Ctrl-X stop crm asking'));
    t.stdin.write('A');
    await tick();
    t.stdin.write('\u0018');
    expect(await pending).toEqual({ action: 'cancel' });
    expect(stopped).toBe(1);
  });

  it('offers no stop key when the loop has no budget to stop', async () => {
    const t = fakeTerminal();
    const pending = inkRenderer(t.streams)(request, contextWith());
    await until(() => t.stdout.text().includes('What should we call you?'));
    expect(t.stdout.text()).not.toContain('Ctrl-X');
    t.stdin.write('\u0018');
    await tick();
    t.stdin.write('\u001b');
    expect(await pending).toEqual({ action: 'cancel' });
  });

  it('prints the refusal notice in the catalogue’s words: above the open question, or on stderr', async () => {
    const t = fakeTerminal();
    const renderer = inkRenderer(t.streams);
    renderer.notify?.(budgetExhaustedNotice(server));
    expect(t.stderr.output).toContain('crm keeps asking; further questions are refused');

    const open = fakeTerminal();
    const asking = inkRenderer(open.streams);
    const pending = asking(request, contextWith());
    await until(() => open.stdout.text().includes('What should we call you?'));
    asking.notify?.(budgetExhaustedNotice(server));
    await until(() => open.stdout.text().includes('further questions are refused'));
    expect(open.stdout.text()).toContain('crm keeps asking; further questions are refused');
    expect(open.stderr.output).toBe('');
    open.stdin.write('\u001b');
    await pending;
  });
});
