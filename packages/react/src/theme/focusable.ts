// Host controls are not always native inputs (a Radix radio is a <button role="radio">, an MUI
// select a <div role="combobox">), so "the control" is the first thing a person could tab to.
const CANDIDATES =
  'input:not([type="hidden"]), select, textarea, button, [role="combobox"], [role="radio"], [role="checkbox"], [role="switch"], [tabindex]';

/** Whether a keyboard can reach `element` as a control (not disabled, hidden or a link button). */
export function isReachable(element: Element): element is HTMLElement {
  return (
    element.matches(CANDIDATES) &&
    !element.matches(':disabled, [aria-hidden="true"], [tabindex="-1"], .ek-link-button') &&
    !element.closest('[aria-hidden="true"], [inert]')
  );
}

/** The first control inside `root` a keyboard can reach. */
export function firstFocusable(root: ParentNode | null | undefined): HTMLElement | null {
  if (!root) return null;
  for (const element of root.querySelectorAll(CANDIDATES)) if (isReachable(element)) return element;
  return null;
}
