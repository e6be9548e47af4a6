import type { Elicitation } from '@elicitkit/core';
import type { ElicitationShellProps } from './ElicitationShellProps.js';
import { FormElicitationView } from './FormElicitationView.js';
import { UrlElicitation } from './UrlElicitation.js';

export interface ElicitationFormProps extends ElicitationShellProps {
  /** A normalised request: `normalizeRequest(params)` from @elicitkit/core. */
  request: Elicitation;
}

// Each request object gets its own view instance (and so its own answer state and once-guard),
// even if a parent re-renders the same element with a different request.
const instanceKeys = new WeakMap<Elicitation, number>();
let nextKey = 0;
function keyOf(request: Elicitation): number {
  let key = instanceKeys.get(request);
  if (key === undefined) instanceKeys.set(request, (key = ++nextKey));
  return key;
}

/**
 * Renders one elicitation, either mode, and reports the answer through `onResult` exactly once:
 * Accept/Decline in the UI; Esc, unmounting or `context.signal` aborting are a cancel.
 *
 * ```tsx
 * <ElicitationForm request={normalizeRequest(params)} onResult={send} server={{ trustedId: 'github' }} />
 * ```
 */
export function ElicitationForm({ request, ...rest }: ElicitationFormProps) {
  return request.mode === 'url' ? (
    <UrlElicitation key={keyOf(request)} request={request} {...rest} />
  ) : (
    <FormElicitationView key={keyOf(request)} request={request} {...rest} />
  );
}
