import type {
  ElicitResult,
  Localizer,
  UrlAnalysis,
  UrlBrowserState,
  UrlConsentButtonId,
  UrlConsentPhase,
  UrlElicitation as UrlElicitationRequest,
} from '@elicitkit/core';
import {
  agreeMsg,
  canOpenUrl,
  createUrlConsent,
  heldForRound,
  outcomeMsg,
  resolveLocalizer,
  urlConsentButtons,
  urlConsentStatusMsg,
} from '@elicitkit/core';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { openConsented } from '../openInNewTab.js';
import type { HeadlessText } from './headlessText.js';
import { headlessText } from './headlessText.js';
import type { HeadlessMessageFold } from './headlessMessageFold.js';
import { headlessMessageFold } from './headlessMessageFold.js';
import type { HeadlessArming, HeadlessChrome, HeadlessOptions } from './headlessChrome.js';
import { headlessArming, headlessChrome } from './headlessChrome.js';
import { useArming } from '../useArming.js';
import { useQuestionResult } from '../useQuestionResult.js';
import { useHeldQuestion } from './useHeldQuestion.js';

export interface UrlConsentOptions extends HeadlessOptions {
  /**
   * How to open the page once the person consents (default: a new tab with
   * `noopener,noreferrer`). Resolves whether opening was confirmed.
   */
  openUrl?: (href: string) => Promise<boolean>;
}

export interface HeadlessUrlButton {
  id: UrlConsentButtonId;
  label: HeadlessText;
  primary: boolean;
  /** "Open page" is unavailable until the consent box is ticked; everything once answered. */
  disabled: boolean;
}

export interface UrlConsentViewState extends HeadlessChrome, HeadlessArming {
  /** "Open a web page?" (or "A web page was requested" when it cannot be opened). */
  title: HeadlessText;
  message: string;
  /** Present when the message is longer than core's fold: draw its opening and a control to read it all. */
  messageFold?: HeadlessMessageFold;
  /**
   * The address as core analysed it: draw `url.parts` (before, host, after) with the host
   * emphasised, or `url.display`, as text. Never a link, preview or favicon before consent.
   */
  url: UrlAnalysis;
  /** Core's warnings about the address (look-alike host, a local address, …). */
  warnings: readonly HeadlessText[];
  /** Why the address cannot be opened at all, when it cannot. */
  blocked?: HeadlessText;
  openable: boolean;
  /** review → opened → done (a re-ask of the same address starts at opened). */
  phase: UrlConsentPhase;
  /** The person ticked "I want to open this page on …" (kept once given). */
  consent: boolean;
  /** The consent box's label, the host as a `<host>` span in `agreeLabel.msg`. */
  agreeLabel: HeadlessText;
  browser?: UrlBrowserState;
  /** What to do next ("Nothing is opened…", "Opened in your browser…", …). */
  status?: HeadlessText;
  /** The controls in order, the one primary action marked. */
  buttons: readonly HeadlessUrlButton[];
  answered: boolean;
  result?: ElicitResult;
  outcome?: HeadlessText;
  localizer: Localizer;
}

export interface UrlConsentHandlers {
  /** Ticks or unticks the consent box (review only). */
  agree(value: boolean): void;
  /** Opens the page: only after consent; resolves once the browser answered. */
  open(): Promise<void>;
  /** The person copied the address instead (as good as opening, for "I've finished"). */
  copied(): void;
  /** "I've finished": accepts, only once the page was opened or copied. */
  finished(): void;
  decline(): void;
  cancel(): void;
  /** Runs the button's action. */
  press(id: UrlConsentButtonId): void;
}

export type UrlConsentView = UrlConsentViewState & UrlConsentHandlers;

/**
 * Headless URL mode: core's consent model (createUrlConsent, the same states and words as
 * `<UrlElicitation>` and the terminal) for a host that draws it itself. Nothing opens the page
 * before consent; "I've finished" accepts only after it was opened or copied; the question is
 * answered exactly once, and `context.signal` aborting, unmounting or a new question answer cancel.
 * A 2025 server's completion notice (`context.serverCompleted`) counts as "I've finished".
 */
export function useUrlConsent(
  request: UrlElicitationRequest,
  options: UrlConsentOptions,
): UrlConsentView {
  const localizer = resolveLocalizer(options.messages);
  const { context } = options;
  const shownBefore = context?.shownBefore ?? 0;
  const current = useHeldQuestion(
    request,
    options.requestKey,
    (r) => createUrlConsent(r.url, { shownBefore }),
    context?.signal,
  );
  const model = current.store;
  const url = current.request.url;
  const consent = useSyncExternalStore(model.subscribe, model.getState, model.getState);
  // The model keeps its first result and ignores every action after it; each answer goes through
  // `report`, which sends it once.
  const { report, result } = useQuestionResult(model, options.onResult, context?.signal);
  const { armed } = useArming(options.armDelayMs, model);

  const openUrl = options.openUrl;
  const agree = useCallback((value: boolean) => model.agree(value), [model]);
  const finished = useCallback(() => void report(() => model.finished()), [model, report]);
  const decline = useCallback(() => void report(() => model.decline()), [model, report]);
  const cancel = useCallback(() => void report(() => model.cancel()), [model, report]);
  const copied = useCallback(() => model.copied(), [model]);
  const open = useCallback(
    () => openConsented(model, openUrl, localizer),
    [model, openUrl, localizer],
  );
  const press = useCallback(
    (id: UrlConsentButtonId) => {
      if (id === 'open') void open();
      else if (id === 'finished') finished();
      else if (id === 'decline') decline();
      else cancel();
    },
    [open, finished, decline, cancel],
  );

  // The server announced the step done (2025): "I've finished", which the model accepts only
  // once the person opened the page; still reviewing, the question stays open for them.
  const serverCompleted = context?.serverCompleted;
  useEffect(() => {
    if (!serverCompleted) return;
    if (serverCompleted.aborted) finished();
    serverCompleted.addEventListener('abort', finished);
    return () => serverCompleted.removeEventListener('abort', finished);
  }, [serverCompleted, finished]);

  const server = options.server ?? context?.server;
  const view = useMemo((): UrlConsentViewState => {
    const text = (msg: Parameters<typeof headlessText>[1]) => headlessText(localizer, msg);
    const openable = canOpenUrl(url);
    const answered = result !== undefined;
    const status = answered ? undefined : urlConsentStatusMsg(url, consent, 'web');
    const buttons = answered
      ? []
      : urlConsentButtons(url, consent).map((b): HeadlessUrlButton => ({
          id: b.id,
          label: text(b.msg),
          primary: b.primary,
          disabled:
            consent.browser === 'opening' ||
            (b.id === 'open' && consent.phase === 'review' && !consent.consent),
        }));
    const fold = headlessMessageFold(localizer, current.request.message);
    return {
      ...headlessChrome(localizer, server, context),
      ...headlessArming(localizer, armed),
      title: text({ key: openable ? 'url.consent.title' : 'url.consent.titleDone' }),
      message: current.request.message,
      ...(fold && { messageFold: fold }),
      url,
      warnings: url.warnings.map((w) => text(w.msg)),
      ...(url.blockedMsg && { blocked: text(url.blockedMsg) }),
      openable,
      phase: answered ? 'done' : consent.phase,
      consent: consent.consent,
      agreeLabel: text(agreeMsg(url, { newTab: openUrl === undefined })),
      ...(consent.browser && { browser: consent.browser }),
      ...(status && { status: text(status) }),
      buttons,
      answered,
      ...(result && { result }),
      ...(result && {
        outcome: text(
          outcomeMsg(result, {
            mode: 'url',
            who: server?.trustedId,
            held: heldForRound(context?.era),
            localizer,
          }),
        ),
      }),
      localizer,
    };
  }, [consent, localizer, server, context, url, current.request, result, openUrl, armed]);

  return useMemo(
    () => ({ ...view, agree, open, copied, finished, decline, cancel, press }),
    [view, agree, open, copied, finished, decline, cancel, press],
  );
}
