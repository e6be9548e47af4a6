import type {
  ProtocolEra,
  Diagnostic,
  RequestSubject,
  ServerIdentity,
  TaskContext,
} from '@elicitkit/core';
import type { TerminalLocalizer, TerminalMessageKey } from './messages/TerminalLocalizer.js';
import {
  dangerMsg,
  foldedMessage,
  roundLabelMsg,
  taskAskingMsg,
  toDisplayText,
} from '@elicitkit/core';
import { resolveTerminalLocalizer } from './resolveTerminalLocalizer.js';
import type { Line } from './lines.js';
import { line, seg } from './lines.js';
import { displayWidth, fitWidth, wrapText } from './wrapText.js';
import { unidentifiedServer } from './unidentifiedServer.js';

/** Who is asking and which round: the parts of core's RenderContext the screen shows. */
export interface PromptOrigin {
  server: ServerIdentity;
  /** The protocol era: under 2026-07-28 an answer waits for its round's retry (heldForRound). */
  era?: ProtocolEra;
  round?: number;
  totalRounds?: number;
  inputKey?: string;
  /** The tool, prompt or resource asking; a destructive tool gets the danger marker. */
  subject?: RequestSubject;
  /** Set when a running task is the one asking (Tasks extension, or a 2025-11-25 task). */
  task?: TaskContext;
}

function clean(text: string | undefined, maxLength = 200): string {
  return toDisplayText(text, { singleLine: true, maxLength });
}

/** The trusted identity (host configuration), kept apart from anything the server says about itself. */
function trustedName(server: ServerIdentity, l: TerminalLocalizer): string {
  const id = clean(server.trustedId, 80) || unidentifiedServer(l);
  const url = clean(server.trustedUrl, 200);
  return url && url !== id ? l.format({ key: 'identity.idWithUrl', values: { id, url } }) : id;
}

/**
 * The pinned top row: who is asking (never scrolls away), with the body's scroll position at the
 * right edge when there is more to see.
 */
export function identityLine(
  verb: Extract<TerminalMessageKey, 'identity.questionFrom' | 'identity.requestFrom'>,
  server: ServerIdentity,
  width: number,
  scroll: { above: number; below: number },
  l: TerminalLocalizer = resolveTerminalLocalizer(),
): Line {
  const parts: string[] = [];
  if (scroll.above > 0) parts.push(`↑${scroll.above}`);
  if (scroll.below > 0) parts.push(`↓${scroll.below}`);
  const indicator = parts.length
    ? ` ${l.format({ key: 'terminal.scroll', values: { position: parts.join(' ') } })}`
    : '';
  const room = Math.max(10, width - 1 - displayWidth(indicator));
  const who = fitWidth(
    `◆ ${l.format({ key: verb, values: { id: trustedName(server, l) } })}`,
    room,
  );
  // One cell short of the edge: a row that exactly fills the width gets truncated with "…".
  const pad = ' '.repeat(Math.max(0, width - 1 - displayWidth(who) - displayWidth(indicator)));
  return line(
    'identity',
    seg(who, { tone: 'accent', bold: true }),
    seg(pad),
    seg(indicator, { dim: true }),
  );
}

/** Rows above the fields: the server's own claims (marked as such), the round, the message, warnings. */
export function preambleLines(
  origin: PromptOrigin,
  message: string,
  diagnostics: Diagnostic[],
  width: number,
  l: TerminalLocalizer = resolveTerminalLocalizer(),
  /** A folded message can be opened whole (Ctrl-O, the form prompt): the fold note says so. */
  readAll = false,
): Line[] {
  const lines: Line[] = [];
  const wrap = (key: string, text: string, style?: Parameters<typeof seg>[1]) =>
    wrapText(text, width - 2).map((t, i) => line(`${key}:${i}`, seg('  '), seg(t, style)));
  const { server } = origin;
  const name = clean(server.reportedName, 80);
  if (name) {
    const version = clean(server.reportedVersion, 30);
    const reported = version
      ? l.format({ key: 'identity.callsItselfVersion', values: { name, version } })
      : l.format({ key: 'identity.callsItself', values: { name } });
    lines.push(...wrap('reported', reported, { dim: true }));
  }
  // Core's words, the web's too: a question from inside a task must not pass for the call's own.
  const task = taskAskingMsg(origin);
  if (task) lines.push(...wrap('task', l.format(task), { tone: 'accent' }));
  // Core's round indicator, the web's too: "Question 2 of 3", only past the first round or
  // when more are known to follow.
  const round = roundLabelMsg(origin);
  if (round) lines.push(...wrap('round', l.format(round), { dim: true }));
  const danger = dangerMsg(origin);
  if (danger) lines.push(...wrap('danger', `⚠ ${l.format(danger)}`, { tone: 'error', bold: true }));
  // Core made the message display-safe (hidden characters shown as marks); it is shown verbatim,
  // as a quotation: the server's words, never styled like the kit's own (the bold header above).
  if (message.trim() !== '') {
    // A huge message is folded: wrapping a megabyte on every keystroke would freeze the prompt.
    const shown = foldedMessage(message);
    lines.push(...quotedLines('message', shown, width));
    if (shown.length < message.length) {
      const count = message.length - shown.length;
      lines.push(
        ...wrap('folded', l.format({ key: 'terminal.messageFolded', values: { count } }), {
          dim: true,
        }),
      );
      if (readAll)
        lines.push(
          ...wrap('folded-key', l.format({ key: 'terminal.messageFoldedKey' }), { tone: 'accent' }),
        );
    }
  } else if (!diagnostics.some((d) => d.code === 'missing-message')) {
    lines.push(...wrap('message', l.format({ key: 'form.noMessage' }), { dim: true }));
  }
  for (const [i, d] of diagnostics.entries()) {
    if (d.severity === 'info' || d.field !== undefined) continue;
    lines.push(...wrap(`diag${i}`, `⚠ ${l.format(d.msg)}`, { tone: 'warning' }));
  }
  return lines;
}

/** The bar that sets the server's words apart as a quotation, on every row they take. */
export const QUOTE_BAR = '│ ';

/**
 * Server text as a quotation: each row after a dim bar, in the plain weight, so it can never
 * pass for the kit's own bold, accented words however it is worded.
 */
export function quotedLines(key: string, text: string, width: number): Line[] {
  return wrapText(text, width - 2 - QUOTE_BAR.length).map((t, i) =>
    line(`${key}:${i}`, seg('  '), seg(QUOTE_BAR, { dim: true }), seg(t)),
  );
}
