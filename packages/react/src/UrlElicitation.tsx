import type { UrlElicitation as UrlElicitationRequest } from '@elicitkit/core';
import { acceptUrlResult, cancelResult, declineResult } from '@elicitkit/core';
import type { KeyboardEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { DiagnosticNotices } from './DiagnosticNotices.js';
import type { ElicitationShellProps } from './ElicitationShellProps.js';
import { ElicitkitStyles } from './ElicitkitStyles.js';
import { openInNewTab } from './openInNewTab.js';
import { resultStatus } from './resultStatus.js';
import { ServerIdentityLine } from './ServerIdentityLine.js';
import { useAnswerOnce } from './useAnswerOnce.js';
import { useSafeId } from './useSafeId.js';
import { assertSupportedReact } from './assertSupportedReact.js';

export interface UrlElicitationProps extends ElicitationShellProps {
  request: UrlElicitationRequest;
}

type Opening = 'not-yet' | 'opening' | 'opened' | 'unconfirmed';

/**
 * URL mode. The full address is shown as text with its host emphasised, with core's warnings; the
 * page is opened only after explicit consent, as a new tab, and nothing before that refers to it in
 * a way a browser would fetch (no link, no preview, no favicon). Blocked addresses cannot be opened
 * at all. Accept here means "I've finished on that page".
 */
export function UrlElicitation(props: UrlElicitationProps) {
  assertSupportedReact();
  const { request, context, autoFocus = false, theme, className } = props;
  const server = props.server ?? context?.server;
  const { url } = request;
  const { answer, result } = useAnswerOnce(props.onResult, context?.signal);
  const baseId = useSafeId();
  const rootRef = useRef<HTMLElement>(null);
  const urlRef = useRef<HTMLParagraphElement>(null);
  const [consent, setConsent] = useState(false);
  const [opening, setOpening] = useState<Opening>('not-yet');
  const [copied, setCopied] = useState<'no' | 'yes' | 'select'>('no');
  const answered = result !== undefined;
  const openable = url.blocked === undefined && url.href !== undefined;
  const site = url.hostUnicode ?? url.host ?? '';

  useEffect(() => {
    if (autoFocus) rootRef.current?.querySelector<HTMLElement>('.ek-heading')?.focus();
  }, [autoFocus]);

  const open = async () => {
    if (!openable || !consent || answered || !url.href) return;
    setOpening('opening');
    const opened = await (props.openUrl ?? openInNewTab)(url.href);
    setOpening(opened ? 'opened' : 'unconfirmed');
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
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing || event.defaultPrevented) return;
    event.preventDefault();
    answer(cancelResult());
  };

  const canFinish = opening === 'opened' || opening === 'unconfirmed' || copied !== 'no';

  return (
    <section
      ref={rootRef}
      className={`ek-root${className ? ` ${className}` : ''}`}
      data-theme={theme}
      aria-labelledby={`${baseId}-heading`}
      onKeyDown={onKeyDown}
    >
      <ElicitkitStyles />
      <h2 className="ek-heading" id={`${baseId}-heading`} tabIndex={-1}>
        {openable ? 'Open a web page?' : 'A web page was requested'}
      </h2>
      <ServerIdentityLine server={server} />
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
              checked={consent}
              disabled={answered}
              onChange={(event) => setConsent(event.target.checked)}
            />
            <label htmlFor={`${baseId}-consent`}>
              I want to open this page on {site} in a new tab
            </label>
          </div>
          {opening === 'unconfirmed' && (
            <p className="ek-hint" role="status">
              If you do not see a new tab, your browser may have blocked it: copy the address and
              open it yourself.
            </p>
          )}
        </>
      )}
      <div className="ek-actions">
        {openable && (
          <button
            type="button"
            className="ek-button ek-button--primary"
            disabled={!consent || answered || opening === 'opening'}
            onClick={() => void open()}
          >
            Open page
          </button>
        )}
        {openable && consent && (
          <button
            type="button"
            className="ek-button"
            disabled={answered}
            onClick={() => void copy()}
          >
            Copy address
          </button>
        )}
        {openable && (
          <button
            type="button"
            className="ek-button"
            disabled={!canFinish || answered}
            onClick={() => answer(acceptUrlResult())}
          >
            I&apos;ve finished
          </button>
        )}
        <button
          type="button"
          className="ek-button"
          disabled={answered}
          onClick={() => answer(declineResult())}
        >
          Decline
        </button>
        <button
          type="button"
          className="ek-button"
          disabled={answered}
          onClick={() => answer(cancelResult())}
        >
          Cancel
        </button>
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
