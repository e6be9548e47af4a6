import type { Msg } from '@elicitkit/core';
import { MsgText } from './MsgText.js';

/** One catalogue message as a paragraph, or nothing when there is none. */
export function MsgParagraph({
  msg,
  className,
  id,
}: {
  msg: Msg | undefined;
  className: string;
  id?: string;
}) {
  if (!msg) return null;
  return (
    <p className={className} id={id}>
      <MsgText msg={msg} />
    </p>
  );
}
