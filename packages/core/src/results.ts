import type { ElicitResult } from './protocol.js';

// The answers that carry no content, kept apart from acceptResult (which validates) so that a
// program needing only these does not load the validator with them.

/** URL mode: accept means "I consented and opened it"; it never carries content. */
export function acceptUrlResult(): ElicitResult {
  return { action: 'accept' };
}

export function declineResult(): ElicitResult {
  return { action: 'decline' };
}

export function cancelResult(): ElicitResult {
  return { action: 'cancel' };
}
