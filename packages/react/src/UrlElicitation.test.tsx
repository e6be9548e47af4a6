// URL mode: the address is shown in full with its host emphasised, nothing can fetch it before
// consent, opening uses a noopener/noreferrer tab, a suspected pop-up blocker offers the address
// to copy, and blocked schemes cannot be opened at all.
import type { ElicitResult, RenderContext } from '@elicitkit/core';
import { PROTOCOL_2026, URL_CONSENT_WORDS, normalizeRequest } from '@elicitkit/core';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCase } from '../../../test/fixtures/index.js';
import { ElicitationForm } from './ElicitationForm.js';
import { openInNewTab } from './openInNewTab.js';
import { isDisabled } from './testHelpers.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const context = (extra: Partial<RenderContext> = {}): RenderContext => ({
  server: { trustedId: 'payments' },
  era: PROTOCOL_2026,
  signal: new AbortController().signal,
  ...extra,
});

function renderUrl(
  params: unknown,
  openUrl?: (href: string) => Promise<boolean>,
  extra: Partial<RenderContext> = {},
) {
  const results: ElicitResult[] = [];
  const view = render(
    <ElicitationForm
      request={normalizeRequest(params)}
      context={context(extra)}
      onResult={(r) => results.push(r)}
      {...(openUrl && { openUrl })}
    />,
  );
  return { ...view, results, user: userEvent.setup() };
}

const pay = {
  mode: 'url',
  message: 'Finish the payment',
  url: 'https://pay.example.com/checkout?session=abc',
  elicitationId: 'e1',
};

describe('before consent', () => {
  it('shows the full address as text with the host emphasised, and nothing that fetches it', () => {
    const { container } = renderUrl(pay);
    const address = container.querySelector('.ek-url');
    expect(address?.textContent).toBe('https://pay.example.com/checkout?session=abc');
    expect(address?.querySelector('.ek-url-host')?.textContent).toBe('pay.example.com');
    // No link, image, frame, preload or anything else carrying the address.
    expect(container.querySelectorAll('a, img, iframe, link, object, embed')).toHaveLength(0);
    for (const element of container.querySelectorAll('*'))
      for (const attribute of element.attributes)
        expect(attribute.value).not.toContain('pay.example.com');
    expect(isDisabled(screen.getByRole('button', { name: 'Open page' }))).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: "I've finished" }))).toBe(true);
  });

  it('shows every warning core found', () => {
    renderUrl(loadCase('url-punycode').params);
    const request = normalizeRequest(loadCase('url-punycode').params);
    if (request.mode !== 'url') throw new Error('expected a URL case');
    expect(request.url.warnings.length).toBeGreaterThan(0);
    // Each warning is one item; its host is an isolated span inside the sentence.
    const items = within(screen.getByRole('list', { name: 'Warnings about this address' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(request.url.warnings.map((w) => w.message));
  });
});

describe('consent and opening', () => {
  it('opens only after the consent box is ticked, then "I\'ve finished" accepts', async () => {
    const opened: string[] = [];
    const { results, user } = renderUrl(pay, async (href) => {
      opened.push(href);
      return true;
    });
    await user.click(screen.getByRole('button', { name: 'Open page' }));
    expect(opened).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: /open this page on pay.example.com/ }));
    await user.click(screen.getByRole('button', { name: 'Open page' }));
    expect(opened).toEqual(['https://pay.example.com/checkout?session=abc']);
    expect(results).toEqual([]);
    // Core's consent model: once opened, "I've finished" is the primary action and the open
    // button becomes the secondary "Open page again".
    const finished = screen.getByRole('button', { name: "I've finished" });
    expect(finished.className).toContain('ek-button--primary');
    const again = screen.getByRole('button', { name: 'Open page again' });
    expect(again.className).not.toContain('ek-button--primary');
    expect(screen.queryByRole('button', { name: 'Open page' })).toBeNull();
    await user.click(screen.getByRole('button', { name: "I've finished" }));
    expect(results).toEqual([{ action: 'accept' }]);
  });

  it("the server's completion (serverCompleted) closes the prompt only once the page was opened", async () => {
    const early = new AbortController();
    const first = renderUrl(pay, async () => true, { serverCompleted: early.signal });
    // Still in review: the server's "done" is not the person's consent; nothing is answered.
    act(() => early.abort());
    expect(first.results).toEqual([]);
    cleanup();

    const later = new AbortController();
    const { results, user } = renderUrl(pay, async () => true, { serverCompleted: later.signal });
    await user.click(screen.getByRole('checkbox', { name: /open this page on pay.example.com/ }));
    await user.click(screen.getByRole('button', { name: 'Open page' }));
    expect(results).toEqual([]);
    act(() => later.abort());
    expect(results).toEqual([{ action: 'accept' }]);
  });

  it('by default opens a new top-level tab with noopener,noreferrer', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => {
      window.dispatchEvent(new Event('blur'));
      return null;
    });
    await expect(openInNewTab('https://pay.example.com/')).resolves.toBe(true);
    expect(open).toHaveBeenCalledWith('https://pay.example.com/', '_blank', 'noopener,noreferrer');
  });

  it('when no new tab is confirmed, says so and offers the address to copy', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.spyOn(window, 'open').mockImplementation(() => null);
      const { user, results } = renderUrl(pay);
      await user.click(screen.getByRole('checkbox', { name: /open this page/ }));
      await user.click(screen.getByRole('button', { name: 'Open page' }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2000);
      });
      expect(
        screen.getByText(
          /Could not confirm the page opened \(your browser may have blocked the new tab\)/,
        ),
      ).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Copy address' }));
      // user-event stands in for the system clipboard.
      expect(await navigator.clipboard.readText()).toBe(
        'https://pay.example.com/checkout?session=abc',
      );
      expect(screen.getByText(URL_CONSENT_WORDS.copied)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: "I've finished" }));
      expect(results).toEqual([{ action: 'accept' }]);
      // Once answered, the live region says only that, not the copy message run into it.
      expect(document.querySelector('.ek-status')?.textContent).toBe(
        'You said you have finished on that page.',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('a blocked scheme offers no way to open it, only Decline and Cancel', async () => {
    const { results, user, container } = renderUrl(loadCase('url-javascript-blocked').params);
    expect(screen.queryByRole('button', { name: 'Open page' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(container.querySelector('.ek-blocked')?.textContent).toMatch(/cannot be opened/);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Decline', 'Cancel']);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(results).toEqual([{ action: 'decline' }]);
  });

  it('Esc cancels, once', async () => {
    const { results, user } = renderUrl(pay);
    await user.click(screen.getByRole('checkbox', { name: /open this page/ }));
    await user.keyboard('{Escape}{Escape}');
    expect(results).toEqual([{ action: 'cancel' }]);
  });

  it('a re-ask of the same address keeps consent: "I\'ve finished" is primary, nothing reopens', async () => {
    const opened: string[] = [];
    const { results, user } = renderUrl(
      pay,
      async (href) => {
        opened.push(href);
        return true;
      },
      { shownBefore: 1 },
    );
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: /open this page/ });
    expect(box.checked).toBe(true);
    expect(screen.getByText(URL_CONSENT_WORDS.reask)).toBeTruthy();
    const finished = screen.getByRole('button', { name: "I've finished" });
    expect(isDisabled(finished)).toBe(false);
    expect(finished.className).toContain('ek-button--primary');
    expect(screen.getByRole('button', { name: 'Open page again' })).toBeTruthy();
    await user.click(finished);
    expect(results).toEqual([{ action: 'accept' }]);
    expect(opened).toEqual([]);
  });
});

describe('the same trust chrome as form mode and the terminal', () => {
  it('shows the destructive-tool marker and the round label, after the identity line', () => {
    const { container } = renderUrl(pay, undefined, {
      subject: { method: 'tools/call', name: 'delete_repo', destructive: true },
      round: 2,
      totalRounds: 3,
    });
    const order = [...container.querySelectorAll('.ek-server, .ek-danger-note, .ek-round')].map(
      (e) => e.className,
    );
    expect(order).toEqual(['ek-server', 'ek-danger-note', 'ek-round']);
    expect(container.querySelector('.ek-danger-note')?.textContent).toBe(
      'This tool can change or delete data',
    );
    expect(container.querySelector('.ek-round')?.textContent).toBe('Question 2 of 3');
  });

  it('shows neither for a first-round question from a tool not marked destructive', () => {
    const { container } = renderUrl(pay);
    expect(container.querySelector('.ek-danger-note, .ek-round')).toBeNull();
  });
});
