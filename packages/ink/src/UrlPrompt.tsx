import type { ElicitResult, UrlElicitation } from '@elicitkit/core';
import { createUrlConsent, foldedMessage } from '@elicitkit/core';
import { Box, Static, Text, useInput } from 'ink';
import { useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { LocalizerContext } from './localizerContext.js';
import { inkMajor } from './assertSupportedHost.js';
import { decodeKeys } from './decodeKeys.js';
import type { PromptOrigin } from './headerLines.js';
import type { UrlOpener } from './openUrl.js';
import { openDetail } from './openUrl.js';
import type { TerminalSize } from './promptView.js';
import { resultLines } from './resultLines.js';
import { Lines, Screen } from './Screen.js';
import { useAbortSignal } from './useAbortSignal.js';
import { useArmed } from './useArmed.js';
import { disarmedLayout } from './disarmedLayout.js';
import { copyLineRows, urlLayout } from './urlLayout.js';
import type { UrlPromptState, UrlPromptView } from './urlPromptReducer.js';
import {
  focusedButton,
  initialUrlPromptView,
  settleView,
  urlPromptKey,
} from './urlPromptReducer.js';
import { displayWidth } from './wrapText.js';
import { useLatest } from './useLatest.js';

export interface UrlPromptProps {
  request: UrlElicitation;
  origin: PromptOrigin;
  size: TerminalSize;
  noColor: boolean;
  openUrl: UrlOpener;
  /** How often this same address was already shown in this request (core's RenderContext). */
  shownBefore?: number | undefined;
  signal?: AbortSignal | undefined;
  /** core's RenderContext.serverCompleted: closes the prompt only once the page was opened. */
  serverCompleted?: AbortSignal | undefined;
  onResult: (result: ElicitResult, interrupted: boolean) => void;
  /** How long after it is drawn the question ignores keys but Ctrl-C (useArmed). */
  armDelayMs?: number | undefined;
}

/**
 * The copy fallback, printed once above the prompt as Ink static output: the address on one
 * unbroken line (wider than the terminal, so the terminal soft-wraps it and a copy is whole).
 */
function CopyLine({ href }: { href: string }) {
  const l = useContext(LocalizerContext);
  return (
    <Static items={[href]}>
      {(item) => (
        <Box key="copy" flexDirection="column" width={Math.max(1, displayWidth(item))}>
          <Text>{l.format({ key: 'url.consent.copyLine' })}</Text>
          <Text wrap="truncate-end">{item}</Text>
        </Box>
      )}
    </Static>
  );
}

export function UrlPrompt({
  request,
  origin,
  size,
  noColor,
  openUrl,
  shownBefore,
  signal,
  serverCompleted,
  onResult,
  armDelayMs,
}: UrlPromptProps) {
  const { url } = request;
  // The question is core's URL consent controller's; this screen keeps only where the person is.
  const [model] = useState(() => createUrlConsent(url, { shownBefore: shownBefore ?? 0 }));
  const consent = useSyncExternalStore(model.subscribe, model.getState, model.getState);
  const [where, setWhere] = useState<UrlPromptView>(() => initialUrlPromptView(model.getState()));
  // Where the person is as of the last key (several keys can arrive in one chunk, before a render).
  const latest = useRef(where);
  const state: UrlPromptState = { ...where, focus: focusedButton(consent, where), consent };
  const copy = consent.browser === 'failed' && url.href !== undefined ? url.href : undefined;
  const l = useContext(LocalizerContext);
  const { layout, view } = urlLayout(
    request,
    origin,
    state,
    size,
    copyLineRows(copy, size.columns),
    l,
  );
  const viewRef = useLatest(view);
  const messageFolded = useMemo(
    () => foldedMessage(request.message) !== request.message,
    [request.message],
  );
  const { armed, armedNow } = useArmed(armDelayMs);

  useInput(
    (input, key) => {
      let next = latest.current;
      for (const press of decodeKeys(input, key, inkMajor())) {
        if (!armedNow() && press.name !== 'ctrl-c') continue;
        const step = urlPromptKey(
          url,
          model.getState(),
          next,
          press,
          viewRef.current,
          messageFolded,
        );
        next = step.view;
        // A key that moves the question on (open, decline…) settles focus for where it lands.
        if (step.consent) next = settleView(model.dispatch(step.consent), next);
      }
      latest.current = next;
      setWhere(next);
    },
    { isActive: !consent.result },
  );

  // The browser starts only here, after the reducer recorded consent on the person's key press.
  const opening = consent.browser === 'opening';
  useEffect(() => {
    if (!opening || !url.href || url.blocked) return;
    let live = true;
    openUrl(url.href).then(
      (outcome) => {
        const detail = openDetail(outcome, l);
        if (live) model.openResult(outcome.opened, detail);
      },
      (error: unknown) => live && model.openResult(false, String(error)),
    );
    return () => {
      live = false;
    };
  }, [opening, url.href, url.blocked, openUrl, l, model]);

  useAbortSignal(signal, () => void model.cancel());
  // The server announced the step done (2025): "I've finished", which core accepts only once opened.
  useAbortSignal(serverCompleted, () => void model.finished());

  const { result } = consent;
  const { interrupted } = state;
  useEffect(() => {
    if (result) onResult(result, interrupted);
  }, [result, interrupted, onResult]);

  const copyLine = copy !== undefined && <CopyLine href={copy} />;
  if (result) {
    const lines = resultLines(
      origin,
      request.message,
      [],
      result,
      interrupted,
      size.columns,
      'url',
      l,
    );
    return (
      <>
        {copyLine}
        <Lines lines={lines} noColor={noColor} />
      </>
    );
  }
  return (
    <>
      {copyLine}
      <Screen layout={armed ? layout : disarmedLayout(layout, l)} noColor={noColor} />
    </>
  );
}
