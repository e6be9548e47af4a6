import type { ElicitResult, TooLarge } from '@elicitkit/core';
import { cancelResult } from '@elicitkit/core';
import { useContext, useEffect } from 'react';
import type { PromptOrigin } from './headerLines.js';
import { identityLine } from './headerLines.js';
import { wrappedLines } from './lines.js';
import { LocalizerContext } from './localizerContext.js';
import { Lines } from './Screen.js';

export interface TooLargePromptProps {
  origin: PromptOrigin;
  tooLarge: TooLarge;
  columns: number;
  noColor: boolean;
  onResult: (result: ElicitResult, interrupted: boolean) => void;
}

/**
 * A question past the terminal's limits: who asked and why it is not shown, in the catalogue's
 * words, then a cancel (nobody chose anything) — never a prompt that hangs drawing it.
 */
export function TooLargePrompt({
  origin,
  tooLarge,
  columns,
  noColor,
  onResult,
}: TooLargePromptProps) {
  const l = useContext(LocalizerContext);
  useEffect(() => {
    onResult(cancelResult(), false);
  }, [onResult]);
  const width = Math.max(20, columns);
  const lines = [
    identityLine('identity.questionFrom', origin.server, width, { above: 0, below: 0 }, l),
    ...wrappedLines(
      'too-large',
      `⚠ ${l.format({ key: 'terminal.tooLarge', values: { ...tooLarge } })}`,
      width,
      '  ',
      { tone: 'warning' },
    ),
  ];
  return <Lines lines={lines} noColor={noColor} />;
}
