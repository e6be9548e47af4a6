import { ELICITKIT_CSS } from './elicitkitCss.js';

/**
 * The stylesheet. React 19 hoists a `<style>` that has `href` + `precedence` into <head> and keeps a
 * single copy however many components render it, so every elicitkit component renders this and a
 * host needs no CSS import or loader.
 */
export function ElicitkitStyles() {
  return (
    <style href="elicitkit-react" precedence="elicitkit">
      {ELICITKIT_CSS}
    </style>
  );
}
