import type { ElicitResult, UrlElicitation } from '@elicitkit/core';
import { useInput } from 'ink';
import { useEffect, useReducer, useRef } from 'react';
import { decodeKeys } from './decodeKeys.js';
import type { TerminalSize } from './formLayout.js';
import type { PromptOrigin } from './headerLines.js';
import type { UrlOpener } from './openUrl.js';
import { resultLines } from './resultLines.js';
import { Lines, Screen } from './Screen.js';
import { useAbortSignal } from './useAbortSignal.js';
import { urlLayout } from './urlLayout.js';
import type { UrlPromptAction, UrlPromptState } from './urlPromptReducer.js';
import { initialUrlPromptState, urlPromptReducer } from './urlPromptReducer.js';

export interface UrlPromptProps {
  request: UrlElicitation;
  origin: PromptOrigin;
  size: TerminalSize;
  noColor: boolean;
  openUrl: UrlOpener;
  signal?: AbortSignal | undefined;
  onResult: (result: ElicitResult, interrupted: boolean) => void;
}

export function UrlPrompt({
  request,
  origin,
  size,
  noColor,
  openUrl,
  signal,
  onResult,
}: UrlPromptProps) {
  const { url } = request;
  const [state, dispatch] = useReducer(
    (s: UrlPromptState, a: UrlPromptAction) => urlPromptReducer(url, s, a),
    url,
    initialUrlPromptState,
  );
  const { layout, view } = urlLayout(request, origin, state, size);
  const viewRef = useRef(view);
  viewRef.current = view;

  useInput(
    (input, key) => {
      for (const press of decodeKeys(input, key))
        dispatch({ type: 'key', press, view: viewRef.current });
    },
    { isActive: !state.result },
  );

  // The browser starts only here, after the reducer moved to "opening" on the person's key press.
  const opening = state.phase === 'opening';
  useEffect(() => {
    if (!opening || !url.href || url.blocked) return;
    let live = true;
    openUrl(url.href).then(
      (outcome) =>
        live &&
        dispatch({
          type: 'open-finished',
          opened: outcome.opened,
          ...(outcome.detail !== undefined && { detail: outcome.detail }),
        }),
      (error: unknown) =>
        live && dispatch({ type: 'open-finished', opened: false, detail: String(error) }),
    );
    return () => {
      live = false;
    };
  }, [opening, url.href, url.blocked, openUrl]);

  useAbortSignal(signal, () => dispatch({ type: 'abort' }));

  const { result, interrupted } = state;
  useEffect(() => {
    if (result) onResult(result, interrupted);
  }, [result, interrupted, onResult]);

  if (result) {
    const lines = resultLines(
      origin,
      request.message,
      [],
      result,
      interrupted,
      size.columns,
      'url',
    );
    return <Lines lines={lines} noColor={noColor} />;
  }
  return <Screen layout={layout} noColor={noColor} />;
}
