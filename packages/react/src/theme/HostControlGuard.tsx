import type { ReactNode } from 'react';
import { useLayoutEffect, useRef } from 'react';
import { firstFocusable, isReachable } from './focusable.js';

/** The id of the label (or legend) FieldTemplate draws for a field. */
export function labelId(id: string): string {
  return `${id}__label`;
}

const LABELABLE = new Set(['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON']);

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
      // The fieldset is the group and carries its name and description; a theme's inner group
      // would be a second, unnamed group around the same options (pointing at ids that may not be
      // rendered), so it becomes plain layout.
      for (const inner of root.querySelectorAll('[role="radiogroup"], [role="group"]'))
        inner.setAttribute('role', 'presentation');
      for (const inner of root.querySelectorAll('[aria-describedby]'))
        inner.removeAttribute('aria-describedby');
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
  return (
    <div ref={ref} className="ek-host-control" data-ek-host-control="">
      {children}
    </div>
  );
}
