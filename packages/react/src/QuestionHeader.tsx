import type { Msg, RenderContext, ServerIdentity } from '@elicitkit/core';
import { dangerMsg, roundLabelMsg, serverIdentityMsg, taskAskingMsg } from '@elicitkit/core';
import { useLocalizer } from './localizerContext.js';
import { MsgParagraph } from './MsgParagraph.js';
import { MsgText } from './MsgText.js';
import { ServerMessage } from './ServerMessage.js';

interface QuestionHeaderProps {
  baseId: string;
  heading: Msg;
  server: ServerIdentity | undefined;
  /** A question shown for answering: the trust chrome around it and the server's message. */
  asked?: { context: RenderContext | undefined; message: string; dangerId?: string };
}

/**
 * The top of every question view: the heading (focusable, for autofocus), then who is asking. The
 * host's own id and address for the server are trusted and shown first; the name the server gave
 * itself is not, and is marked "(self-reported)", all as plain text. A question being asked adds
 * the trust chrome every surface shows (the danger marker, the task, the round) and the message.
 */
export function QuestionHeader({ baseId, heading, server, asked }: QuestionHeaderProps) {
  const l = useLocalizer();
  const who = serverIdentityMsg(server);
  const context = asked?.context;
  return (
    <>
      <h2 className="ek-heading" id={`${baseId}-heading`} tabIndex={-1}>
        {l.format(heading)}
      </h2>
      <p className="ek-server">
        <MsgText msg={who.askedBy} />
        {who.selfReported && <MsgText msg={who.selfReported} />}
      </p>
      {asked && (
        <>
          <MsgParagraph msg={dangerMsg(context)} className="ek-danger-note" id={asked.dangerId} />
          <MsgParagraph msg={taskAskingMsg(context)} className="ek-task" />
          <MsgParagraph msg={roundLabelMsg(context ?? {})} className="ek-round" />
          <ServerMessage message={asked.message} />
        </>
      )}
    </>
  );
}
