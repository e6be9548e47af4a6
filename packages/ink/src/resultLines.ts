import type { ElicitResult, Field } from '@elicitkit/core';
import type { TerminalLocalizer } from './messages/TerminalLocalizer.js';
import { heldForRound, outcomeMsg, toDisplayText } from '@elicitkit/core';
import { resolveTerminalLocalizer } from './resolveTerminalLocalizer.js';
import type { PromptOrigin } from './headerLines.js';
import type { Line } from './lines.js';
import { line, seg } from './lines.js';
import { wrapText } from './wrapText.js';

/**
 * The message as one line of at most `room` characters. Only its opening can show, so a long
 * message is made one line from its opening alone (a megabyte is not collapsed to keep 80
 * characters of it), unless that opening turns out to fit (runs of spaces): then all is read.
 */
function openingLine(message: string, room: number): string {
  if (message.length > room * 4) {
    const flat = toDisplayText(message.slice(0, room * 4), { singleLine: true });
    if ([...flat].length > room) return toDisplayText(flat, { maxLength: room });
  }
  return toDisplayText(message, { singleLine: true, maxLength: room });
}

/**
 * What stays in the scrollback once the prompt closes: the question and what was answered, so
 * there is a record of what the server was told, in core's words (outcomeText).
 */
export function resultLines(
  origin: PromptOrigin,
  message: string,
  fields: Field[],
  result: ElicitResult,
  interrupted: boolean,
  width: number,
  mode: 'form' | 'url' = 'form',
  l: TerminalLocalizer = resolveTerminalLocalizer(),
): Line[] {
  const who =
    toDisplayText(origin.server.trustedId, { singleLine: true, maxLength: 60 }) ||
    l.format({ key: 'outcome.theServer' });
  const question = openingLine(message, Math.max(20, width - 4));
  const lines: Line[] = [
    line(
      'asked',
      seg('◆ ', { tone: 'accent' }),
      seg(question || l.format({ key: 'outcome.noMessage' }), { dim: true }),
    ),
  ];
  // Core's words, the same record the web shows: a decline or cancel is a reply the server gets.
  // Numbers, dates and lists in the answers are shown the locale's way (what was sent is unchanged).
  // Under 2026-07-28 nothing reaches the server until the round's retry: the record says kept.
  const held = heldForRound(origin.era);
  const text = l.format(outcomeMsg(result, { fields, mode, who, interrupted, held, localizer: l }));
  const mark = held
    ? seg(interrupted ? '■ ' : '○ ', { dim: true })
    : result.action === 'accept'
      ? seg('✔ ', { tone: 'success' })
      : result.action === 'decline'
        ? seg('✖ ', { tone: 'warning' })
        : seg('■ ', { dim: true });
  wrapText(text, width - 2).forEach((t, i) =>
    lines.push(line(`result${i}`, i === 0 ? mark : seg('  '), seg(t))),
  );
  return lines;
}
