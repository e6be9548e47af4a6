import type { RefusedQuestion } from '@elicitkit/client';
import type { CliLocalizer } from './messages/CliLocalizer.js';
import { toDisplayText } from '@elicitkit/core';

/**
 * One line for the person about a question the SDK refused before it could be shown: who asked
 * (the trusted name) and why — the field and the reason the server was told (core's refusalMsg),
 * else core's words for the most severe thing it found in the request.
 */
export function refusedQuestionLine(refusal: RefusedQuestion, words: CliLocalizer): string {
  const server = toDisplayText(refusal.server.trustedId, { singleLine: true });
  const why = refusal.reason ?? refusal.diagnostics[0]?.msg;
  return why
    ? words.format({ key: 'cli.questionRefused', values: { server, why: words.format(why) } })
    : words.format({ key: 'cli.questionRefusedNoReason', values: { server } });
}
