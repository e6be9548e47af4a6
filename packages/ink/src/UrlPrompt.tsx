import type { ElicitResult, UrlElicitation } from '@elicitkit/core';
import { Box, Static, Text, useInput } from 'ink';
import { useContext, useEffect, useReducer } from 'react';
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
import { copyLineRows, urlLayout } from './urlLayout.js';
import type { UrlPromptAction, UrlPromptState } from './urlPromptReducer.js';
import { initialUrlPromptState, urlPromptReducer } from './urlPromptReducer.js';
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
}: UrlPromptProps) {
  const { url } = request;
  const [state, dispatch] = useReducer(
    (s: UrlPromptState, a: UrlPromptAction) => urlPromptReducer(url, s, a),
    undefined,
    () => initialUrlPromptState(url, shownBefore),
  );
  const { consent } = state;
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

  useInput(
    (input, key) => {
      for (const press of decodeKeys(input, key, inkMajor()))
        dispatch({ type: 'key', press, view: viewRef.current });
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
        if (live)
          dispatch({
            type: 'open-finished',
            opened: outcome.opened,
            ...(detail !== undefined && { detail }),
          });
      },
      (error: unknown) =>
        live && dispatch({ type: 'open-finished', opened: false, detail: String(error) }),
    );
    return () => {
      live = false;
    };
  }, [opening, url.href, url.blocked, openUrl, l]);

  useAbortSignal(signal, () => dispatch({ type: 'abort' }));
  useAbortSignal(serverCompleted, () => dispatch({ type: 'server-completed' }));

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
      <Screen layout={layout} noColor={noColor} />
    </>
  );
}
