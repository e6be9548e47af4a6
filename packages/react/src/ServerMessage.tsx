import { foldedMessage } from '@elicitkit/core';
import { useMemo, useState } from 'react';
import { useLocalizer } from './localizerContext.js';
import { useSafeId } from './useSafeId.js';

/** Past this many characters the message box may scroll, so it is a region a keyboard can reach. */
const SCROLLS_PAST = 600;

/**
 * The server's message as a quotation, apart from the kit's own words (the heading, the identity
 * line). A message longer than core's fold shows its opening and a control that opens the whole
 * of it in the same scroll region: a megabyte is not laid out until the person asks to read it.
 */
export function ServerMessage({ message }: { message: string }) {
  const l = useLocalizer();
  const id = useSafeId('ek-message');
  const [open, setOpen] = useState(false);
  const shown = useMemo(() => foldedMessage(message), [message]);
  if (message === '') return null;
  const folded = shown.length < message.length;
  const text = folded && !open ? shown : message;
  return (
    <>
      <blockquote
        id={id}
        className={`ek-message${folded && !open ? ' ek-message--folded' : ''}`}
        dir="auto"
        // A long message scrolls inside its box (so the buttons stay reachable); a scrolling box
        // must be reachable by keyboard too.
        {...(text.length > SCROLLS_PAST && {
          tabIndex: 0,
          role: 'region',
          'aria-label': l.format({ key: 'form.messageLabel' }),
        })}
      >
        {text}
      </blockquote>
      {folded && (
        <button
          type="button"
          className="ek-link-button ek-message-toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((was) => !was)}
        >
          {open
            ? l.format({ key: 'form.messageShowLess' })
            : l.format({
                key: 'form.messageShowAll',
                values: { count: message.length - shown.length },
              })}
        </button>
      )}
    </>
  );
}
