import { toDisplayText } from '@elicitkit/core';
import { useLocalizer } from './localizerContext.js';
import type { PendingElicitation } from './pendingElicitation.js';

/**
 * "Stop <server> asking", on the question itself: the loop refuses the server's later questions
 * for the rest of the session, and this one is answered cancel. Shown only when the loop offers
 * it (`context.stopAsking`).
 */
export function StopAskingButton(props: { item: PendingElicitation; onCancel: () => void }) {
  const l = useLocalizer();
  const stopAsking = props.item.context.stopAsking;
  if (!stopAsking) return null;
  const who = toDisplayText(props.item.context.server.trustedId, {
    singleLine: true,
    maxLength: 60,
  });
  return (
    <button
      type="button"
      className="ek-stop-asking"
      onClick={() => {
        stopAsking();
        props.onCancel();
      }}
    >
      {l.format({ key: 'budget.stopAsking', values: { who } })}
    </button>
  );
}
