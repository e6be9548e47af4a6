import type { ElicitContent, Elicitation } from '@elicitkit/core';
import { questionKey, tooLargeToShow } from '@elicitkit/core';
import { useMemo, useState } from 'react';
import type { ElicitationShellProps } from './ElicitationShellProps.js';
import { FormElicitationView } from './FormElicitationView.js';
import { TooLargeView } from './TooLargeView.js';
import { UrlElicitation } from './UrlElicitation.js';

export interface ElicitationFormProps extends ElicitationShellProps {
  /** A normalised request: `normalizeRequest(params)` from @elicitkit/core. */
  request: Elicitation;
  /**
   * The question's identity, when the host has one (e.g. the JSON-RPC request id). By default it
   * is the request's content (core's questionKey), so an identical question asked again right
   * after an answer needs a new key to start afresh.
   */
  requestKey?: string | number;
  /**
   * Form mode: the person's own answers to start from, e.g. an accept of theirs that never
   * reached the server, shown again so nothing they typed is lost.
   */
  answers?: ElicitContent;
}

/**
 * Renders one elicitation, either mode, and reports the answer through `onResult` exactly once:
 * Accept/Decline in the UI; Esc, unmounting or `context.signal` aborting are a cancel.
 *
 * The request may be rebuilt on every render (`request={normalizeRequest(params)}` inline is fine):
 * the answers survive as long as the question is the same — same message, schema and
 * elicitationId, or the same `requestKey`. A different question starts afresh, and the one it
 * replaced, if unanswered, is answered cancel (once).
 *
 * ```tsx
 * <ElicitationForm request={normalizeRequest(params)} onResult={send} server={{ trustedId: 'github' }} />
 * ```
 */
export function ElicitationForm({ request, requestKey, answers, ...rest }: ElicitationFormProps) {
  const identity = requestKey === undefined ? `q:${questionKey(request)}` : `k:${requestKey}`;
  // The first request object of each question is the one the view keeps: a host's fresh but equal
  // objects must not make the view (or rjsf) rebuild anything.
  const [held, setHeld] = useState({ identity, request });
  if (held.identity !== identity) setHeld({ identity, request });
  const current = held.identity === identity ? held.request : request;
  // Past core's limits the question is declined with its reason, never drawn.
  const tooLarge = useMemo(() => tooLargeToShow(current), [current]);
  if (tooLarge) return <TooLargeView key={identity} tooLarge={tooLarge} {...rest} />;
  return current.mode === 'url' ? (
    <UrlElicitation key={identity} request={current} {...rest} />
  ) : (
    <FormElicitationView key={identity} request={current} {...(answers && { answers })} {...rest} />
  );
}
