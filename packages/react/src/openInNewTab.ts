import type { Localizer, UrlConsent } from '@elicitkit/core';

/** How long to watch for the page losing focus before suspecting a pop-up blocker. */
const WATCH_MS = 1200;

/**
 * Opens `href` as a new top-level tab with `noopener,noreferrer`: the page gets no handle on us and
 * no Referer. The price of `noopener` is that `window.open` returns null whether or not a tab
 * opened, so success is inferred from this page losing focus or visibility soon after; resolving
 * false means "not confirmed" (a blocker, or a browser that keeps focus), and callers offer the
 * address to copy instead.
 */
export function openInNewTab(href: string, win: Window = window): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const onVisibility = () => {
      if (win.document.visibilityState === 'hidden') finish(true);
    };
    const onBlur = () => finish(true);
    const timer = win.setTimeout(() => finish(false), WATCH_MS);
    function finish(opened: boolean) {
      if (settled) return;
      settled = true;
      win.clearTimeout(timer);
      win.removeEventListener('blur', onBlur);
      win.document.removeEventListener('visibilitychange', onVisibility);
      resolve(opened);
    }
    win.addEventListener('blur', onBlur);
    win.document.addEventListener('visibilitychange', onVisibility);
    try {
      // Some browsers still return a handle despite noopener; that is proof enough.
      if (win.open(href, '_blank', 'noopener,noreferrer')) finish(true);
    } catch {
      finish(false);
    }
  });
}

/**
 * "Open page" on core's consent model, for the view and the headless hook alike: only once the
 * person consented and before any answer; then the browser's answer (or that it was not
 * confirmed, in the catalogue's words) goes back to the model.
 */
export async function openConsented(
  model: UrlConsent,
  openUrl: ((href: string) => Promise<boolean>) | undefined,
  l: Localizer,
): Promise<void> {
  const { href } = model.url;
  const state = model.getState();
  if (state.result || !href || !state.consent) return;
  model.open();
  if (model.getState().browser !== 'opening') return;
  const opened = await (openUrl ?? openInNewTab)(href);
  model.openResult(opened, opened ? undefined : l.format({ key: 'url.consent.popupBlocked' }));
}
