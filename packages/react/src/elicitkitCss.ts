// The stylesheet, as a string React 19 hoists into <head> once (see ElicitkitStyles), so it works
// the same in Vite, Storybook, SSR and tests with no CSS loader.
//
// Scoping: every rule starts at `:where(.ek-root)` (or `.ek-host`), so nothing leaks out to the
// host page. Protection the other way: host CSS cannot restyle the form. Every rule sits in the
// `elicitkit` cascade layer and every declaration except the `--ek-*` custom properties is
// `!important`; an important declaration in a layer beats every normal declaration and every
// unlayered important one, whatever the selector's specificity. The roots reset everything they
// would inherit from the page (`all: initial`), and every element inside is first reset to the
// browser's own styles (`all: revert`), so a host rule for `input`, `div`, `*` or even `.ek-input`
// has nothing left to change. What stays open on purpose is the theming API: the `--ek-*` custom
// properties (normal declarations, so any host rule on `.ek-root` sets them). Only a host's own
// important rules in a layer declared before ours, or inline styles, could still win.
// There is deliberately no universal rule beyond the reset: with a 1,000-option list those cost
// a visible share of the first render's style work.

// The dark palette, used both for an explicit data-theme="dark" and for the system preference.
const DARK_THEME = `  --ek-bg: #16191d;
  --ek-fg: #e8eaed;
  --ek-muted: #b0b7bf;
  --ek-border: #8b949e;
  --ek-input-bg: #0f1215;
  --ek-accent: #7cbcff;
  --ek-accent-fg: #0b1620;
  --ek-focus: #7cbcff;
  --ek-danger: #ff9a8f;
  --ek-danger-bg: #3a1714;
  --ek-danger-fg: #16191d;
  --ek-warning-fg: #f7dc9a;
  --ek-warning-bg: #2f2610;
  --ek-warning-border: #a9812f;
  --ek-trusted-bg: #1d2733;
  --ek-host-fg: #16191d;
  --ek-host-bg: #f7dc9a;
  --ek-color-scheme: dark;
`;

// What the reset reaches inside a root. A host's own root (`.ek-host`) leaves the forms in it to
// their own roots. A sealed form resets every element; a scoped one every element except the host
// controls (the subtrees an rjsfTheme drew, marked by HostControlGuard), so the identity line, the
// URL box, the emphasised host and the danger marker stay sealed.
const INSIDE = [
  ':where(.ek-host) :where(:not(.ek-root, .ek-root *))',
  ':where(.ek-root:not([data-ek-styles="scoped"])) *',
  ':where(.ek-root[data-ek-styles="scoped"]) :where(:not([data-ek-host-control], [data-ek-host-control] *))',
];
const RESET = INSIDE.flatMap((d) => [d, `${d}::before`, `${d}::after`, `${d}::marker`]).join(',\n');

// Targets meet WCAG 2.2's size: 24px at least everywhere (options, link buttons; the buttons and
// inputs are taller), 44px where the pointer is a finger (the `pointer: coarse` block).
const RULES = `
:where(.ek-root, .ek-host) { all: initial; }
:where(.ek-root, .ek-host)::before, :where(.ek-root, .ek-host)::after,
${RESET} { all: revert; }
:where(.ek-host) { display: block; position: relative; }
:where(.ek-root, .ek-host) {
  --ek-font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  --ek-font-size: 1rem;
  --ek-line-height: 1.4;
  --ek-radius: 6px;
  --ek-space: 0.75rem;
  --ek-max-width: 40rem;
  --ek-bg: #ffffff;
  --ek-fg: #1b1f24;
  --ek-muted: #4f5761;
  --ek-border: #6e7781;
  --ek-input-bg: #ffffff;
  --ek-accent: #0b5cad;
  --ek-accent-fg: #ffffff;
  --ek-focus: #0b5cad;
  --ek-danger: #b3261e;
  --ek-danger-bg: #fdecea;
  --ek-danger-fg: #ffffff;
  --ek-warning-fg: #4d3200;
  --ek-warning-bg: #fff4d6;
  --ek-warning-border: #b07d17;
  --ek-trusted-bg: #eef4fb;
  --ek-host-fg: #000000;
  --ek-host-bg: #fff1a8;
  --ek-color-scheme: light;
  color-scheme: var(--ek-color-scheme);
}
:where(.ek-root[data-theme="dark"], .ek-host[data-theme="dark"]),
:where([data-theme="dark"] :is(.ek-root, .ek-host):not([data-theme="light"])) {
${DARK_THEME}}
@media (prefers-color-scheme: dark) {
  :where(:is(.ek-root, .ek-host):not([data-theme="light"])):where(:not([data-theme="light"] *)) {
${DARK_THEME}  }
}
:where(.ek-root) {
  display: block;
  position: relative;
  box-sizing: border-box;
  max-width: var(--ek-max-width);
  padding: var(--ek-space);
  border: 1px solid var(--ek-border);
  border-radius: var(--ek-radius);
  background: var(--ek-bg);
  color: var(--ek-fg);
  font-family: var(--ek-font-family);
  font-size: var(--ek-font-size);
  line-height: var(--ek-line-height);
  text-align: start;
}
:where(.ek-root) .ek-heading { margin: 0 0 calc(var(--ek-space) / 2); font-size: 1.15em; font-weight: 650; }
:where(.ek-root) .ek-server {
  box-sizing: border-box;
  margin: 0 0 var(--ek-space); padding: calc(var(--ek-space) / 2) var(--ek-space);
  border-radius: var(--ek-radius); background: var(--ek-trusted-bg); overflow-wrap: anywhere;
}
:where(.ek-root) .ek-server-id { font-weight: 650; }
:where(.ek-root) .ek-server-url, :where(.ek-root) .ek-self-reported, :where(.ek-root) .ek-muted { color: var(--ek-muted); }
:where(.ek-root) .ek-message {
  box-sizing: border-box;
  margin: 0 0 var(--ek-space); padding-block: 0.15em; padding-inline: calc(var(--ek-space) * 0.75) 0;
  border-inline-start: 3px solid var(--ek-border); font-weight: 400; font-style: normal;
  white-space: pre-wrap; overflow-wrap: anywhere;
  max-height: 40vh; overflow: auto;
}
:where(.ek-root) .ek-message--folded::after { content: '…'; }
:where(.ek-root) .ek-message-toggle { display: block; margin: calc(var(--ek-space) / -2) 0 var(--ek-space); }
:where(.ek-root) .ek-notices, :where(.ek-root) .ek-field-notes {
  box-sizing: border-box;
  margin: 0 0 var(--ek-space);
  padding-block: calc(var(--ek-space) / 2); padding-inline: calc(var(--ek-space) * 2) var(--ek-space);
  border: 1px solid var(--ek-warning-border); border-radius: var(--ek-radius);
  background: var(--ek-warning-bg); color: var(--ek-warning-fg); overflow-wrap: anywhere;
}
:where(.ek-root) .ek-field-notes { margin: calc(var(--ek-space) / 3) 0; font-size: 0.92em; }
:where(.ek-root) .ek-blocked {
  box-sizing: border-box;
  margin: 0 0 var(--ek-space); padding: calc(var(--ek-space) / 2) var(--ek-space);
  border: 1px solid var(--ek-danger); border-radius: var(--ek-radius);
  background: var(--ek-danger-bg); color: var(--ek-fg);
}
:where(.ek-root) .ek-summary {
  box-sizing: border-box;
  margin: 0 0 var(--ek-space); padding: calc(var(--ek-space) / 2) var(--ek-space);
  border: 2px solid var(--ek-danger); border-radius: var(--ek-radius); background: var(--ek-bg);
}
:where(.ek-root) .ek-summary-title { margin: 0 0 calc(var(--ek-space) / 3); font-size: 1em; font-weight: 650; color: var(--ek-danger); }
:where(.ek-root) .ek-summary-list { margin: 0; padding-inline-start: 1.2em; }
:where(.ek-root) .ek-summary-list .ek-link-button { text-align: start; }
:where(.ek-root) .ek-form { margin: 0; }
:where(.ek-root) .ek-fields { display: flow-root; margin: 0 0 var(--ek-space); }
:where(.ek-root) .ek-fields > .ek-field + .ek-field { margin-block-start: var(--ek-space); }
:where(.ek-root) .ek-field { margin: 0; padding: 0; border: 0; min-width: 0; overflow-wrap: anywhere; }
:where(.ek-root) .ek-group { padding: 0; }
:where(.ek-root) .ek-label { display: block; margin: 0 0 0.1em; padding: 0; font-weight: 600; color: var(--ek-fg); }
:where(.ek-root) .ek-optional { font-weight: 400; color: var(--ek-muted); }
:where(.ek-root) .ek-required { margin-inline-start: 0.2em; color: var(--ek-danger); }
:where(.ek-root) .ek-required-note { margin: 0 0 calc(var(--ek-space) / 2); font-size: 0.9em; color: var(--ek-muted); }
:where(.ek-root) .ek-description { margin: 0 0 0.1em; white-space: pre-wrap; }
:where(.ek-root) .ek-hint, :where(.ek-root) .ek-empty-note { display: block; margin: 0 0 0.3em; font-size: 0.9em; color: var(--ek-muted); }
:where(.ek-root) .ek-error { margin: 0 0 0.3em; font-weight: 600; color: var(--ek-danger); }
:where(.ek-root) .ek-input {
  box-sizing: border-box;
  display: block; width: 100%; min-height: 2.25em; margin: 0; padding: 0.3em 0.5em;
  border: 1px solid var(--ek-border); border-radius: var(--ek-radius);
  background: var(--ek-input-bg); color: var(--ek-fg); font: inherit;
}
:where(.ek-root) .ek-field--invalid .ek-input { border: 2px solid var(--ek-danger); }
:where(.ek-root) .ek-options { max-height: 22em; overflow: auto; }
:where(.ek-root) .ek-options > * + * { margin-block-start: 0.25em; }
:where(.ek-root) .ek-option { display: flex; align-items: center; gap: 0.5em; min-height: 24px; }
:where(.ek-root) .ek-option > label { flex: 1 1 auto; min-width: 0; padding-block: 0.1em; cursor: pointer; }
:where(.ek-root) .ek-options--columns {
  display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 11em), 1fr)); gap: 0.25em 1em;
}
:where(.ek-root) .ek-options--columns > * + * { margin-block-start: 0; }
:where(.ek-root) .ek-choice-row { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25em 1.5em; }
:where(.ek-root) .ek-choice-row > .ek-link-button { margin: 0; }
:where(.ek-root) .ek-options--inline { display: flex; flex-wrap: wrap; gap: 0.25em 1.5em; }
:where(.ek-root) .ek-options--inline > * + * { margin-block-start: 0; }
:where(.ek-root) .ek-empty-note { margin: 0.3em 0 0; font-style: italic; }
:where(.ek-root) .ek-secret { display: flex; gap: calc(var(--ek-space) / 2); align-items: stretch; }
:where(.ek-root) .ek-secret .ek-input { flex: 1 1 auto; min-width: 0; }
:where(.ek-root) .ek-reveal { flex: none; }
:where(.ek-root) .ek-check-input { width: 1.25em; height: 1.25em; margin: 0; accent-color: var(--ek-accent); flex: none; }
:where(.ek-root) .ek-actions {
  position: sticky; bottom: 0; display: flex; flex-wrap: wrap; gap: calc(var(--ek-space) / 2);
  margin: 0; padding: calc(var(--ek-space) / 2) 0; background: var(--ek-bg);
}
:where(.ek-root) .ek-form .ek-actions { align-items: center; }
:where(.ek-root) .ek-buttons { display: flex; flex-wrap: wrap; flex: 0 1 auto; min-width: 0; gap: calc(var(--ek-space) / 2); }
:where(.ek-root) .ek-buttons > .ek-button { flex: 0 1 auto; min-width: 0; overflow-wrap: break-word; }
:where(.ek-root) .ek-discard-question { flex: 1 0 100%; margin: 0; font-weight: 600; }
:where(.ek-root) .ek-key-hint { margin: 0; margin-inline-start: auto; font-size: 0.85em; color: var(--ek-muted); }
:where(.ek-root) .ek-key {
  padding: 0 0.3em; border: 1px solid var(--ek-border); border-radius: 3px;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.95em;
}
:where(.ek-root) .ek-button {
  box-sizing: border-box;
  min-height: 2.4em; margin: 0; padding: 0.35em 1em; border: 1px solid var(--ek-border);
  border-radius: var(--ek-radius); background: var(--ek-bg); color: var(--ek-fg);
  font: inherit; font-weight: 600; cursor: pointer;
}
:where(.ek-root) .ek-button[data-ek-arming] { opacity: 0.55; cursor: default; }
:where(.ek-root) .ek-button--primary { border-color: var(--ek-accent); background: var(--ek-accent); color: var(--ek-accent-fg); }
:where(.ek-root) .ek-button--primary.ek-danger { border-color: var(--ek-danger); background: var(--ek-danger); color: var(--ek-danger-fg); }
:where(.ek-root) .ek-button:disabled { cursor: not-allowed; opacity: 0.55; }
:where(.ek-root) .ek-link-button {
  min-height: 24px; margin: 0.2em 0 0; padding: 0; border: 0; background: none; color: var(--ek-accent);
  font: inherit; font-size: 0.9em; text-decoration: underline; cursor: pointer;
}
:where(.ek-root, .ek-host) :where(.ek-button, .ek-link-button, .ek-input, .ek-check-input, .ek-message, .ek-summary, .ek-outcome):focus-visible {
  outline: 3px solid var(--ek-focus); outline-offset: 2px;
}
:where(.ek-root) .ek-status { margin: var(--ek-space) 0 0; color: var(--ek-muted); }
:where(.ek-root) .ek-task { margin: 0 0 calc(var(--ek-space) / 2); color: var(--ek-accent); font-size: 0.9em; font-weight: 600; }
:where(.ek-root) .ek-round { margin: 0 0 calc(var(--ek-space) / 2); color: var(--ek-muted); font-size: 0.9em; font-weight: 600; }
:where(.ek-root) .ek-danger-note {
  box-sizing: border-box;
  margin: 0 0 var(--ek-space); padding: calc(var(--ek-space) / 2) var(--ek-space);
  border: 2px solid var(--ek-danger); border-radius: var(--ek-radius);
  background: var(--ek-danger-bg); color: var(--ek-fg); font-weight: 600;
}
:where(.ek-root, .ek-host) .ek-outcome {
  box-sizing: border-box; display: block;
  margin: var(--ek-space) 0 0; padding: calc(var(--ek-space) / 2) var(--ek-space);
  border: 1px solid var(--ek-border); border-radius: var(--ek-radius);
  background: var(--ek-bg); color: var(--ek-fg); overflow-wrap: anywhere;
  font-family: var(--ek-font-family); font-size: var(--ek-font-size); line-height: var(--ek-line-height);
}
:where(.ek-host) .ek-outcomes { margin: 0 0 var(--ek-space); padding: 0; list-style: none; }
:where(.ek-host) .ek-outcomes > .ek-outcome { margin: 0 0 calc(var(--ek-space) / 2); }
:where(.ek-root) .ek-status:empty { margin: 0; }
:where(.ek-root) .ek-url {
  box-sizing: border-box;
  margin: 0 0 var(--ek-space); padding: calc(var(--ek-space) / 2) var(--ek-space);
  border: 1px solid var(--ek-border); border-radius: var(--ek-radius);
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.95em;
  word-break: break-all; white-space: pre-wrap;
}
:where(.ek-root) .ek-url-host { padding: 0 0.15em; border-radius: 3px; background: var(--ek-host-bg); color: var(--ek-host-fg); font-weight: 700; }
:where(.ek-root) .ek-site { margin: 0 0 var(--ek-space); }
:where(.ek-root, .ek-host) .ek-stop-asking {
  box-sizing: border-box; min-height: 24px; margin: calc(var(--ek-space) / 2) 0 0; padding: 0.2em 0.75em;
  border: 1px solid var(--ek-border); border-radius: var(--ek-radius); background: transparent;
  color: var(--ek-muted); font: inherit; font-size: 0.9em; cursor: pointer;
}
@media (pointer: coarse) {
  :where(.ek-root) .ek-option, :where(.ek-root) .ek-link-button, :where(.ek-root) .ek-button,
  :where(.ek-root) .ek-input, :where(.ek-root, .ek-host) .ek-stop-asking { min-height: 44px; }
  :where(.ek-root) .ek-check-input { width: 24px; height: 24px; }
}
@media (forced-colors: active) {
  :where(.ek-root) .ek-url-host { forced-color-adjust: none; background: Highlight; color: HighlightText; }
  :where(.ek-root) .ek-server { border: 1px solid CanvasText; }
  :where(.ek-root) .ek-button--primary { border: 2px solid ButtonText; }
}
:where(.ek-root) .ek-consent { display: flex; align-items: baseline; gap: 0.5em; margin: 0 0 var(--ek-space); }
:where(.ek-host) .ek-queue-count {
  margin: 0 0 calc(var(--ek-space) / 2); color: var(--ek-muted); font-family: var(--ek-font-family); font-size: 0.9em;
}
:where(.ek-host) .ek-undelivered {
  box-sizing: border-box;
  margin: 0 0 var(--ek-space); padding: calc(var(--ek-space) / 2) var(--ek-space);
  border: 1px solid var(--ek-warning-border); border-radius: var(--ek-radius);
  background: var(--ek-warning-bg); color: var(--ek-warning-fg); font-family: var(--ek-font-family);
}
`;

// Screen-reader-only text is part of what the words mean, not of the look: kept in every mode.
const ALWAYS = `
:where(.ek-root, .ek-host) .ek-visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
}
`;

/**
 * `styles="none"`: the host styles everything, so every rule but ALWAYS stops at a root marked
 * `data-ek-styles="none"` (the selectors all sit inside `:where()`, so specificity is unchanged).
 */
function unlessNone(css: string): string {
  return css.replace(/\.ek-(root|host)(?![\w-])/g, '.ek-$1:not([data-ek-styles="none"])');
}

/**
 * Makes every declaration of a rule block important, except custom properties (the theming API),
 * and wraps the whole sheet in the `elicitkit` layer (see the top of this file for why).
 */
function hardened(css: string): string {
  const rules = css.replace(/\{([^{}]*)\}/g, (_, body: string) => {
    const declarations = body
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => (d.startsWith('--') || d.endsWith('!important') ? d : `${d} !important`));
    return `{ ${declarations.join('; ')}; }`;
  });
  return `@layer elicitkit {${rules}}\n`;
}

export const ELICITKIT_CSS = hardened(unlessNone(RULES) + ALWAYS);
