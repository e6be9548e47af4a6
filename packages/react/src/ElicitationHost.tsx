import type {
  ClosedState,
  ElicitResult,
  FieldMarking,
  LocaleCatalogue,
  Localizer,
  OutcomeTextOptions,
} from '@elicitkit/core';
import { heldForRound, outcomeText, resolveLocalizer, toDisplayText } from '@elicitkit/core';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useWaitingSignal } from './useWaitingSignal.js';
import type { ElicitationQueue, PendingElicitation } from './createElicitationQueue.js';
import { ClosedOnServer } from './createRemoteElicitationQueue.js';
import { ElicitationForm } from './ElicitationForm.js';
import { LocalizerContext } from './localizerContext.js';
import { OutcomeText } from './OutcomeText.js';
import { RendererNotices } from './RendererNotices.js';
import { StopAskingButton } from './StopAskingButton.js';
import { useOnFinalUnmount } from './useOnFinalUnmount.js';
import { useStylesheetCheck } from './useStylesheetCheck.js';
import { assertSupportedReact } from './assertSupportedReact.js';
import type { RjsfTheme } from './theme/hostControlsOf.js';
import type { StylesMode } from './stylesAttribute.js';
import { stylesAttribute } from './stylesAttribute.js';

export interface ElicitationHostProps {
  queue: ElicitationQueue;
  theme?: 'light' | 'dark';
  className?: string;
  /** Draw the forms' controls with this rjsf theme (see ElicitationShellProps.rjsfTheme). */
  rjsfTheme?: RjsfTheme;
  /** How far elicitkit's stylesheet reaches (see ElicitationShellProps.styles). */
  styles?: StylesMode;
  /** The words: a locale (`@elicitkit/core/locales/de`) or a Localizer; English by default. */
  messages?: LocaleCatalogue | Localizer;
  /** How required answers are marked (see ElicitationShellProps.fieldMarking). */
  fieldMarking?: FieldMarking;
  /** How long each question's action row ignores the person's input (see ElicitationShellProps.armDelayMs). */
  armDelayMs?: number;
  /** Mark the page title with how many questions wait: "(1) My app" (default true). */
  markTitle?: boolean;
  /**
   * Show a desktop notification when a question arrives while the page is hidden, saying who asks
   * (never the question). Opt-in, and only where the person already allowed notifications.
   */
  notify?: boolean;
}

function serverName(item: PendingElicitation, l: Localizer): string {
  const id = toDisplayText(item.context.server?.trustedId, { singleLine: true, maxLength: 80 });
  return id || l.format({ key: 'host.aServer' });
}

function arrivalText(fresh: readonly PendingElicitation[], l: Localizer): string {
  const [first] = fresh;
  if (!first) return '';
  if (fresh.length > 1)
    return l.format({ key: 'host.newRequests', values: { count: fresh.length } });
  return l.format({
    key: 'host.newRequest',
    values: { kind: first.request.mode, who: serverName(first, l) },
  });
}

const cancelAll = (queue: ElicitationQueue) => queue.cancelAll();

/** The record of a request closed on the server without this page's answer counting. */
function closedRecord(item: PendingElicitation, state: ClosedState, l: Localizer): OutcomeRecord {
  return {
    id: item.id,
    text: l.format({
      key: 'outcome.closedElsewhere',
      values: { state, who: serverName(item, l) },
    }),
  };
}

/** The notice on a request shown again because the answer given to it did not arrive. */
function undeliveredText(item: PendingElicitation, l: Localizer): string {
  return l.format({ key: 'outcome.notDelivered', values: { who: serverName(item, l) } });
}

/** What the record says: core's outcome for the result, or that it closed on the server. */
function recordOf(item: PendingElicitation, result: ElicitResult, l: Localizer): OutcomeRecord {
  const { request, context } = item;
  // Closed on the server without this page (another tab answered, it expired, it was withdrawn):
  // say so, rather than claim a cancel this page never sent.
  const reason: unknown = context.signal?.aborted ? context.signal.reason : undefined;
  if (reason instanceof ClosedOnServer) return closedRecord(item, reason.state, l);
  const options = {
    mode: request.mode,
    ...(request.mode === 'form' && { fields: request.form.fields }),
    who: context.server?.trustedId,
    // Under 2026-07-28 the answer waits for its round's retry: the record must not say "sent".
    held: heldForRound(context.era),
  };
  return {
    id: item.id,
    text: outcomeText(result, { ...options, localizer: l }),
    outcome: { result, options },
  };
}

/** Core's neutral record of how a request was answered, in the words every surface uses (§6). */
interface OutcomeRecord {
  id: number;
  /** The record as one text, for the live region. */
  text: string;
  /** Drawn with its answers' labels and values isolated (absent: closed on the server). */
  outcome?: { result: ElicitResult; options: Omit<OutcomeTextOptions, 'localizer'> };
}

/**
 * Shows a queue's requests one at a time, oldest first, with how many more are waiting. New
 * requests are announced in a polite live region; focus moves into each request as it appears.
 * Each answered request leaves a persistent, neutral record of what happened ("Sent to …",
 * "Declined — …", "Cancelled — …"); once the queue is empty, focus moves to the newest record
 * (a stable element, so the next Tab continues from the answer, not from the top of the page). Unmounting the host, or passing it another queue,
 * cancels whatever is pending in the queue it leaves.
 */
export function ElicitationHost(props: ElicitationHostProps) {
  const { queue, theme, className, rjsfTheme, styles, messages, fieldMarking, armDelayMs } = props;
  const l = useMemo(() => resolveLocalizer(messages), [messages]);
  assertSupportedReact();
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const current = items[0];
  const [announcement, setAnnouncement] = useState('');
  const seen = useRef(new Set<number>());
  useStylesheetCheck();
  const hostRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const [records, setRecords] = useState<readonly OutcomeRecord[]>([]);
  const lastRecord = useRef<HTMLLIElement>(null);
  const newest = items[items.length - 1];
  const newestWho = useMemo(
    () => (newest ? { id: newest.id, who: serverName(newest, l) } : undefined),
    [newest, l],
  );
  useWaitingSignal(items.length, newestWho, l, {
    markTitle: props.markTitle ?? true,
    notify: props.notify ?? false,
  });

  useEffect(() => {
    const fresh = items.filter((item) => !seen.current.has(item.id));
    for (const item of fresh) seen.current.add(item.id);
    // A request back because its answer did not arrive is not news: say it was not sent.
    const back = fresh.find((item) => item.undelivered);
    if (back) setAnnouncement(undeliveredText(back, l));
    else if (fresh.length > 0) setAnnouncement(arrivalText(fresh, l));
  }, [items, l]);

  // Layout effect: it runs before the form's own (passive) autofocus, so what had focus before the
  // first request is still what document.activeElement says.
  const active = current !== undefined;
  useLayoutEffect(() => {
    if (active) {
      const focused = document.activeElement;
      if (
        returnFocus.current === null &&
        focused instanceof HTMLElement &&
        !hostRef.current?.contains(focused)
      ) {
        returnFocus.current = focused;
      }
    } else {
      const target = returnFocus.current;
      returnFocus.current = null;
      const focused = document.activeElement;
      // Only when the person was answering here (focus inside, or dropped to the page with the
      // form): a request withdrawn while they work elsewhere does not pull focus away.
      const wasHere = !focused || focused === document.body || hostRef.current?.contains(focused);
      if (!wasHere) return;
      if (lastRecord.current) lastRecord.current.focus();
      else if (target?.isConnected) target.focus();
    }
  }, [active]);

  // Unmounting the host, or switching it to another queue, leaves nobody to answer the old
  // queue's requests: cancel them.
  useOnFinalUnmount(queue, cancelAll);

  const keep = (record: OutcomeRecord) => {
    setAnnouncement(record.text);
    setRecords((all) => [...all, record]);
  };
  const onResult = (item: PendingElicitation) => (result: ElicitResult) => {
    if (!item.deliver) {
      keep(recordOf(item, result, l));
      return item.resolve(result);
    }
    // The record waits for the server's word: sent, refused as closed, or not arrived (then
    // the queue shows the request again with the answer, and no record claims it was sent).
    void item.deliver(result).then((delivery) => {
      if (delivery.status === 'delivered') keep(recordOf(item, result, l));
      else if (delivery.status === 'closed') keep(closedRecord(item, delivery.state, l));
    });
  };

  return (
    <LocalizerContext.Provider value={l}>
      <div
        ref={hostRef}
        className={`ek-host${className ? ` ${className}` : ''}`}
        lang={l.locale}
        dir={l.dir}
        data-theme={theme}
        // The host's own chrome (records, count) is elicitkit's: only `none` hands it to the page.
        {...(styles === 'none' && stylesAttribute(styles, false))}
      >
        <div className="ek-visually-hidden" role="status" aria-live="polite">
          {announcement}
        </div>
        {records.length > 0 && (
          <ol className="ek-outcomes" aria-label={l.format({ key: 'host.answersGiven' })}>
            {records.map((record, i) => (
              <li
                key={record.id}
                ref={i === records.length - 1 ? lastRecord : undefined}
                className="ek-outcome"
                tabIndex={-1}
              >
                {record.outcome ? (
                  <OutcomeText result={record.outcome.result} options={record.outcome.options} />
                ) : (
                  record.text
                )}
              </li>
            ))}
          </ol>
        )}
        <RendererNotices notices={queue.notices} />
        {items.length > 1 && (
          <p className="ek-queue-count">
            {l.format({ key: 'host.moreWaiting', values: { count: items.length - 1 } })}
          </p>
        )}
        {current?.undelivered && <p className="ek-undelivered">{undeliveredText(current, l)}</p>}
        {current && (
          <ElicitationForm
            key={current.id}
            request={current.request}
            context={current.context}
            {...(current.undelivered?.action === 'accept' &&
              current.undelivered.content && { answers: current.undelivered.content })}
            onResult={onResult(current)}
            theme={theme}
            {...(rjsfTheme && { rjsfTheme })}
            {...(styles && { styles })}
            {...(messages && { messages })}
            {...(fieldMarking && { fieldMarking })}
            {...(armDelayMs !== undefined && { armDelayMs })}
            autoFocus
          />
        )}
        {current && (
          <StopAskingButton
            item={current}
            onCancel={() => onResult(current)({ action: 'cancel' })}
          />
        )}
      </div>
    </LocalizerContext.Provider>
  );
}
