// @elicitkit/react/vscode: the look of a VS Code webview. VS Code sets every theme colour as a
// `--vscode-*` custom property on the webview's <html>, and marks the kind of theme on <body>
// (`vscode-light`, `vscode-dark`, `vscode-high-contrast`, `vscode-high-contrast-light`, and
// `data-vscode-theme-kind`). This sheet maps every `--ek-*` property onto them, so the form follows
// the editor's theme (and its changes) with nothing else to configure.
//
// It sits in its own cascade layer after elicitkit's, so it beats the default palette (dark mode
// included) while a host's own rule on `.ek-root` still beats it.

const MAP = `
  --ek-font-family: var(--vscode-font-family, system-ui, sans-serif);
  --ek-font-size: var(--vscode-font-size, 13px);
  --ek-radius: 2px;
  --ek-bg: var(--vscode-editor-background);
  --ek-fg: var(--vscode-foreground);
  --ek-muted: var(--vscode-descriptionForeground);
  --ek-border: var(--vscode-input-border, var(--vscode-panel-border, var(--vscode-foreground)));
  --ek-input-bg: var(--vscode-input-background);
  --ek-accent: var(--vscode-button-background);
  --ek-accent-fg: var(--vscode-button-foreground);
  --ek-focus: var(--vscode-focusBorder);
  --ek-danger: var(--vscode-errorForeground);
  --ek-danger-bg: var(--vscode-inputValidation-errorBackground, var(--vscode-editor-background));
  --ek-danger-fg: var(--vscode-editor-background);
  --ek-warning-fg: var(--vscode-foreground);
  --ek-warning-bg: var(--vscode-inputValidation-warningBackground, var(--vscode-editor-background));
  --ek-warning-border: var(--vscode-inputValidation-warningBorder, var(--vscode-editorWarning-foreground));
  --ek-trusted-bg: var(--vscode-textBlockQuote-background, var(--vscode-editorWidget-background));
  --ek-host-fg: var(--vscode-editor-background);
  --ek-host-bg: var(--vscode-editor-foreground);
`;

// High-contrast themes draw every boundary with their contrast colours, and have no fills to
// tell parts apart, so the borders must carry it.
const HIGH_CONTRAST = `
  --ek-border: var(--vscode-contrastBorder);
  --ek-focus: var(--vscode-contrastActiveBorder, var(--vscode-focusBorder));
  --ek-warning-border: var(--vscode-contrastBorder);
`;

const DARK = ':is(body.vscode-dark, body.vscode-high-contrast:not(.vscode-high-contrast-light))';
const LIGHT = ':is(body.vscode-light, body.vscode-high-contrast-light)';
const HC = ':is(body.vscode-high-contrast, [data-vscode-theme-kind^="vscode-high-contrast"])';

export const ELICITKIT_VSCODE_CSS = `@layer elicitkit, elicitkit-vscode;
@layer elicitkit-vscode {
:where(.ek-root, .ek-host) {${MAP}}
:where(${DARK} :is(.ek-root, .ek-host), [data-vscode-theme-kind="vscode-dark"] :is(.ek-root, .ek-host)) { --ek-color-scheme: dark; }
:where(${LIGHT} :is(.ek-root, .ek-host), [data-vscode-theme-kind="vscode-light"] :is(.ek-root, .ek-host)) { --ek-color-scheme: light; }
:where(${HC} :is(.ek-root, .ek-host)) {${HIGH_CONTRAST}}
}
`;

/**
 * Renders the VS Code sheet (React 19 hoists it into <head> once), next to any elicitkit component:
 * `<VscodeStyles /><ElicitationHost … />`. Or put ELICITKIT_VSCODE_CSS in the webview's own CSS.
 */
export function VscodeStyles() {
  return (
    <style href="elicitkit-react-vscode" precedence="elicitkit">
      {ELICITKIT_VSCODE_CSS}
    </style>
  );
}
