import type {
  UrlConsentButton,
  UrlConsentButtonId,
  UrlElicitation as UrlElicitationRequest,
} from '@elicitkit/core';
import {
  agreeText,
  canOpenUrl,
  cancelResult,
  createUrlConsent,
  dangerText,
  roundLabel,
  taskAskingText,
  URL_CONSENT_WORDS,
  urlConsentButtons,
  urlConsentStatus,
} from '@elicitkit/core';
import type { KeyboardEvent } from 'react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { DiagnosticNotices } from './DiagnosticNotices.js';
import type { ElicitationShellProps } from './ElicitationShellProps.js';
import { ElicitkitStyles } from './ElicitkitStyles.js';
import { openInNewTab } from './openInNewTab.js';
import { resultStatus } from './resultStatus.js';
import { ServerIdentityLine } from './ServerIdentityLine.js';
import { useAnswerOnce } from './useAnswerOnce.js';
import { stylesAttribute } from './stylesMode.js';
import { useSafeId } from './useSafeId.js';
import { assertSupportedReact } from './assertSupportedReact.js';

export interface UrlElicitationProps extends ElicitationShellProps {
  request: UrlElicitationRequest;
}

const NEW_TAB_UNCONFIRMED = 'your browser may have blocked the new tab';

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
  const { request, context, autoFocus = false, theme, className } = props;
  const server = props.server ?? context?.server;
  const task = taskAskingText(context);
  const danger = dangerText(context);
  const round = roundLabel(context ?? {});
  const { url } = request;
  const { answer, result } = useAnswerOnce(props.onResult, context?.signal);
  const baseId = useSafeId();
  const rootRef = useRef<HTMLElement>(null);
  const urlRef = useRef<HTMLParagraphElement>(null);
  const [model] = useState(() => createUrlConsent(url, { shownBefore: context?.shownBefore ?? 0 }));
  const consent = useSyncExternalStore(model.subscribe, model.getState, model.getState);
  // The server announced the step done (2025): "I've finished", which the consent model accepts
  // only once the person opened the page; in review the prompt stays open for them.
  const serverCompleted = context?.serverCompleted;
  useEffect(() => {
    if (!serverCompleted) return;
    const finished = () => void model.finished();
    if (serverCompleted.aborted) finished();
    serverCompleted.addEventListener('abort', finished);
    return () => serverCompleted.removeEventListener('abort', finished);
  }, [serverCompleted, model]);
  const [copied, setCopied] = useState<'no' | 'yes' | 'select'>('no');
  const answered = result !== undefined;
  const openable = canOpenUrl(url);
  const site = url.hostUnicode ?? url.host ?? '';

  useEffect(() => {
    if (autoFocus) rootRef.current?.querySelector<HTMLElement>('.ek-heading')?.focus();
  }, [autoFocus]);

  // The model decides; this reports its answer, exactly once.
  useEffect(() => {
    if (consent.result) answer(consent.result);
  }, [consent.result, answer]);

  const open = async () => {
    if (answered || !url.href || !consent.consent) return;
    model.open();
    if (model.getState().browser !== 'opening') return;
    const opened = await (props.openUrl ?? openInNewTab)(url.href);
    model.openResult(opened, opened ? undefined : NEW_TAB_UNCONFIRMED);
  };

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
    if (!model.getState().result) model.cancel();
    else answer(cancelResult());
  };

  const status = urlConsentStatus(url, consent).replace(/:$/, '.');
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
      label: URL_CONSENT_WORDS.finished,
      primary: false,
      disabled: true,
    });
  const press = (id: UrlConsentButtonId) => {
    if (id === 'open') void open();
    else if (id === 'finished') model.finished();
    else if (id === 'decline') model.decline();
    else model.cancel();
  };

  return (
    <section
      ref={rootRef}
      className={`ek-root${className ? ` ${className}` : ''}`}
      data-theme={theme}
      {...stylesAttribute(props.styles, props.rjsfTheme !== undefined)}
      aria-labelledby={`${baseId}-heading`}
      onKeyDown={onKeyDown}
    >
      <ElicitkitStyles />
      <h2 className="ek-heading" id={`${baseId}-heading`} tabIndex={-1}>
        {openable ? 'Open a web page?' : 'A web page was requested'}
      </h2>
      <ServerIdentityLine server={server} />
      {/* The same trust chrome as form mode and the terminal: the danger marker, the task, the round. */}
      {danger && <p className="ek-danger-note">{danger}</p>}
      {task && <p className="ek-task">{task}</p>}
      {round && <p className="ek-round">{round}</p>}
      {request.message !== '' && <div className="ek-message">{request.message}</div>}
      <p className="ek-site">
        {openable ? 'It asks you to open this address' : 'It asked you to open this address'}
        {site && (
          <>
            {' on '}
            <span className="ek-url-host">{site}</span>
          </>
        )}
        :
      </p>
      <p className="ek-url" id={`${baseId}-url`} ref={urlRef}>
        {url.parts ? (
          <>
            {url.parts.before}
            <span className="ek-url-host">{url.parts.host}</span>
            {url.parts.after}
          </>
        ) : (
          url.display || '(no address)'
        )}
      </p>
      {url.warnings.length > 0 && (
        <ul className="ek-notices" aria-label="Warnings about this address">
          {url.warnings.map((w) => (
            <li key={w.code}>{w.message}</li>
          ))}
        </ul>
      )}
      <DiagnosticNotices
        diagnostics={request.diagnostics.filter((d) => d.code !== 'url-blocked')}
      />
      {url.blocked !== undefined && (
        <p className="ek-blocked">
          This address cannot be opened: {url.blocked} You can decline or cancel.
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
            <label htmlFor={`${baseId}-consent`}>{agreeText(url)} in a new tab</label>
          </div>
          {status !== '' && !answered && <p className="ek-hint">{status}</p>}
        </>
      )}
      <div className="ek-actions">
        {buttons
          .map((b) => <ButtonFor key={b.id} button={b} onPress={press} />)
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
                  >
                    {URL_CONSENT_WORDS.copy}
                  </button>,
                ]
              : [element],
          )}
      </div>
      <p className="ek-status" role="status">
        {answered
          ? resultStatus(result, 'url')
          : copied === 'yes'
            ? 'Address copied.'
            : copied === 'select'
              ? 'The address is selected: press Ctrl+C (⌘C on a Mac) to copy it.'
              : ''}
      </p>
    </section>
  );
}

function ButtonFor({
  button,
  onPress,
}: {
  button: UrlConsentButton & { disabled: boolean };
  onPress: (id: UrlConsentButtonId) => void;
}) {
  return (
    <button
      type="button"
      className={button.primary ? 'ek-button ek-button--primary' : 'ek-button'}
      disabled={button.disabled}
      onClick={() => onPress(button.id)}
    >
      {button.label}
    </button>
  );
}
