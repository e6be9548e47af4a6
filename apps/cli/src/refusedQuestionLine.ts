import type { RefusedQuestion } from '@elicitkit/client';
import type { CliLocalizer } from './messages/CliLocalizer.js';
import { toDisplayText } from '@elicitkit/core';

/**
 * One line for the person about a question the SDK refused before it could be shown: who asked
 * (the trusted name) and why, in core's words for the most severe thing it found in the request.
 */
export function refusedQuestionLine(refusal: RefusedQuestion, words: CliLocalizer): string {
  const server = toDisplayText(refusal.server.trustedId, { singleLine: true });
  const first = refusal.diagnostics[0];
  return first
    ? words.format({ key: 'cli.questionRefused', values: { server, why: words.format(first.msg) } })
    : words.format({ key: 'cli.questionRefusedNoReason', values: { server } });
}
