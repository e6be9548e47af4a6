import type {
  UrlConsentButton,
  UrlConsentButtonId,
  UrlElicitation as UrlElicitationRequest,
} from '@elicitkit/core';
import {
  agreeMsg,
  canOpenUrl,
  createUrlConsent,
  resolveLocalizer,
  urlConsentButtons,
  urlConsentStatusMsg,
} from '@elicitkit/core';
import type { KeyboardEvent } from 'react';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { LocalizerContext } from './localizerContext.js';
import { MsgText } from './MsgText.js';
import { DiagnosticNotices } from './DiagnosticNotices.js';
import type { ElicitationShellProps } from './ElicitationShellProps.js';
import { openConsented } from './openInNewTab.js';
import { resultStatus } from './resultStatus.js';
import { QuestionHeader } from './QuestionHeader.js';
import { armingAttributes, useArming } from './useArming.js';
import { useQuestionResult } from './useQuestionResult.js';
import { useSafeId } from './useSafeId.js';
import { useStylesheetCheck } from './useStylesheetCheck.js';
import { viewRootProps } from './viewRootProps.js';
import { assertSupportedReact } from './assertSupportedReact.js';

export interface UrlElicitationProps extends ElicitationShellProps {
  request: UrlElicitationRequest;
}

/**
 * URL mode, drawn from core's consent model (createUrlConsent: the same states and words as the
 * terminal). The full address is shown as text with its host emphasised, with core's warnings; the
 * page is opened only after explicit consent, as a new tab, and nothing before that refers to it in
 * a way a browser would fetch (no link, no preview, no favicon). Blocked addresses cannot be opened
 * at all. Accept here means "I've finished on that page". A re-ask of the same address
 * (`context.shownBefore`) starts at "opened" with consent kept and "I've finished" primary.
 */
export function UrlElicitation(props: UrlElicitationProps) {
  assertSupportedReact();
  const { request, context, autoFocus = false } = props;
  const server = props.server ?? context?.server;
  const l = useMemo(() => resolveLocalizer(props.messages), [props.messages]);
  const { url } = request;
  const arming = useArming(props.armDelayMs);
  const baseId = useSafeId();
  useStylesheetCheck();
  const armingId = `${baseId}-arming`;
  const armingProps = armingAttributes(arming.armed, armingId);
  const rootRef = useRef<HTMLElement>(null);
  const urlRef = useRef<HTMLParagraphElement>(null);
  const [model] = useState(() => createUrlConsent(url, { shownBefore: context?.shownBefore ?? 0 }));
  const consent = useSyncExternalStore(model.subscribe, model.getState, model.getState);
  // The model keeps its first result; each answer goes through `report`, which sends it once.
  const { report, result } = useQuestionResult(model, props.onResult, context?.signal);
  // The server announced the step done (2025): "I've finished", which the consent model accepts
  // only once the person opened the page; in review the prompt stays open for them.
  const serverCompleted = context?.serverCompleted;
  useEffect(() => {
    if (!serverCompleted) return;
    const finished = () => void report(() => model.finished());
    if (serverCompleted.aborted) finished();
    serverCompleted.addEventListener('abort', finished);
    return () => serverCompleted.removeEventListener('abort', finished);
  }, [serverCompleted, model, report]);
  const [copied, setCopied] = useState<'no' | 'yes' | 'select'>('no');
  const answered = result !== undefined;
  const openable = canOpenUrl(url);
  const site = url.hostUnicode ?? url.host ?? '';

  useEffect(() => {
    if (autoFocus) rootRef.current?.querySelector<HTMLElement>('.ek-heading')?.focus();
  }, [autoFocus]);

  const open = () => openConsented(model, props.openUrl, l);

  const copy = async () => {
    if (!url.href) return;
    try {
      await navigator.clipboard.writeText(url.href);
      setCopied('yes');
    } catch {
      // No clipboard permission: select the address so the person can copy it themselves.
      const selection = window.getSelection();
      if (selection && urlRef.current) {
        selection.removeAllRanges();
        const range = document.createRange();
        range.selectNodeContents(urlRef.current);
        selection.addRange(range);
      }
      setCopied('select');
    }
    model.copied();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing || event.defaultPrevented) return;
    event.preventDefault();
    report(() => model.cancel());
  };

  const statusMsg = urlConsentStatusMsg(url, consent, 'web');
  const buttons: (UrlConsentButton & { disabled: boolean })[] = urlConsentButtons(url, consent).map(
    (b) => ({
      ...b,
      disabled:
        answered ||
        consent.browser === 'opening' ||
        (b.id === 'open' && consent.phase === 'review' && !consent.consent),
    }),
  );
  // While reviewing, "I've finished" is shown (unavailable) so the next step is visible.
  if (consent.phase === 'review' && openable)
    buttons.splice(1, 0, {
      id: 'finished',
      msg: { key: 'url.consent.finished' },
      label: l.format({ key: 'url.consent.finished' }),
      primary: false,
      disabled: true,
    });
  const press = (id: UrlConsentButtonId) => {
    if (id === 'open') void open();
    else if (id === 'finished') report(() => model.finished());
    else if (id === 'decline') report(() => model.decline());
    else report(() => model.cancel());
  };

  return (
    <LocalizerContext.Provider value={l}>
      <section
        ref={rootRef}
        {...viewRootProps(l, props, baseId)}
        onKeyDown={onKeyDown}
        onClickCapture={arming.onClickCapture}
        onKeyDownCapture={arming.onKeyDownCapture}
      >
        {/* The same trust chrome as form mode and the terminal: the danger marker, the task, the round. */}
        <QuestionHeader
          baseId={baseId}
          heading={{ key: openable ? 'url.consent.title' : 'url.consent.titleDone' }}
          server={server}
          asked={{ context, message: request.message }}
        />
        <p className="ek-site">
          <MsgText
            msg={
              site
                ? {
                    key: openable ? 'url.consent.asksToOpen' : 'url.consent.askedToOpen',
                    values: { site },
                  }
                : {
                    key: openable
                      ? 'url.consent.asksToOpenNoSite'
                      : 'url.consent.askedToOpenNoSite',
                  }
            }
          />
        </p>
        {/* An address reads left to right in every locale; its host never reorders. */}
        <p className="ek-url" id={`${baseId}-url`} ref={urlRef} dir="ltr">
          {url.parts ? (
            <>
              {url.parts.before}
              <bdi className="ek-url-host" dir="ltr">
                {url.parts.host}
              </bdi>
              {url.parts.after}
            </>
          ) : (
            url.display || l.format({ key: 'url.consent.noAddress' })
          )}
        </p>
        {url.warnings.length > 0 && (
          <ul className="ek-notices" aria-label={l.format({ key: 'url.consent.warningsLabel' })}>
            {url.warnings.map((w) => (
              <li key={w.code}>
                <MsgText msg={w.msg} />
              </li>
            ))}
          </ul>
        )}
        <DiagnosticNotices
          diagnostics={request.diagnostics.filter((d) => d.code !== 'url-blocked')}
        />
        {url.blocked !== undefined && (
          <p className="ek-blocked">
            <MsgText
              msg={{
                key: 'url.consent.blocked',
                values: { reason: url.blockedMsg ? l.format(url.blockedMsg) : url.blocked },
              }}
            />
          </p>
        )}
        {openable && (
          <>
            <div className="ek-consent">
              <input
                id={`${baseId}-consent`}
                className="ek-check-input"
                type="checkbox"
                checked={consent.consent}
                disabled={answered || consent.phase !== 'review'}
                onChange={(event) => model.agree(event.target.checked)}
              />
              <label htmlFor={`${baseId}-consent`}>
                <MsgText msg={agreeMsg(url, { newTab: true })} />
              </label>
            </div>
            {statusMsg && !answered && (
              <p className="ek-hint">
                <MsgText msg={statusMsg} />
              </p>
            )}
          </>
        )}
        <div className="ek-actions">
          {buttons
            .map((b) => (
              <ButtonFor key={b.id} button={b} onPress={press} armingProps={armingProps} />
            ))
            .flatMap((element, i) =>
              // Copy sits right after the open action once the person has consented.
              openable && consent.consent && buttons[i]?.id === 'open'
                ? [
                    element,
                    <button
                      key="copy"
                      type="button"
                      className="ek-button"
                      disabled={answered}
                      onClick={() => void copy()}
                      {...armingProps}
                    >
                      {l.format({ key: 'url.consent.copy' })}
                    </button>,
                  ]
                : [element],
            )}
          {!arming.armed && !answered && (
            <p className="ek-key-hint" id={armingId}>
              <MsgText msg={{ key: 'actions.arming' }} />
            </p>
          )}
        </div>
        <p className="ek-status" role="status">
          {answered
            ? l.format(resultStatus(result, 'url'))
            : copied === 'yes'
              ? l.format({ key: 'url.consent.addressCopied' })
              : copied === 'select'
                ? l.format({ key: 'url.consent.copyByHand' })
                : ''}
        </p>
      </section>
    </LocalizerContext.Provider>
  );
}

function ButtonFor({
  button,
  onPress,
  armingProps,
}: {
  button: UrlConsentButton & { disabled: boolean };
  onPress: (id: UrlConsentButtonId) => void;
  armingProps: ReturnType<typeof armingAttributes>;
}) {
  return (
    <button
      type="button"
      className={button.primary ? 'ek-button ek-button--primary' : 'ek-button'}
      disabled={button.disabled}
      onClick={() => onPress(button.id)}
      {...armingProps}
    >
      <MsgText msg={button.msg} />
    </button>
  );
}
