import type { ElicitResult, TooLarge } from '@elicitkit/core';
import { cancelResult, resolveLocalizer, tooLargeMsg } from '@elicitkit/core';
import { useEffect, useMemo, useState } from 'react';
import type { ElicitationShellProps } from './ElicitationShellProps.js';
import { LocalizerContext } from './localizerContext.js';
import { MsgParagraph } from './MsgParagraph.js';
import { QuestionHeader } from './QuestionHeader.js';
import type { Answerable } from './useQuestionResult.js';
import { useQuestionResult } from './useQuestionResult.js';
import { useSafeId } from './useSafeId.js';
import { useStylesheetCheck } from './useStylesheetCheck.js';
import { viewRootProps } from './viewRootProps.js';

export interface TooLargeViewProps extends ElicitationShellProps {
  tooLarge: TooLarge;
}

/**
 * A question past core's limits (MAX_FIELDS, MAX_MESSAGE_CHARACTERS): who asked and why it is not
 * shown, in the catalogue's words, then a cancel (nobody chose anything) — never a page that hangs
 * drawing it. The host has the same reason as the request's `too-large` diagnostic.
 */
export function TooLargeView(props: TooLargeViewProps) {
  const { tooLarge, context } = props;
  const l = useMemo(() => resolveLocalizer(props.messages), [props.messages]);
  const server = props.server ?? context?.server;
  // No question to hold the result, so this holds it: a cancel, reported once (on mount, or on an
  // abort before that).
  const [held] = useState(heldCancel);
  const { report } = useQuestionResult(held, props.onResult, context?.signal);
  useEffect(() => {
    report(() => held.cancel());
  }, [report, held]);
  const baseId = useSafeId();
  useStylesheetCheck();
  return (
    <LocalizerContext.Provider value={l}>
      <section {...viewRootProps(l, props, baseId)}>
        <QuestionHeader baseId={baseId} heading={{ key: 'form.heading' }} server={server} />
        <MsgParagraph msg={tooLargeMsg(tooLarge)} className="ek-blocked" />
      </section>
    </LocalizerContext.Provider>
  );
}

function heldCancel(): Answerable {
  let result: ElicitResult | undefined;
  return {
    getState: () => ({ result }),
    subscribe: () => () => {},
    cancel: () => (result ??= cancelResult()),
  };
}
