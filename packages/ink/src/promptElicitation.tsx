import type { Elicitation, ElicitResult, LocaleCatalogue, Localizer } from '@elicitkit/core';
import type { TerminalLocaleCatalogue } from './messages/TerminalLocalizer.js';
import { cancelResult, normalizeRequest, toDisplayText } from '@elicitkit/core';
import type { AnswerPolicy } from './applyAnswerPolicy.js';
import { applyAnswerPolicy } from './applyAnswerPolicy.js';
import type { PromptContext } from './ElicitationPrompt.js';
import { announceEnabled, announcementBytes } from './announceQuestion.js';
import { askInTerminal } from './askInTerminal.js';
import { assertSupportedHost } from './assertSupportedHost.js';
import { resolveTerminalLocalizer } from './resolveTerminalLocalizer.js';
import type { DraftStore } from './draftStore.js';
import type { TextEditor } from './systemEditor.js';
import type { UrlOpener } from './openUrl.js';
import type { TerminalTheme } from './theme.js';
import { unidentifiedServer } from './unidentifiedServer.js';

export interface PromptOptions {
  /** Who is asking (shown as trusted), the round, the abort signal. */
  context?: Partial<PromptContext>;
  stdin?: NodeJS.ReadStream;
  /** Where the prompt is drawn. Default: stdout when it is a terminal, else stderr when that is. */
  stdout?: NodeJS.WriteStream;
  /** Where notes go (no terminal, automatic answers). Default: process.stderr. */
  stderr?: NodeJS.WriteStream;
  /** Aborting resolves cancel and closes the prompt (combined with context.signal). */
  signal?: AbortSignal;
  /** Consulted first; what it answers is validated and logged to stderr, and the person is not asked. */
  answer?: AnswerPolicy;
  openUrl?: UrlOpener;
  /** How Ctrl-G edits a text answer. Default: $VISUAL / $EDITOR on this terminal. */
  editText?: TextEditor;
  /** Keeps unsent answers (never secrets) for the same question asked again. Default: none. */
  drafts?: DraftStore;
  noColor?: boolean;
  /** Colours per role and Unicode or ASCII marks (see TerminalTheme). */
  theme?: TerminalTheme;
  /** The words: a locale (`import de from '@elicitkit/core/locales/de'`) or a Localizer. Default English. */
  messages?: LocaleCatalogue | Localizer;
  /**
   * The terminal's own words (key hints, the identity line, notices), for a locale elicitkit does
   * not ship or to word some differently. Default: the shipped terminal catalogue of `messages`'
   * locale (`@elicitkit/ink/locales/<tag>`), English for a locale without one.
   */
  terminalMessages?: TerminalLocaleCatalogue;
  /** Called (after the terminal is restored) when the person pressed Ctrl-C rather than cancelling. */
  onInterrupt?: () => void;
  /**
   * Whether a person can be asked. Default: stdin is a terminal and there is one to draw on.
   * false behaves as if there were no terminal (the policy, else cancel).
   */
  interactive?: boolean;
  /**
   * When a question reaches the screen, ring the bell and, where the terminal shows them, send a
   * desktop notification naming who asks (never the question). Default on; the person turns it
   * off with ELICITKIT_NO_NOTIFY=1, a host with false.
   */
  announce?: boolean;
  /**
   * How long after the question is drawn its keys do nothing but Ctrl-C (shown on screen), so a
   * key pressed before the person saw it cannot answer it. Default 500 ms; 0 for a host driving
   * the prompt itself (tests). Keys typed before the question was drawn are always dropped.
   */
  armDelayMs?: number;
}

function isElicitation(value: unknown): value is Elicitation {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<string, unknown>>;
  const form = v['form'] as { fields?: unknown } | undefined;
  return (
    (v['mode'] === 'form' && typeof form === 'object' && Array.isArray(form?.fields)) ||
    (v['mode'] === 'url' && typeof v['url'] === 'object' && v['url'] !== null)
  );
}

function announcementFor(
  context: PromptContext,
  messages: PromptOptions['messages'],
  terminalMessages: PromptOptions['terminalMessages'],
): string {
  const l = resolveTerminalLocalizer(messages, terminalMessages);
  const who =
    toDisplayText(context.server.trustedId, { singleLine: true, maxLength: 60 }) ||
    unidentifiedServer(l);
  return announcementBytes(
    l.format({ key: 'host.notifyTitle' }),
    l.format({ key: 'host.notifyBody', values: { who } }),
    process.env,
  );
}

function combine(...signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((s): s is AbortSignal => s !== undefined);
  if (present.length <= 1) return present[0];
  return AbortSignal.any(present);
}

/**
 * Asks the person in the terminal and resolves their answer. Never hangs: without a terminal it
 * resolves cancel (after saying why on stderr) unless the answer policy covers the question.
 *
 * `request` is a normalised Elicitation or raw `elicitation/create` params. Questions asked at the
 * same time on one terminal are asked one after another (the others shown as waiting); aborting
 * a waiting one takes it out of the line.
 */
export async function promptElicitation(
  request: Elicitation | unknown,
  options: PromptOptions = {},
): Promise<ElicitResult> {
  const elicitation = isElicitation(request) ? request : normalizeRequest(request);
  const signal = combine(options.signal, options.context?.signal);
  const context: PromptContext = {
    ...options.context,
    // No id known: every line that names who asks says so in core's words (unidentifiedServer).
    server: options.context?.server ?? { trustedId: '' },
    ...(signal !== undefined && { signal }),
  };
  const stderr = options.stderr ?? process.stderr;
  const note = (text: string) => stderr.write(`${text}\n`);

  const policy = await applyAnswerPolicy(options.answer, elicitation, context);
  if (policy.kind === 'answered') {
    note(policy.log);
    return policy.result;
  }
  if (policy.kind === 'rejected') note(policy.log);
  if (signal?.aborted) return cancelResult();

  const stdin = options.stdin ?? process.stdin;
  const stdout =
    options.stdout ??
    (process.stdout.isTTY ? process.stdout : process.stderr.isTTY ? process.stderr : undefined);
  if (options.interactive === false || !stdin.isTTY || !stdout) {
    const l = resolveTerminalLocalizer(options.messages, options.terminalMessages);
    const who =
      toDisplayText(context.server.trustedId, { singleLine: true, maxLength: 60 }) ||
      unidentifiedServer(l);
    const message = toDisplayText(elicitation.message, { singleLine: true, maxLength: 80 });
    note(`elicitkit: ${l.format({ key: 'terminal.noTerminal', values: { who, message } })}`);
    return cancelResult();
  }
  // On an Ink or React this package does not support, the promise rejects with the reason before
  // anything is drawn (thrown inside Ink's render, it would end the host's process instead).
  assertSupportedHost();

  const { result, interrupted } = await askInTerminal(
    { stdin, stdout, stderr: options.stderr },
    {
      request: elicitation,
      context,
      ...(options.noColor !== undefined && { noColor: options.noColor }),
      ...(options.openUrl !== undefined && { openUrl: options.openUrl }),
      ...(options.editText !== undefined && { editText: options.editText }),
      ...(options.drafts !== undefined && { drafts: options.drafts }),
      ...(options.theme !== undefined && { theme: options.theme }),
      ...(options.messages !== undefined && { messages: options.messages }),
      ...(options.terminalMessages !== undefined && { terminalMessages: options.terminalMessages }),
      ...(options.armDelayMs !== undefined && { armDelayMs: options.armDelayMs }),
    },
    signal,
    announceEnabled(options.announce, process.env)
      ? announcementFor(context, options.messages, options.terminalMessages)
      : undefined,
  );
  if (interrupted) options.onInterrupt?.();
  return result;
}
