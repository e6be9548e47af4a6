import type {
  ElicitResult,
  LocaleCatalogue,
  Localizer,
  RenderContext,
  ServerIdentity,
} from '@elicitkit/core';
import { dangerMsg, roundLabelMsg, serverIdentityMsg } from '@elicitkit/core';
import type { HeadlessText } from './headlessText.js';
import { headlessText } from './headlessText.js';

export interface HeadlessOptions {
  /** Called exactly once with the answer (or cancel on abort, unmount or a new question). */
  onResult: (result: ElicitResult) => void;
  /** The loop's render context: its `signal` aborting answers cancel; round, task, danger. */
  context?: RenderContext;
  /** Who is asking; defaults to `context.server`. */
  server?: ServerIdentity;
  /** The words: a catalogue (`@elicitkit/core/locales/de`) or your own Localizer. English by default. */
  messages?: LocaleCatalogue | Localizer;
  /**
   * The question's identity, when the host has one (e.g. the JSON-RPC request id). By default it
   * is the request's content (core's questionKey) and the ask's `context.signal`: the same form
   * asked again with a new signal is a new question, never the old one with its answer. Keep the
   * signal of one ask the same across renders (the context object itself may be fresh).
   */
  requestKey?: string | number;
  /**
   * How long, in milliseconds, after a question is drawn its actions should not act on the
   * person's clicks and Enter (default 500, as `<ElicitationForm armDelayMs>`); `armed` says when
   * they may. Your buttons call the handlers, so holding them meanwhile is yours to draw
   * (`aria-disabled`, `arming` as the line); the handlers themselves are never held.
   */
  armDelayMs?: number;
}

/** Whether the actions act on the person's input yet, and the line saying so while they do not. */
export interface HeadlessArming {
  armed: boolean;
  /** "The buttons respond in a moment": shown while not `armed`. */
  arming?: HeadlessText;
}

/** The arming state in the hook's words. */
export function headlessArming(l: Localizer, armed: boolean): HeadlessArming {
  return armed ? { armed } : { armed, arming: headlessText(l, { key: 'actions.arming' }) };
}

/** Who is asking, as the identity line says it: trusted id first, the self-reported name marked. */
export interface HeadlessServer {
  askedBy: HeadlessText;
  selfReported?: HeadlessText;
  /** The host's trusted id, when there is one. */
  trustedId?: string;
}

/** The trust chrome both modes show around the question. */
export interface HeadlessChrome {
  server: HeadlessServer;
  /** "Question 2 of 3", when the loop knows the round. */
  round?: HeadlessText;
  /** The destructive-tool marker, when the tool is annotated so. */
  danger?: HeadlessText;
}

/** The identity line, the round and the danger marker, as descriptors with their text. */
export function headlessChrome(
  localizer: Localizer,
  server: ServerIdentity | undefined,
  context: RenderContext | undefined,
): HeadlessChrome {
  const who = serverIdentityMsg(server);
  const round = roundLabelMsg(context ?? {});
  const danger = dangerMsg(context);
  return {
    server: {
      askedBy: headlessText(localizer, who.askedBy),
      ...(who.selfReported && { selfReported: headlessText(localizer, who.selfReported) }),
      ...(server?.trustedId && { trustedId: server.trustedId }),
    },
    ...(round && { round: headlessText(localizer, round) }),
    ...(danger && { danger: headlessText(localizer, danger) }),
  };
}
