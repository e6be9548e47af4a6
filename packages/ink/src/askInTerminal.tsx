import type { ElicitResult } from '@elicitkit/core';
import { cancelResult, createStore } from '@elicitkit/core';
import type { DOMElement, Instance, RenderOptions } from 'ink';
import { Box, Static, Text, render } from 'ink';
import { useSyncExternalStore } from 'react';
import { applyColourLevel } from './colourLevel.js';
import type { ElicitationPromptProps } from './ElicitationPrompt.js';
import { ElicitationPrompt, originOf } from './ElicitationPrompt.js';
import type { Line } from './lines.js';
import type { FramePacer } from './paceFrames.js';
import { paceFrames } from './paceFrames.js';
import { dropPendingInput } from './dropPendingInput.js';
import { releaseReactMeasures } from './releaseReactMeasures.js';
import { resolveTerminalLocalizer } from './resolveTerminalLocalizer.js';
import { resultLines } from './resultLines.js';
import { Lines } from './Screen.js';
import { StopAskingKey } from './StopAskingKey.js';
import type { ResolvedTheme } from './theme.js';
import { ThemeContext, resolveTheme } from './theme.js';
import { useTerminalSize } from './useTerminalSize.js';

/** One question as the queue holds it: the prompt's props, and how its caller hears the answer. */
export type QueuedPrompt = Omit<ElicitationPromptProps, 'onResult' | 'columns' | 'rows'>;

interface Entry {
  id: number;
  prompt: QueuedPrompt;
  settle: (result: ElicitResult, interrupted: boolean) => void;
  /** The person's "stop asking" (Ctrl-X): refuses the server's later questions, cancels this one. */
  stopAsking?: () => void;
  /** Bytes that announce the question once it is on screen (bell, desktop notification). */
  announcement?: string;
}

interface Record {
  id: number;
  lines: Line[];
  noColor: boolean;
  theme: ResolvedTheme;
}

interface Snapshot {
  queue: readonly Entry[];
  records: readonly Record[];
  /** The question on screen was answered: its frame is its record, with no key line under it. */
  answeredId?: number;
}

export interface TerminalStreams {
  stdin: NodeJS.ReadStream;
  stdout: NodeJS.WriteStream;
  stderr?: NodeJS.WriteStream | undefined;
}

/**
 * One terminal, one question: every question drawn on the same stream shares one Ink instance
 * and is asked in arrival order, the next one waiting (and said to be waiting) until the current
 * one is answered. Two Ink instances on one terminal would draw over each other, and Ink itself
 * reuses its instance per stream, so a second render would silently replace the first question.
 */
class TerminalSession {
  private readonly store = createStore<Snapshot>({ queue: [], records: [] });
  private readonly instance: Instance;
  private readonly frames: FramePacer = paceFrames();
  /** Answers whose callers hear them once the terminal is restored (the session's last ones). */
  private readonly finishing: (() => void)[] = [];
  private nextId = 1;

  constructor(
    private readonly streams: TerminalStreams,
    private readonly onEnd: () => void,
  ) {
    const options: RenderOptions = {
      stdin: streams.stdin,
      stdout: streams.stdout,
      exitOnCtrlC: false,
      patchConsole: false,
      // The session paces frames itself (paceFrames.ts); Ink's throttle then only sees the
      // first commit, and with no interval its timer is a zero-delay one.
      maxFps: 0,
    };
    if (streams.stderr) options.stderr = streams.stderr;
    // Styling follows the terminal drawn on (and FORCE_COLOR), never the CI variable.
    const restoreColour = applyColourLevel(streams.stdout);
    const stopReleasing = releaseReactMeasures();
    this.instance = render(<QueueView session={this} paceFrom={this.frames.attach} />, options);
    void this.instance.waitUntilExit().finally(() => {
      this.frames.stop();
      restoreColour();
      stopReleasing();
      // Ink's output throttle sets a zero-delay timer on each write. Timers of one delay run in
      // the order they were set, so once this one has run none of Ink's is left: the callers,
      // and a host with nothing more to do, hear the last answers with no timer of ours alive.
      setTimeout(() => {
        for (const f of this.finishing.splice(0)) f();
      }, 0);
    });
  }

  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getState;

  private update(next: Partial<Snapshot>) {
    const before = this.store.getState().queue[0];
    const state = { ...this.store.getState(), ...next };
    const now = state.queue[0];
    const arriving = now !== undefined && now !== before;
    if (arriving) {
      const { stdin } = this.streams;
      // Keys already typed are not the person's answer to a question they have not seen yet.
      dropPendingInput(stdin);
      // A host that read the terminal itself and let go of it (readline's close pauses stdin,
      // and Node stops reading a tick later, after Ink has started to listen) hands it over
      // paused: reading resumes, or the process runs out of work and the question is cancelled.
      // (A host's own stream double may not have isPaused.)
      if (typeof stdin.isPaused === 'function' && stdin.isPaused()) stdin.resume();
    }
    this.store.set(state);
    // A question reaching the screen is announced once. The bytes move no cursor, so Ink's frame
    // (which it redraws by counting rows) is not torn by them.
    if (arriving && now.announcement) this.streams.stdout.write(now.announcement);
  }

  ask(
    prompt: QueuedPrompt,
    signal: AbortSignal | undefined,
    announcement: string | undefined,
  ): Promise<{ result: ElicitResult; interrupted: boolean }> {
    return new Promise((resolve) => {
      const id = this.nextId++;
      const onAbort = () => {
        const { queue } = this.store.getState();
        // The question on screen answers an abort itself (its prompt records the cancel); a
        // waiting one is simply taken out of the line.
        const at = queue.findIndex((e) => e.id === id);
        if (at <= 0) return;
        this.update({ queue: queue.filter((e) => e.id !== id) });
        entry.settle(cancelResult(), false);
      };
      const stop = stopControl(prompt);
      const entry: Entry = {
        id,
        prompt: stop.prompt,
        settle: (result, interrupted) => {
          signal?.removeEventListener('abort', onAbort);
          resolve({ result, interrupted });
        },
        ...(stop.stopAsking && { stopAsking: stop.stopAsking }),
        ...(announcement && { announcement }),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.update({ queue: [...this.store.getState().queue, entry] });
    });
  }

  /** A line in the scrollback, above the question on screen (a notice about the server). */
  note(lines: Line[], noColor: boolean, theme: ResolvedTheme) {
    const record: Record = { id: -this.nextId++, lines, noColor, theme };
    this.update({ records: [...this.store.getState().records, record] });
  }

  /** The question on screen was answered and its final frame drawn. */
  answered(entry: Entry, result: ElicitResult, interrupted: boolean, columns: number) {
    // The stop key's line goes now, so the last frame Ink leaves behind is the record alone.
    this.store.set({ ...this.store.getState(), answeredId: entry.id });
    // After this commit, so the final frame is what stays on screen.
    setImmediate(() => {
      const [, ...rest] = this.store.getState().queue;
      // Ctrl-C stops asking altogether: the questions still waiting are answered cancel.
      const remaining = interrupted ? [] : rest;
      if (interrupted)
        for (const e of rest) this.finishing.push(() => e.settle(cancelResult(), false));
      if (remaining.length === 0) {
        this.finishing.unshift(() => entry.settle(result, interrupted));
        this.onEnd();
        this.update({ queue: [] });
        // Ended first: unmounting commits the emptied tree through the root's paced draw, which
        // then arms nothing (Ink draws the final frame itself).
        this.frames.stop();
        // Unmounting leaves the last frame (the record of the answer) and restores the terminal.
        this.instance.unmount();
        return;
      }
      const { request, context } = entry.prompt;
      const record: Record = {
        id: entry.id,
        lines: resultLines(
          originOf(context),
          request.message,
          request.mode === 'form' ? request.form.fields : [],
          result,
          interrupted,
          columns,
          request.mode,
          resolveTerminalLocalizer(entry.prompt.messages, entry.prompt.terminalMessages),
        ),
        noColor: entry.prompt.noColor ?? false,
        theme: resolveTheme(entry.prompt.theme),
      };
      this.update({ queue: remaining, records: [...this.store.getState().records, record] });
      entry.settle(result, interrupted);
    });
  }
}

function QueueView({
  session,
  paceFrom,
}: {
  session: TerminalSession;
  /** Handed any element of the tree once mounted: the session paces the frames from then on. */
  paceFrom: (node: DOMElement | null) => void;
}) {
  const { queue, records, answeredId } = useSyncExternalStore(
    session.subscribe,
    session.getSnapshot,
  );
  const size = useTerminalSize({});
  const current = queue[0];
  const waiting = queue.length - 1;
  const stoppable = current?.stopAsking !== undefined && current.id !== answeredId;
  // The waiting and stop lines take a row each, so the prompt gets fewer and its action row
  // stays on screen.
  const extra = (waiting > 0 ? 1 : 0) + (stoppable ? 1 : 0);
  const rows = size.rows !== undefined && extra > 0 ? Math.max(4, size.rows - extra) : size.rows;
  return (
    <>
      <Box ref={paceFrom} />
      <Static items={[...records]}>
        {(r) => (
          <ThemeContext.Provider key={r.id} value={r.theme}>
            <Lines lines={r.lines} noColor={r.noColor} />
          </ThemeContext.Provider>
        )}
      </Static>
      {waiting > 0 && (
        <Text dimColor>
          {resolveTerminalLocalizer(
            current?.prompt.messages,
            current?.prompt.terminalMessages,
          ).format({
            key: 'terminal.moreWaiting',
            values: { count: waiting },
          })}
        </Text>
      )}
      {current && (
        <ElicitationPrompt
          key={current.id}
          {...current.prompt}
          columns={size.columns}
          {...(rows !== undefined && { rows })}
          onResult={(result, outcome) =>
            session.answered(current, result, outcome.interrupted, size.columns)
          }
        />
      )}
      {current?.stopAsking && stoppable && (
        <StopAskingKey
          key={`stop-${current.id}`}
          stopAsking={current.stopAsking}
          who={current.prompt.context.server.trustedId}
          localizer={resolveTerminalLocalizer(
            current.prompt.messages,
            current.prompt.terminalMessages,
          )}
        />
      )}
    </>
  );
}

/**
 * A question whose loop lets the person stop its server asking gets its own abort: Ctrl-X says
 * stop to the loop, then cancels the question on screen (its prompt records the cancel).
 */
function stopControl(prompt: QueuedPrompt): { prompt: QueuedPrompt; stopAsking?: () => void } {
  const stopAsking = prompt.context.stopAsking;
  if (!stopAsking) return { prompt };
  const stop = new AbortController();
  const signal = prompt.context.signal
    ? AbortSignal.any([prompt.context.signal, stop.signal])
    : stop.signal;
  return {
    prompt: { ...prompt, context: { ...prompt.context, signal } },
    stopAsking: () => {
      if (stop.signal.aborted) return;
      stopAsking();
      stop.abort();
    },
  };
}

const sessions = new WeakMap<NodeJS.WriteStream, TerminalSession>();

/**
 * Leaves `lines` in the scrollback of the terminal session drawing on `stdout`, above its
 * question; false when no question is being asked there (the caller writes them itself).
 */
export function noteInTerminal(
  stdout: NodeJS.WriteStream,
  lines: Line[],
  noColor: boolean,
  theme: ResolvedTheme,
): boolean {
  const session = sessions.get(stdout);
  if (!session) return false;
  session.note(lines, noColor, theme);
  return true;
}

/**
 * Asks `prompt` on `streams.stdout`, after any question already being asked there. Aborting
 * `signal` while the question waits takes it out of the line (answered cancel).
 */
export function askInTerminal(
  streams: TerminalStreams,
  prompt: QueuedPrompt,
  signal?: AbortSignal,
  announcement?: string,
): Promise<{ result: ElicitResult; interrupted: boolean }> {
  let session = sessions.get(streams.stdout);
  if (!session) {
    session = new TerminalSession(streams, () => sessions.delete(streams.stdout));
    sessions.set(streams.stdout, session);
  }
  return session.ask(prompt, signal, announcement);
}
