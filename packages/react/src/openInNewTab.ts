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
