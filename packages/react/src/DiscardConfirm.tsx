import { useEffect, useRef } from 'react';
import { useLocalizer } from './localizerContext.js';

/**
 * Asked once, in place of the action row, before a cancel would throw the person's answers away
 * (design-language.md §12). Focus starts on "Keep editing", the choice that loses nothing.
 */
export function DiscardConfirm(props: { id: string; onDiscard: () => void; onKeep: () => void }) {
  const l = useLocalizer();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div className="ek-actions ek-discard" role="group" aria-labelledby={props.id}>
      <p className="ek-discard-question" id={props.id}>
        {l.format({ key: 'form.discardQuestion' })}
      </p>
      <button
        ref={keep}
        type="button"
        className="ek-button ek-button--primary"
        onClick={props.onKeep}
      >
        {l.format({ key: 'form.discardKeep' })}
      </button>
      <button type="button" className="ek-button" onClick={props.onDiscard}>
        {l.format({ key: 'form.discardConfirm' })}
      </button>
    </div>
  );
}
