// Small DOM assertions for the tests (jest-dom is not a dependency of this package).

/** The text an element's aria-describedby points at, as a screen reader would announce it. */
export function accessibleDescription(element: Element): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function isDisabled(element: Element): boolean {
  return (element as HTMLButtonElement).disabled === true;
}

export function hasFocus(element: Element): boolean {
  return element.ownerDocument.activeElement === element;
}
