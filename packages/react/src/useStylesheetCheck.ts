import { useEffect } from 'react';

/** What a host that forgot the stylesheet reads in its console (a developer's words, not the person's). */
export const STYLESHEET_MISSING =
  "elicitkit: the stylesheet is not loaded, so the form draws as bare browser controls. Add import '@elicitkit/react/styles.css'; once, beside your app's entry (or link dist/styles.css).";

let checked = false;

// The package builds without Node's types: only this one expression, which bundlers replace.
declare const process: { env: { NODE_ENV?: string } };

/** Whether this is a development build: bundlers replace `process.env.NODE_ENV`; none, none to read. */
function developing(): boolean {
  try {
    // Written out in full: bundlers replace exactly `process.env.NODE_ENV`.
    const mode = process.env.NODE_ENV;
    return mode !== 'production' && mode !== 'test';
  } catch {
    return true;
  }
}

/**
 * In development, warns once per page when a drawn elicitkit root does not carry the stylesheet's
 * marker (`--ek-stylesheet`): the stylesheet is a file the host imports, never injected at run time
 * (a page under `style-src 'self'` would refuse that).
 */
export function useStylesheetCheck(): void {
  useEffect(() => {
    if (checked || !developing()) return;
    const root = document.querySelector('.ek-root, .ek-host');
    if (!root) return;
    checked = true;
    const marker = getComputedStyle(root).getPropertyValue('--ek-stylesheet').trim();
    if (marker === '') console.warn(STYLESHEET_MISSING);
  }, []);
}

/** Lets a test check again, as on a fresh page. */
export function resetStylesheetCheck(): void {
  checked = false;
}
