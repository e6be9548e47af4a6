import type { KeyboardEvent, ReactNode } from 'react';
import { useLayoutEffect, useRef } from 'react';
import { firstFocusable, isReachable } from './focusable.js';

/** The id of the label (or legend) FieldTemplate draws for a field. */
export function labelId(id: string): string {
  return `${id}__label`;
}

// A button's own text would otherwise name it (a select drawn as a button shows its value).
const LABELABLE = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

export interface HostControlGuardProps {
  /** The field's control id (rjsf's), which FieldTemplate's `<label for>` points at. */
  id: string;
  /** elicitkit's `aria-describedby` list: only ids that are rendered. */
  describedBy: string;
  invalid: boolean;
  /** An option group (radio, yes/no, checkboxes): the fieldset/legend name it, not a label. */
  group: boolean;
  /** Numbers: the keyboard a phone shows (the input itself stays type="text"). */
  inputMode?: 'numeric' | 'decimal' | undefined;
  children: ReactNode;
}

/**
 * Wraps one host control and puts right, after every render, what themes get wrong or ignore
 * (measured: MUI drops `extraProps`, shadcn drops `autocomplete`, an MUI select is a labelled-by-
 * itself `div`, a shadcn select a `button` without the field's id): no autofill, never
 * `type="number"`, one accessible name (FieldTemplate's label), and elicitkit's describedby ids.
 * The marker attribute is also what `styles="scoped"` leaves open to host CSS.
 */
export function HostControlGuard(props: HostControlGuardProps) {
  const { id, describedBy, invalid, group, inputMode, children } = props;
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    for (const input of root.querySelectorAll('input')) {
      if (input.type === 'hidden') continue;
      // Browser autofill would put the person's data into a server's form without them typing it.
      input.setAttribute('autocomplete', 'off');
      // Core reads the number as typed; a number input would hand it "" for "1e".
      if (input.type === 'number') input.type = 'text';
    }
    if (group) {
      // A theme's own group (MUI's, Radix's, Chakra's radiogroup) is named by the field's legend and loses
      // describedby ids that may not be rendered (the fieldset carries the description); the
      // fieldset then stops being a radiogroup itself, so there is one group, not two nested.
      // The radiogroup itself when there is one: Chakra wraps its radiogroup (named by a label it
      // never draws) in a Field group of its own.
      const inner =
        root.querySelector('[role="radiogroup"]') ?? root.querySelector('[role="group"]');
      if (inner) {
        inner.setAttribute('aria-labelledby', labelId(id));
        root.closest('fieldset[role="radiogroup"]')?.removeAttribute('role');
      }
      for (const described of root.querySelectorAll('[aria-describedby]'))
        described.removeAttribute('aria-describedby');
      return;
    }
    const byId = [...root.querySelectorAll('[id]')].find((e) => e.id === id);
    const primary = byId && isReachable(byId) ? byId : firstFocusable(root);
    if (!primary) return;
    if (!primary.id && !byId) primary.id = id;
    if (!LABELABLE.has(primary.tagName) || primary.id !== id)
      primary.setAttribute('aria-labelledby', labelId(id));
    for (const other of root.querySelectorAll('[aria-describedby]'))
      if (other !== primary) other.removeAttribute('aria-describedby');
    if (describedBy) primary.setAttribute('aria-describedby', describedBy);
    else primary.removeAttribute('aria-describedby');
    if (invalid) primary.setAttribute('aria-invalid', 'true');
    else primary.removeAttribute('aria-invalid');
    if (inputMode) primary.setAttribute('inputmode', inputMode);
  });
  // Esc while a theme's popup is open closes the popup, not the question. Themes whose popups
  // handle Esc themselves (MUI's menu) stop it before it gets here; others (shadcn's select)
  // ignore it, so the guard closes the popup through its own toggle.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const open = event.currentTarget.querySelector<HTMLElement>('[aria-expanded="true"]');
    if (!open) return;
    event.preventDefault();
    open.click();
    open.focus();
  };
  return (
    <div ref={ref} className="ek-host-control" data-ek-host-control="" onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}
