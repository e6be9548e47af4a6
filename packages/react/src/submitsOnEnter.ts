// The controls in which Enter submits their form (a browser's implicit submission); elsewhere
// Enter is the control's own (a choice, a button, a text area's new line).
const SUBMITS_ON_ENTER =
  'input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]):not([type=reset])';

/** Whether Enter pressed in `target` would submit the form around it. */
export function submitsOnEnter(target: EventTarget | null): boolean {
  return target instanceof Element && target.matches(SUBMITS_ON_ENTER);
}
