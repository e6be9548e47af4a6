import type { ToolCallSnapshot } from '@elicitkit/client';
import type { CallLog } from './callLog.js';

/** A call in progress as kept across reloads of this tab. */
export interface PendingCall {
  /** `ToolCall.snapshot()`; checked by `parseSnapshot` before it drives anything. */
  snapshot: ToolCallSnapshot;
  /** The side panel as it was, so earlier rounds stay visible after the reload. */
  log: CallLog;
}

// sessionStorage: it survives a reload of this tab and dies with it. The snapshot holds the
// person's answers, so it must not outlive the tab (localStorage would) or leave the browser.
const KEY = 'elicitkit.web.pendingCall';

export function savePendingCall(pending: PendingCall): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage full or disabled: the call still runs, it just cannot survive a reload.
  }
}

/** The saved call, or undefined when there is none or it is not even JSON of the right shape. */
export function loadPendingCall(): PendingCall | undefined {
  let text: string | null;
  try {
    text = sessionStorage.getItem(KEY);
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  try {
    const value = JSON.parse(text) as Partial<PendingCall> | null;
    // typeof null is 'object' too, and a null log would crash whatever reads it.
    if (!isObject(value) || !isObject(value.snapshot) || !isObject(value.log)) return undefined;
    return value as PendingCall;
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

export function clearPendingCall(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
