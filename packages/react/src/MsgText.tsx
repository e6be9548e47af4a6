import type { Msg, MsgPart } from '@elicitkit/core';
import type { ReactNode } from 'react';
import { useLocalizer } from './localizerContext.js';

// Each tag a catalogue may use, drawn isolated so server text inside our sentence never reorders
// it: the trusted id and hosts are left-to-right islands (bdi), muted and hidden parts keep classes.
function drawPart(part: MsgPart, key: number): ReactNode {
  if (typeof part === 'string') return part;
  const inner = part.parts.map(drawPart);
  switch (part.tag) {
    case 'id':
      return (
        <bdi key={key} className="ek-server-id">
          {inner}
        </bdi>
      );
    case 'host':
      return (
        <bdi key={key} className="ek-url-host" dir="ltr">
          {inner}
        </bdi>
      );
    case 'hidden':
      return (
        <span key={key} className="ek-visually-hidden">
          {inner}
        </span>
      );
    default:
      return (
        <bdi key={key} className={`ek-${part.tag}`}>
          {inner}
        </bdi>
      );
  }
}

/** A catalogue message, formatted by the view's localizer, its tagged parts isolated. */
export function MsgText({ msg }: { msg: Msg }) {
  const l = useLocalizer();
  return <>{l.formatParts(msg).map(drawPart)}</>;
}
