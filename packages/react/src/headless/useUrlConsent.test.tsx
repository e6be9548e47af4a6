// useUrlConsent: core's URL-mode consent model from React, for hosts that draw it themselves.
import type { ElicitResult, RenderContext, UrlElicitation } from '@elicitkit/core';
import { PROTOCOL_2026, normalizeRequest } from '@elicitkit/core';
import de from '@elicitkit/core/locales/de';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UrlConsentOptions } from './useUrlConsent.js';
import { useUrlConsent } from './useUrlConsent.js';

afterEach(cleanup);

const urlOf = (url: string): UrlElicitation => {
  const request = normalizeRequest({ mode: 'url', message: 'Sign in', url, elicitationId: 'e1' });
  if (request.mode !== 'url') throw new Error('expected URL mode');
  return request;
};

const context = (over: Partial<RenderContext> = {}): RenderContext => ({
  server: { trustedId: 'github' },
  era: PROTOCOL_2026,
  signal: new AbortController().signal,
  ...over,
});

function setup(url = 'https://example.com/login', options: Partial<UrlConsentOptions> = {}) {
  const results: ElicitResult[] = [];
  const opened: string[] = [];
  // One ask, one signal: the host's context object may be fresh on every render, its signal not.
  const { signal } = new AbortController();
  const hook = renderHook(() =>
    useUrlConsent(urlOf(url), {
      onResult: (r) => results.push(r),
      openUrl: (href) => {
        opened.push(href);
        return Promise.resolve(true);
      },
      context: context({ signal }),
      ...options,
    }),
  );
  return { ...hook, results, opened };
}

const ids = (buttons: readonly { id: string; disabled: boolean }[]) =>
  buttons.map((b) => `${b.id}${b.disabled ? ' (disabled)' : ''}`);

describe('useUrlConsent', () => {
  it('goes review → opened → done: nothing opens before consent, "I`ve finished" accepts once', async () => {
    const { result, results, opened } = setup();
    expect(result.current.phase).toBe('review');
    expect(result.current.url.parts?.host).toBe('example.com');
    expect(ids(result.current.buttons)).toEqual(['open (disabled)', 'decline', 'cancel']);
    expect(result.current.status?.msg.key).toBe('url.consent.review');

    await act(() => result.current.open());
    act(() => result.current.finished());
    expect(opened).toEqual([]);
    expect(results).toEqual([]);

    act(() => result.current.agree(true));
    expect(result.current.consent).toBe(true);
    expect(ids(result.current.buttons)).toEqual(['open', 'decline', 'cancel']);
    await act(() => result.current.open());
    expect(opened).toEqual(['https://example.com/login']);
    expect(result.current.phase).toBe('opened');
    expect(result.current.buttons[0]).toMatchObject({ id: 'finished', primary: true });

    act(() => {
      result.current.finished();
      result.current.decline();
    });
    expect(results).toEqual([{ action: 'accept' }]);
    expect(result.current.phase).toBe('done');
    expect(result.current.buttons).toEqual([]);
    expect(result.current.outcome?.text).toContain('github');
  });

  it('a copied address counts as opened for "I`ve finished"', () => {
    const { result, results, opened } = setup();
    act(() => result.current.copied());
    expect(result.current.phase).toBe('opened');
    act(() => result.current.press('finished'));
    expect(results).toEqual([{ action: 'accept' }]);
    expect(opened).toEqual([]);
  });

  it('says when the browser could not confirm the page opened, in the locale`s words', async () => {
    const { result } = setup('https://example.com/login', {
      messages: de,
      openUrl: () => Promise.resolve(false),
    });
    act(() => result.current.agree(true));
    await act(() => result.current.open());
    expect(result.current.browser).toBe('failed');
    expect(result.current.status?.msg.key).toBe('url.consent.failedWeb');
    expect(result.current.status?.text).toContain(de.messages['url.consent.popupBlocked']);
  });

  it('a blocked address offers no way to open it, says why, and can still be declined', async () => {
    const { result, results, opened } = setup('javascript:alert(1)');
    expect(result.current.openable).toBe(false);
    expect(result.current.blocked?.text).toContain('javascript:');
    expect(ids(result.current.buttons)).toEqual(['decline', 'cancel']);
    act(() => result.current.agree(true));
    await act(() => result.current.open());
    expect(opened).toEqual([]);
    act(() => result.current.decline());
    expect(results).toEqual([{ action: 'decline' }]);
  });

  it('cancels once when the render context`s signal aborts', () => {
    const controller = new AbortController();
    const { result, results } = setup('https://example.com/login', {
      context: context({ signal: controller.signal }),
    });
    act(() => controller.abort());
    act(() => {
      result.current.copied();
      result.current.finished();
    });
    expect(results).toEqual([{ action: 'cancel' }]);
    expect(result.current.answered).toBe(true);
  });

  it('the server`s completion notice finishes only after the person opened the page', () => {
    const completed = new AbortController();
    const { result, results } = setup('https://example.com/login', {
      context: context({ serverCompleted: completed.signal }),
    });
    act(() => completed.abort());
    expect(results).toEqual([]);
    expect(result.current.phase).toBe('review');

    const again = new AbortController();
    const second = setup('https://example.com/other', {
      context: context({ serverCompleted: again.signal }),
    });
    act(() => second.result.current.copied());
    act(() => again.abort());
    expect(second.results).toEqual([{ action: 'accept' }]);
  });

  it('a re-ask of the same address starts at opened with consent kept', () => {
    const { result } = setup('https://example.com/login', {
      context: context({ shownBefore: 1 }),
    });
    expect(result.current.phase).toBe('opened');
    expect(result.current.consent).toBe(true);
    expect(result.current.status?.msg.key).toBe('url.consent.reask');
  });

  it('cancels once on unmount', async () => {
    const { unmount, results } = setup();
    unmount();
    await act(() => Promise.resolve());
    expect(results).toEqual([{ action: 'cancel' }]);
  });
});
