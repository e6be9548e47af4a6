// A host app on another Ink or React major gets a clear error when <ElicitationPrompt> mounts,
// never a prompt that draws, takes no keys and lets the process exit without an answer.
import { normalizeRequest } from '@elicitkit/core';
import { render } from 'ink-testing-library';
import type * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { assertSupportedHost, installedInkVersion } from './assertSupportedHost.js';
import { SERVER, tick } from '../testing/driveInk.js';
import { ElicitationPrompt } from './ElicitationPrompt.js';
import { fakeTerminal } from './testing/fakeTerminal.js';
import { promptElicitation } from './promptElicitation.js';

const reported = vi.hoisted(() => ({ version: '19.3.1' }));
vi.mock('react', async (importOriginal) => {
  const actual = await importOriginal<typeof React>();
  return {
    ...actual,
    get version() {
      return reported.version;
    },
  };
});

describe('assertSupportedHost', () => {
  it('reads the version of the ink this package resolves', () => {
    expect(installedInkVersion()).toMatch(/^6\.\d+\.\d+/);
  });

  it('accepts Ink 6, 7 and 8 with React 19, and names each unsupported major', () => {
    for (const ink of ['6.8.0', '7.1.1', '8.0.0', null])
      expect(() => assertSupportedHost({ ink, react: '19.3.1' })).not.toThrow();
    expect(() => assertSupportedHost({ ink: null, react: '19.0.0' })).not.toThrow();
    expect(() => assertSupportedHost({ ink: '9.0.0', react: '19.3.1' })).toThrow(
      /@elicitkit\/ink needs Ink 6, 7 or 8 \(peer \^6\.8 \|\| \^7 \|\| \^8\), but the app runs Ink 9\.0\.0/,
    );
    expect(() => assertSupportedHost({ ink: '5.2.1', react: '19.3.1' })).toThrow(
      /but the app runs Ink 5\.2\.1/,
    );
    expect(() => assertSupportedHost({ ink: '6.8.0', react: '18.3.1' })).toThrow(
      /needs React 19 \(peer \^19\.3\), but the app runs React 18\.3\.1/,
    );
  });

  it('promptElicitation rejects with the reason, draws nothing, and leaves the process running', async () => {
    reported.version = '18.3.1';
    const t = fakeTerminal();
    const request = { message: 'Name?', requestedSchema: { type: 'object', properties: {} } };
    try {
      await expect(
        promptElicitation(request, { ...t.streams, context: SERVER, announce: false }),
      ).rejects.toThrow(/@elicitkit\/ink needs React 19/);
      expect(t.stdout.output).toBe('');
      expect(t.stdin.isRaw).toBe(false);
    } finally {
      reported.version = '19.3.1';
    }
  });

  it('shows the error in place of the prompt when the app runs React 18', async () => {
    reported.version = '18.3.1';
    const onResult = vi.fn();
    const request = normalizeRequest({
      message: 'Name?',
      requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
    });
    const view = render(
      <ElicitationPrompt request={request} context={SERVER} onResult={onResult} />,
    );
    // The error ends the Ink app; under CI=true Ink's exit then writes one more (empty) frame, so
    // the message is looked for in every frame drawn, not only the last.
    for (let i = 0; i < 50 && !view.frames.some((f) => f.includes('needs React 19')); i++)
      await tick();
    expect(view.frames.join('\n')).toMatch(/@elicitkit\/ink needs React 19/);
    expect(onResult).not.toHaveBeenCalled();
    view.unmount();
    reported.version = '19.3.1';
  });
});
