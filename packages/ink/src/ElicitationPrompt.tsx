import type {
  Elicitation,
  ElicitResult,
  LocaleCatalogue,
  Localizer,
  RenderContext,
} from '@elicitkit/core';
import type { TerminalLocaleCatalogue } from './messages/TerminalLocalizer.js';
import { cancelResult, questionKey, tooLargeToShow } from '@elicitkit/core';
import { LocalizerContext } from './localizerContext.js';
import { resolveTerminalLocalizer } from './resolveTerminalLocalizer.js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TerminalSize } from './promptView.js';
import { FormPrompt } from './FormPrompt.js';
import type { DraftStore } from './draftStore.js';
import { draftKey } from './draftStore.js';
import type { TextEditor } from './systemEditor.js';
import type { UrlOpener } from './openUrl.js';
import { openInBrowser } from './openUrl.js';
import { UrlPrompt } from './UrlPrompt.js';
import { TooLargePrompt } from './TooLargePrompt.js';
import { useTerminalSize } from './useTerminalSize.js';
import { assertSupportedHost } from './assertSupportedHost.js';
import type { PromptOrigin } from './headerLines.js';
import type { TerminalTheme } from './theme.js';
import { ThemeContext, resolveTheme } from './theme.js';
import { useLatest } from './useLatest.js';

/** What the prompt needs of core's RenderContext: who asks (required), the round, and the abort signal. */
export type PromptContext = Pick<RenderContext, 'server'> &
  Partial<
    Pick<
      RenderContext,
      | 'era'
      | 'round'
      | 'totalRounds'
      | 'inputKey'
      | 'signal'
      | 'stopAsking'
      | 'serverCompleted'
      | 'subject'
      | 'shownBefore'
      | 'task'
    >
  >;

export interface PromptOutcome {
  /** True when the person pressed Ctrl-C: the host should cancel, then stop altogether. */
  interrupted: boolean;
}

export interface ElicitationPromptProps {
  /**
   * A normalised request (core's `normalizeRequest`). It may be rebuilt on every render: the
   * question's identity is its content (core's questionKey) or `requestKey`, and only a different
   * question starts afresh (the unanswered one it replaces is answered cancel, once).
   */
  request: Elicitation;
  /** The question's identity when the host has one (e.g. the request id); default: its content. */
  requestKey?: string | number;
  context: PromptContext;
  /** Called exactly once, after the final frame (a record of the answer) has been drawn. */
  onResult: (result: ElicitResult, outcome: PromptOutcome) => void;
  /** Override the terminal size (tests, embedding); otherwise read from stdout and kept current on resize. */
  columns?: number;
  rows?: number;
  /** Drop colours (bold, dim and inverse stay). Default: the NO_COLOR convention. */
  noColor?: boolean;
  /** How URL mode opens the browser, after consent. Default: the system opener. */
  openUrl?: UrlOpener;
  /** How Ctrl-G edits a text answer. Default: $VISUAL / $EDITOR on this terminal. */
  editText?: TextEditor;
  /**
   * Keeps unsent answers (never secrets) so the same question from the same server, asked again,
   * starts where the person left off. Default: none.
   */
  drafts?: DraftStore;
  /** Colours per role and Unicode or ASCII marks. Default: cyan accent and focus, red danger, Unicode. */
  theme?: TerminalTheme;
  /** The words: a locale (`import de from '@elicitkit/core/locales/de'`) or a Localizer. Default English. */
  messages?: LocaleCatalogue | Localizer;
  /**
   * The terminal's own words (key hints, the identity line, notices), for a locale elicitkit does
   * not ship or to word some differently. Default: the shipped terminal catalogue of `messages`'
   * locale (`@elicitkit/ink/locales/<tag>`), English for a locale without one.
   */
  terminalMessages?: TerminalLocaleCatalogue;
  /**
   * How long after the question is drawn its keys do nothing but Ctrl-C (the action row dimmed, a
   * line saying so), so a key pressed before the person saw it cannot answer it. Default 500 ms;
   * 0 for a host that drives the prompt itself (tests).
   */
  armDelayMs?: number;
}

/** What the screen shows of the context: who asks, the round, the subject, the task. */
export function originOf(context: PromptContext): PromptOrigin {
  return {
    server: context.server,
    ...(context.era !== undefined && { era: context.era }),
    ...(context.round !== undefined && { round: context.round }),
    ...(context.totalRounds !== undefined && { totalRounds: context.totalRounds }),
    ...(context.subject !== undefined && { subject: context.subject }),
    ...(context.inputKey !== undefined && { inputKey: context.inputKey }),
    ...(context.task !== undefined && { task: context.task }),
  };
}

/** The NO_COLOR convention: set and non-empty means no colour. */
export function noColorFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '';
}

/**
 * An elicitation as an Ink component: a form, or a URL consent screen. Keyboard-only, sized to
 * the terminal, with Accept / Decline / Cancel always on screen.
 */
export function ElicitationPrompt({
  request,
  requestKey,
  theme,
  messages,
  terminalMessages,
  ...rest
}: ElicitationPromptProps) {
  assertSupportedHost();
  const identity = requestKey === undefined ? `q:${questionKey(request)}` : `k:${requestKey}`;
  // The first request object of each question is the one the prompt keeps, so a host's fresh but
  // equal objects rebuild nothing; a new identity remounts the question (fresh state, fresh guard).
  const [held, setHeld] = useState({ identity, request });
  if (held.identity !== identity) setHeld({ identity, request });
  const current = held.identity === identity ? held.request : request;
  const resolved = useMemo(() => resolveTheme(theme), [theme]);
  const localizer = useMemo(
    () => resolveTerminalLocalizer(messages, terminalMessages),
    [messages, terminalMessages],
  );
  return (
    <LocalizerContext.Provider value={localizer}>
      <ThemeContext.Provider value={resolved}>
        <QuestionPrompt key={identity} request={current} {...rest} />
      </ThemeContext.Provider>
    </LocalizerContext.Provider>
  );
}

/** One question: its answer state and its once-guard live exactly as long as the question. */
function QuestionPrompt({
  request,
  context,
  onResult,
  columns,
  rows,
  noColor,
  openUrl,
  editText,
  drafts,
  armDelayMs,
}: Omit<ElicitationPromptProps, 'requestKey' | 'theme' | 'messages' | 'terminalMessages'>) {
  const fixed: Partial<TerminalSize> = {};
  if (columns !== undefined) fixed.columns = columns;
  if (rows !== undefined) fixed.rows = rows;
  const size = useTerminalSize(fixed);
  const latest = useLatest(onResult);
  const answered = useRef(false);
  // Stable identity and a once-guard: the answer is reported exactly once, however often we render.
  const report = useCallback(
    (result: ElicitResult, interrupted: boolean) => {
      if (answered.current) return;
      answered.current = true;
      latest.current(result, { interrupted });
    },
    [latest],
  );
  // Replaced by another question (or unmounted) before an answer: nobody can answer it any more.
  useEffect(() => () => report(cancelResult(), false), [report]);
  const origin = originOf(context);
  const colourless = noColor ?? noColorFromEnv();
  const formFields = request.mode === 'form' ? request.form.fields : undefined;
  const keptDrafts = useMemo(
    () =>
      // A destructive tool keeps no drafts at all: its form is always answered afresh.
      drafts && formFields && context.subject?.destructive !== true
        ? { store: drafts, key: draftKey(context.server.trustedId, request.message, formFields) }
        : undefined,
    [drafts, formFields, context.server.trustedId, request.message, context.subject?.destructive],
  );
  // Past the documented limits the prompt declines to draw, says why, and answers cancel.
  const tooLarge = useMemo(() => tooLargeToShow(request), [request]);
  if (tooLarge) {
    return (
      <TooLargePrompt
        origin={origin}
        tooLarge={tooLarge}
        columns={size.columns}
        noColor={colourless}
        onResult={report}
      />
    );
  }
  if (request.mode === 'url') {
    return (
      <UrlPrompt
        request={request}
        origin={origin}
        size={size}
        noColor={colourless}
        openUrl={openUrl ?? openInBrowser}
        shownBefore={context.shownBefore}
        signal={context.signal}
        serverCompleted={context.serverCompleted}
        onResult={report}
        armDelayMs={armDelayMs}
      />
    );
  }
  return (
    <FormPrompt
      request={request}
      origin={origin}
      size={size}
      noColor={colourless}
      signal={context.signal}
      editText={editText}
      drafts={keptDrafts}
      onResult={report}
      armDelayMs={armDelayMs}
    />
  );
}
