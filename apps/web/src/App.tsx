import type { ElicitClient } from '@elicitkit/client';
import type { ToolCallSnapshot } from '@elicitkit/client';
import { ResumeMismatchError, parseSnapshot } from '@elicitkit/client';
import type { ElicitationRenderer } from '@elicitkit/core';
import { taskStatusLine } from '@elicitkit/core';
import { ElicitationHost, useElicitationQueue } from '@elicitkit/react';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { CallLog, RoundEntry } from './callLog.js';
import { CallHistory } from './CallHistory.js';
import { CallLine } from './CallLine.js';
import { CallTracker } from './CallTracker.js';
import { ConnectBar } from './ConnectBar.js';
import { createPopupSignIn } from './oauth/popupSignIn.js';
import { SignInPanel } from './oauth/SignInPanel.js';
import { createWireTap } from './createWireTap.js';
import { DemoText } from './DemoText.js';
import type { ErrorView } from './describeError.js';
import { describeCallError, errorKind, toCallError } from './describeError.js';
import { ErrorNotice } from './ErrorNotice.js';
import { LocalePicker } from './LocalePicker.js';
import { createDemoWords } from './locales/createDemoWords.js';
import type { DemoCatalogue } from './locales/DemoCatalogue.js';
import { initialDemoLocale } from './locales/demoLocales.js';
import { DemoWordsContext } from './locales/DemoWordsContext.js';
import type { DemoSettings } from './initialSettings.js';
import { initialSettings, rememberSettings } from './initialSettings.js';
import type { McpTool } from './McpTool.js';
import { clearPendingCall, loadPendingCall } from './pendingCall.js';
import { RoundsPanel } from './RoundsPanel.js';
import { ThemeToggle } from './ThemeToggle.js';
import { ToolArgsForm } from './ToolArgsForm.js';
import { ToolList } from './ToolList.js';
import { useConnection } from './useConnection.js';
import { useGlobalErrors } from './useGlobalErrors.js';
import { useQuestionInView } from './useQuestionInView.js';

const NO_LOG = () => undefined;

/** The terminal equivalent of the demo's main flow, as `npm start` prints it. */
function cliCommand(serverUrl: string): string {
  return `npm run elicitkit -- call ${serverUrl} deploy --args '{"service":"api"}'`;
}
const NO_SUBSCRIBE = () => () => undefined;

/** Continues the call saved in sessionStorage on this connection, or explains why it cannot. */
function resumeSaved(
  client: ElicitClient,
  serverUrl: string,
): { tracker?: CallTracker; error?: ErrorView } {
  const pending = loadPendingCall();
  if (!pending) return {};
  let task: ToolCallSnapshot['task'];
  try {
    const snapshot = parseSnapshot(pending.snapshot);
    task = snapshot.task;
    // The person pointed this page at the server themselves (a reload with ?server=, or
    // Connect), so the demo lists the server the call was made to as a replica of this one. A
    // host with a fixed deployment would list its real replicas instead. A task is different: it
    // lives on the one server that created it, so it is followed there only.
    const call = client.resumeToolCall(snapshot, {
      replicas: snapshot.server && !task ? [snapshot.server.trustedId] : [],
    });
    // Nothing was open to resume: the call is made afresh (on 2025-11-25 its questions lived in
    // the server's session, which the reload ended), so questions left unanswered are dropped.
    const restarted = snapshot.inputRequests === undefined && snapshot.round === 0 && !task;
    const log: CallLog = {
      ...pending.log,
      era: client.era,
      protocolVersion: client.protocolVersion,
      resumedOn: [...pending.log.resumedOn, serverUrl],
      ...(restarted && { restarted }),
      // What was answered before the reload is history; an open question is asked again. A task
      // question counts as answered only once the task was sent the answer (its snapshot says so).
      entries: pending.log.entries
        .map((entry) =>
          entry.taskId !== undefined && !task?.answered.includes(entry.key)
            ? withoutAnswer(entry)
            : entry,
        )
        .filter((entry) => !restarted || entry.answer !== undefined)
        .map((entry) => (entry.answer === undefined ? entry : { ...entry, beforeReload: true })),
      status: 'running',
    };
    return { tracker: new CallTracker(call, log) };
  } catch (error) {
    // A task that belongs to another server stays saved: connecting back there follows it.
    const keep = task !== undefined && error instanceof ResumeMismatchError;
    if (!keep) clearPendingCall();
    const view = describeCallError(toCallError(error));
    return {
      error: {
        ...view,
        title: {
          key: keep ? 'error.resume.taskElsewhere' : 'error.resume.failed',
          values: { tool: pending.log.tool },
        },
        // The task's status line is drawn in the page's locale, into the hint's {status}.
        hints: keep ? [{ key: 'error.resume.taskHint' }, ...view.hints] : view.hints,
        ...(keep && {
          task: { taskId: task?.taskId ?? '', status: pending.log.task?.status ?? 'working' },
        }),
        kind: errorKind(error),
      },
    };
  }
}

function withoutAnswer(entry: RoundEntry): RoundEntry {
  const { answer: _answer, ...rest } = entry;
  return rest;
}

export function App() {
  const queue = useElicitationQueue();
  const trackerRef = useRef<CallTracker>(undefined);
  // The tap reports what went on the wire to whichever call is current when it is sent.
  const [tap] = useState(() => {
    const created = createWireTap();
    created.onToolCall = (sent) => trackerRef.current?.onSent(sent);
    created.onTaskUpdate = (sent) => trackerRef.current?.onTaskUpdate(sent);
    return created;
  });
  const renderer = useMemo<ElicitationRenderer>(
    () => async (request, context) => {
      const result = await queue.renderer(request, context);
      trackerRef.current?.onAnswered(context, result);
      return result;
    },
    [queue],
  );

  const [settings, setSettings] = useState(() =>
    initialSettings(window.location.search, import.meta.env.VITE_ELICITKIT_SERVER_URL),
  );
  const [locale, setLocale] = useState<DemoCatalogue>(() =>
    initialDemoLocale(window.location.search, navigator.languages ?? [navigator.language]),
  );
  const words = useMemo(() => createDemoWords(locale), [locale]);
  // The page speaks the chosen locale: its lang, dir and title, and ?lang= so a reload keeps it.
  useEffect(() => {
    document.documentElement.lang = locale.kit.locale;
    document.documentElement.dir = locale.kit.dir;
    document.title = words.demo({ key: 'page.title' });
  }, [locale, words]);
  const pickLocale = useCallback((next: DemoCatalogue) => {
    setLocale(next);
    const url = new URL(window.location.href);
    url.searchParams.set('lang', next.kit.locale);
    window.history.replaceState(window.history.state, '', url);
  }, []);
  const [signIn] = useState(createPopupSignIn);
  const {
    state: connection,
    connectTo,
    provider,
    tokensSaved,
  } = useConnection(renderer, tap, signIn);
  const [tracker, setTracker] = useState<CallTracker>();
  // The call the page still drives (trackerRef's value, as state for rendering): a call detached
  // by a move to another server stays on show but is no longer ours to stop or retry.
  const [live, setLive] = useState<CallTracker>();
  // Calls made before the current one (their logs as they ended), shown only in the history.
  const [earlier, setEarlier] = useState<readonly CallLog[]>([]);
  // Each call the person makes gets a fresh question host: the outcomes it lists are this call's.
  // (Remounting cancels what the queue still holds: nothing, as a new call starts only once the
  // previous one is over, and the new call's first question comes after a network round trip.)
  const [callCount, setCallCount] = useState(0);
  const questionSlot = useRef<HTMLDivElement>(null);
  useQuestionInView(queue, questionSlot);
  const [resumeError, setResumeError] = useState<ErrorView>();
  const [selected, setSelected] = useState<string>();
  const globalErrors = useGlobalErrors();

  const track = useCallback((next: CallTracker | undefined) => {
    if (trackerRef.current && trackerRef.current !== next) trackerRef.current.dispose();
    trackerRef.current = next;
    setTracker(next);
    setLive(next);
  }, []);

  const connectWith = useCallback(
    (next: DemoSettings) => {
      // A call waiting in an open 2026 round moves with the page to the new server: it is
      // detached (its snapshot stays saved) before closing the connection aborts it, then resumed
      // there. A task is detached too (never cancelled: it goes on on its server, which is where
      // it can be followed again). Anything else (a 2025 call, a leg in flight) would only start
      // over: it is cancelled.
      const running = trackerRef.current;
      if (running && running.getLog().status === 'running') {
        const snapshot = running.call.snapshot();
        if (snapshot.inputRequests !== undefined || snapshot.task !== undefined) {
          running.detach(next.serverUrl);
          trackerRef.current = undefined;
          setLive(undefined);
        } else {
          running.call.abort(new Error(`Switched to ${next.serverUrl}`));
        }
      }
      setSettings(next);
      rememberSettings(next);
      connectTo(next);
    },
    [connectTo],
  );

  useEffect(() => {
    connectTo(settings);
    // Only the first settings: later changes go through connectWith.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (connection.status !== 'connected') return;
    if (trackerRef.current?.getLog().status === 'running') return;
    const { tracker: resumed, error } = resumeSaved(
      connection.client,
      connection.settings.serverUrl,
    );
    if (resumed) {
      // The connection is an outside system coming up; resuming the saved call is the effect's job.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setResumeError(undefined);
      setSelected(resumed.call.tool);
      track(resumed);
    } else if (error) {
      setResumeError(error);
    }
  }, [connection, track]);

  useEffect(() => () => trackerRef.current?.dispose(), []);

  const log = useSyncExternalStore(tracker?.subscribe ?? NO_SUBSCRIBE, tracker?.getLog ?? NO_LOG);

  const tools: McpTool[] = connection.status === 'connected' ? connection.tools : [];
  const tool = tools.find((t) => t.name === selected);
  const running = log?.status === 'running' && tracker === live;

  const callTool = (name: string, args: Record<string, unknown>) => {
    if (connection.status !== 'connected' || running) return;
    const { client, settings: current } = connection;
    clearPendingCall();
    setResumeError(undefined);
    const previous = tracker?.getLog();
    if (previous) setEarlier((calls) => [...calls, previous]);
    setCallCount((count) => count + 1);
    const call = client.callTool(name, args);
    track(
      new CallTracker(call, {
        tool: name,
        arguments: args,
        era: client.era,
        protocolVersion: client.protocolVersion,
        startedOn: current.serverUrl,
        resumedOn: [],
        entries: [],
        status: 'running',
        phase: 'calling',
      }),
    );
  };

  // Offered wherever a saved call cannot go on here (the server is down, or it is another's task).
  const discardSaved = loadPendingCall() && (
    <button
      type="button"
      className="button"
      onClick={() => {
        clearPendingCall();
        setResumeError(undefined);
        track(undefined);
      }}
    >
      {words.demo({ key: 'call.discardSaved' })}
    </button>
  );

  return (
    <DemoWordsContext.Provider value={words}>
      <div className="page">
        <header className="page-header">
          <div>
            <h1>{words.demo({ key: 'page.title' })}</h1>
            <p className="muted">{words.demo({ key: 'page.intro' })}</p>
          </div>
          <div className="header-controls">
            <LocalePicker onPick={pickLocale} />
            <ThemeToggle />
          </div>
        </header>

        {globalErrors.map((error, i) => (
          <ErrorNotice key={i} error={error} />
        ))}

        <ConnectBar settings={settings} connection={connection} onConnect={connectWith} />
        <SignInPanel
          signIn={signIn}
          provider={provider}
          version={connection}
          tokensSaved={tokensSaved}
          onSignedOut={() => connectWith(settings)}
        />
        {connection.status === 'failed' && (
          <ErrorNotice error={connection.error} testId="connect-error">
            <button type="button" className="button" onClick={() => connectWith(settings)}>
              {words.demo({ key: 'connect.tryAgain' })}
            </button>
            {discardSaved}
          </ErrorNotice>
        )}
        {resumeError && (
          <ErrorNotice error={resumeError} testId="resume-error">
            {discardSaved}
          </ErrorNotice>
        )}

        <div className="layout">
          <main className="main">
            <section className="panel" aria-labelledby="tools-heading">
              <h2 id="tools-heading">{words.demo({ key: 'tools.heading' })}</h2>
              {connection.status === 'connected' ? (
                <ToolList tools={tools} selected={selected} onSelect={setSelected}>
                  {tool && (
                    <div className="selected-tool">
                      <h3>
                        <DemoText msg={{ key: 'tools.callHeading', values: { tool: tool.name } }} />
                      </h3>
                      <ToolArgsForm
                        key={`${tool.name}@${connection.settings.serverUrl}`}
                        tool={tool}
                        disabled={running}
                        onCall={(args) => callTool(tool.name, args)}
                      />
                    </div>
                  )}
                </ToolList>
              ) : (
                <p className="muted">
                  {words.demo({
                    key:
                      connection.status === 'connecting' ? 'tools.loading' : 'tools.connectFirst',
                  })}
                </p>
              )}
            </section>
          </main>
          <div className="side">
            <section className="panel" aria-labelledby="call-heading">
              <h2 id="call-heading">{words.demo({ key: 'call.heading' })}</h2>
              {!log && <p className="muted">{words.demo({ key: 'call.none' })}</p>}
              {log && (
                <p className="status-line" data-testid="call-line">
                  <CallLine log={log} />
                </p>
              )}
              {log?.task && (
                <p className="status-line" data-testid="task-line" role="status">
                  {taskStatusLine(log.task, words.kit)}
                </p>
              )}
              <div ref={questionSlot} className="question-slot">
                <ElicitationHost key={callCount} queue={queue} messages={locale.kit} />
              </div>
              {log && running && (
                <div className="actions">
                  {/* Not the form's Cancel (which answers one question and lets the tool go on):
                    this ends the whole tool call. */}
                  <button
                    type="button"
                    className="button"
                    aria-describedby="stop-call-about"
                    onClick={() => tracker?.stop()}
                  >
                    {words.demo({ key: 'call.stop' })}
                  </button>
                  <span id="stop-call-about" className="muted">
                    {words.demo({
                      key: 'call.stopAbout',
                      values: {
                        tool: log.tool,
                        cancel: words.kit.format({ key: 'actions.cancel' }),
                      },
                    })}
                  </span>
                </div>
              )}
              {/* A call the person stopped is their choice, shown as a neutral record, not a failure. */}
              {log?.status === 'stopped' && (
                <p className="notice neutral" role="status" data-testid="call-stopped">
                  {words.demo({ key: 'call.stopped', values: { tool: log?.tool ?? '' } })}
                </p>
              )}
              {log?.status === 'failed' && log.error && (
                <ErrorNotice error={describeCallError(log.error)} testId="call-error">
                  {log.error.retryable && tracker === live && (
                    <button
                      type="button"
                      className="button primary"
                      onClick={() => void tracker?.call.retry().catch(() => undefined)}
                    >
                      {words.demo({ key: 'call.retry' })}
                    </button>
                  )}
                </ErrorNotice>
              )}
              {log?.status === 'complete' && (
                <p className="muted">{words.demo({ key: 'call.done' })}</p>
              )}
            </section>
            <CallHistory calls={earlier} />
            <RoundsPanel log={log} />
          </div>
        </div>
        <footer className="muted footer">
          <DemoText
            msg={{ key: 'page.footer', values: { command: cliCommand(settings.serverUrl) } }}
          />
        </footer>
      </div>
    </DemoWordsContext.Provider>
  );
}
