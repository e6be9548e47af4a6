import { normalizeRequest } from '@elicitkit/core';
import { describe, expect, it, vi } from 'vitest';
import { tick } from '../testing/driveInk.js';
import { fakeTerminal } from './testing/fakeTerminal.js';
import { promptElicitation } from './promptElicitation.js';

const nameRequest = {
  message: 'What should we call you?',
  requestedSchema: {
    type: 'object',
    properties: { name: { type: 'string', title: 'Name' } },
    required: ['name'],
  },
};
const server = { trustedId: 'crm', trustedUrl: 'http://127.0.0.1:9/mcp' };

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await tick();
}

async function typeKeys(stdin: { write(s: string): void }, keys: string[]): Promise<void> {
  for (const key of keys) {
    stdin.write(key);
    await tick();
  }
}

describe('promptElicitation without a terminal', () => {
  it('resolves cancel and says why on stderr, instead of waiting forever', async () => {
    const t = fakeTerminal({ isTTY: false });
    const result = await promptElicitation(nameRequest, { ...t.streams, context: { server } });
    expect(result).toEqual({ action: 'cancel' });
    expect(t.stderr.output).toContain(
      'crm asked "What should we call you?", but there is no terminal to answer in, so the question was cancelled.',
    );
    expect(t.stdout.output).toBe('');
  });

  it("names a server with no id known in core's words", async () => {
    const t = fakeTerminal({ isTTY: false });
    await promptElicitation(nameRequest, t.streams);
    expect(t.stderr.output).toContain(
      'an unidentified server asked "What should we call you?", but there is no terminal',
    );
  });

  it("says so in the person's language", async () => {
    const t = fakeTerminal({ isTTY: false });
    const { default: de } = await import('@elicitkit/core/locales/de');
    const result = await promptElicitation(nameRequest, {
      ...t.streams,
      context: { server },
      messages: de,
    });
    expect(result).toEqual({ action: 'cancel' });
    expect(t.stderr.output).toContain(
      'crm hat „What should we call you?“ gefragt, aber es gibt kein Terminal zum Antworten',
    );
  });

  it('uses an answer policy that covers the question, and logs it', async () => {
    const t = fakeTerminal({ isTTY: false });
    const result = await promptElicitation(nameRequest, {
      ...t.streams,
      context: { server },
      answer: () => ({ action: 'accept', content: { name: 'Ada' } }),
    });
    expect(result).toEqual({ action: 'accept', content: { name: 'Ada' } });
    expect(t.stderr.output).toContain(
      'elicitkit: answered automatically for crm "What should we call you?": accept {"name":"Ada"}',
    );
  });

  it('refuses a policy answer that is not valid for the form, and then cancels', async () => {
    const t = fakeTerminal({ isTTY: false });
    const result = await promptElicitation(nameRequest, {
      ...t.streams,
      context: { server },
      answer: () => ({ action: 'accept', content: { nmae: 'typo' } }),
    });
    expect(result).toEqual({ action: 'cancel' });
    expect(t.stderr.output).toContain('not used, it is not valid');
    expect(t.stderr.output).toContain('no terminal to answer in');
  });
});

describe('promptElicitation in a terminal', () => {
  it('asks, returns the answer, and restores the terminal', async () => {
    const t = fakeTerminal();
    const pending = promptElicitation(nameRequest, { ...t.streams, context: { server } });
    await until(() => t.stdout.text().includes('What should we call you?'));
    expect(t.stdin.isRaw).toBe(true);
    await typeKeys(t.stdin, ['A', 'd', 'a', '\r']);
    expect(await pending).toEqual({ action: 'accept', content: { name: 'Ada' } });
    expect(t.stdin.isRaw).toBe(false);
    expect(t.stdout.text()).toContain('Sent to crm: Name: "Ada"');
  });

  it('asks even when a policy passes on the question', async () => {
    const t = fakeTerminal();
    const policy = vi.fn(() => undefined);
    const pending = promptElicitation(nameRequest, {
      ...t.streams,
      context: { server },
      answer: policy,
    });
    await until(() => t.stdout.text().includes('What should we call you?'));
    await typeKeys(t.stdin, ['\u001b']);
    expect(await pending).toEqual({ action: 'cancel' });
    expect(policy).toHaveBeenCalledOnce();
  });

  it('Ctrl-C cancels, restores raw mode and tells the host', async () => {
    const t = fakeTerminal();
    const onInterrupt = vi.fn();
    const pending = promptElicitation(nameRequest, {
      ...t.streams,
      context: { server },
      onInterrupt,
    });
    await until(() => t.stdout.text().includes('What should we call you?'));
    await typeKeys(t.stdin, ['x', '\u0003']);
    expect(await pending).toEqual({ action: 'cancel' });
    expect(onInterrupt).toHaveBeenCalledOnce();
    expect(t.stdin.isRaw).toBe(false);
    expect(t.stdout.text()).toContain(
      'Cancelled (Ctrl-C) — crm was told you cancelled; no answers were sent',
    );
  });

  it('resolves cancel when the signal aborts mid-question', async () => {
    const t = fakeTerminal();
    const controller = new AbortController();
    const pending = promptElicitation(normalizeRequest(nameRequest), {
      ...t.streams,
      context: { server, signal: controller.signal },
    });
    await until(() => t.stdout.text().includes('What should we call you?'));
    controller.abort();
    expect(await pending).toEqual({ action: 'cancel' });
    expect(t.stdin.isRaw).toBe(false);
  });

  it('does not draw anything when the signal has already aborted', async () => {
    const t = fakeTerminal();
    const result = await promptElicitation(nameRequest, {
      ...t.streams,
      signal: AbortSignal.abort(),
      context: { server },
    });
    expect(result).toEqual({ action: 'cancel' });
    expect(t.stdout.output).toBe('');
  });

  it(`opens a URL only after consent, then reports "I've finished" as accept`, async () => {
    const t = fakeTerminal();
    const opened: string[] = [];
    const pending = promptElicitation(
      {
        mode: 'url',
        message: 'Sign in to continue',
        url: 'https://auth.example.com/start?x=1',
        elicitationId: 'e1',
      },
      {
        ...t.streams,
        context: { server },
        openUrl: async (href) => {
          opened.push(href);
          return { opened: true };
        },
      },
    );
    await until(() => t.stdout.text().includes('Sign in to continue'));
    expect(opened).toEqual([]);
    // Decline has focus at first: one step left to Open page.
    await typeKeys(t.stdin, ['\u001b[D', '\r']);
    await until(() => t.stdout.text().includes('Opened in your browser'));
    expect(opened).toEqual(['https://auth.example.com/start?x=1']);
    await typeKeys(t.stdin, ['\r']);
    expect(await pending).toEqual({ action: 'accept' });
  });
});
