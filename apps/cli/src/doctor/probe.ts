import type { CheckId, DoctorEra } from './doctorChecks.js';
import type { DoctorLinks } from './doctorLinks.js';
import type { DoctorLocalizer, DoctorMessageKey, DoctorMsg } from './messages/DoctorLocalizer.js';

/**
 * What a scripted person does with a question (`--auto`): the doctor states it at the end of the
 * question's message, and a test's handler acts it out through the client under test.
 * `type`: what the person types (fields not named are left as shown); `ifStopped`: typed instead
 * when the client refuses to send the first (or the action to take then); `visit`: open the link (URL questions).
 */
export interface PersonScript {
  readonly action: 'accept' | 'decline' | 'cancel';
  readonly type?: Readonly<Record<string, unknown>>;
  readonly ifStopped?: Readonly<Record<string, unknown>> | 'decline' | 'cancel';
  readonly visit?: boolean;
}

export type ElicitParams =
  | {
      mode: 'form';
      message: string;
      requestedSchema: { type: 'object'; properties: Record<string, object>; required?: string[] };
    }
  | { mode: 'url'; message: string; url: string; elicitationId?: string };

export interface Asked {
  readonly key: string;
  readonly params: ElicitParams;
  readonly script: PersonScript;
}

/** What came back for one question: the answer exactly as parsed from the wire, or an error. */
export type Received =
  | { readonly kind: 'answer'; readonly value: unknown }
  | { readonly kind: 'error'; readonly text: string }
  | { readonly kind: 'none' };

export interface ProbeRound {
  readonly asked: readonly Asked[];
  readonly received: Readonly<Record<string, Received>>;
}

export interface ProbeEnv {
  readonly era: DoctorEra;
  readonly words: DoctorLocalizer;
  readonly links: DoctorLinks;
  /** --auto: questions state the scripted answer, and nothing waits for a person's browser. */
  readonly auto: boolean;
  /** Whether the client declared URL mode for this request. */
  readonly urlDeclared: boolean;
}

export interface Verdict {
  readonly check: CheckId;
  readonly status: 'passed' | 'failed' | 'not-tried';
  readonly why: DoctorMsg;
  /** What the client sent, quoted. */
  readonly evidence: readonly string[];
  /** The person's own account (what a screen showed), not something the doctor could observe. */
  readonly reportedByPerson?: boolean;
}

/** One doctor tool: the questions it asks, round by round, and how it grades what came back. */
export interface Probe {
  readonly tool: string;
  readonly description: DoctorMessageKey;
  readonly mode: 'form' | 'url';
  readonly onlyIn?: DoctorEra;
  readonly rounds: number;
  ask(round: number, done: readonly ProbeRound[], env: ProbeEnv): readonly Asked[];
  /** Waits for what happens outside the protocol (a link page finished) before judging. */
  settle?(done: readonly ProbeRound[], env: ProbeEnv): Promise<void>;
  judge(done: readonly ProbeRound[], env: ProbeEnv): readonly Verdict[];
}

/** The evidence form of a value: compact JSON, as the client sent it. */
export const quote = (value: unknown): string => {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

export interface ReadAnswer {
  action: 'accept' | 'decline' | 'cancel' | undefined;
  content: unknown;
}

/** The action and content of an answer, whatever its shape (undefined action: not an ElicitResult). */
export function readAnswer(received: Received | undefined): ReadAnswer {
  if (received?.kind !== 'answer') return { action: undefined, content: undefined };
  const value = received.value as { action?: unknown; content?: unknown } | null;
  const action = value?.action;
  return {
    action: action === 'accept' || action === 'decline' || action === 'cancel' ? action : undefined,
    content: value?.content,
  };
}

/** The evidence line of one question's answer: the result or the error, quoted. */
export function evidenceOf(key: string, received: Received | undefined): string {
  if (received === undefined || received.kind === 'none') return `${key}: —`;
  return received.kind === 'answer'
    ? `${key}: ${quote(received.value)}`
    : `${key}: error ${received.text}`;
}

/** Appends the scripted person's part to a message under --auto. */
export function withScript(message: string, script: PersonScript, auto: boolean): string {
  return auto ? `${message}\n\n${SCRIPT_MARK} ${JSON.stringify(script)}` : message;
}

/** The line a scripted person reads (`ELICITKIT-DOCTOR-SCRIPT {json}`). */
export const SCRIPT_MARK = 'ELICITKIT-DOCTOR-SCRIPT';

/** Why an answer could not be graded: the client's error, or the action the person chose. */
export function unanswered(received: Received | undefined): DoctorMsg {
  if (received?.kind === 'error')
    return { key: 'doctor.why.error', values: { error: received.text } };
  return { key: 'doctor.why.notAccepted', values: { action: readAnswer(received).action ?? '—' } };
}
