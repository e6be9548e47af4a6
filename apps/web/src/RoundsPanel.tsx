import { PROTOCOL_2025, taskStatusLine } from '@elicitkit/core';
import type { Asked, CallLog, RoundEntry } from './callLog.js';
import { DemoText } from './DemoText.js';
import type { DemoMsg } from './locales/DemoCatalogue.js';
import { useDemoWords } from './locales/DemoWordsContext.js';
import { ToolResultView } from './ToolResultView.js';

export interface RoundsPanelProps {
  log: CallLog | undefined;
}

function json(value: unknown): string {
  return JSON.stringify(value);
}

/** "running (waiting for an answer)", "complete", "failed": the loop's phase in words. */
export function phaseMsg(log: Pick<CallLog, 'phase' | 'movedTo'>): DemoMsg {
  return {
    key: 'call.phase',
    values: { phase: log.phase, server: log.movedTo ?? '' },
  };
}

/** The server's message as it sent it, or a note that it sent none. */
function Quote({ message }: { message: string }) {
  const words = useDemoWords();
  return (
    <dd className="quote" dir="auto">
      {message || <em>{words.demo({ key: 'rounds.noMessage' })}</em>}
    </dd>
  );
}

function AskedView({ asked }: { asked: Asked }) {
  const words = useDemoWords();
  switch (asked.mode) {
    case 'form':
      return (
        <>
          <Quote message={asked.message} />
          <dd>
            {asked.fields.length === 0
              ? words.demo({ key: 'rounds.noFields' })
              : asked.fields.map((field, i) => (
                  <span key={field.name}>
                    {i > 0 && ', '}
                    <code dir="ltr">{field.name}</code>{' '}
                    <span className="muted">
                      ({words.demo({ key: 'rounds.fieldKind', values: { kind: field.kind } })})
                    </span>
                    {field.required && <span className="required"> *</span>}
                  </span>
                ))}
          </dd>
        </>
      );
    case 'url':
      return (
        <>
          <Quote message={asked.message} />
          <dd className="break">
            <DemoText msg={{ key: 'rounds.open', values: { url: asked.url } }} />
          </dd>
        </>
      );
    case 'other':
      return (
        <dd>
          <code dir="ltr">{asked.method}</code>
        </dd>
      );
    case 'state-only':
      return <dd>{words.demo({ key: 'rounds.stateOnly' })}</dd>;
  }
}

function StateView({ entry }: { entry: RoundEntry }) {
  const words = useDemoWords();
  if (entry.taskId !== undefined)
    return <dd className="muted">{words.demo({ key: 'rounds.state.task' })}</dd>;
  if (entry.era === PROTOCOL_2025)
    return <dd className="muted">{words.demo({ key: 'rounds.state.session' })}</dd>;
  if (!entry.requestState)
    return <dd className="muted">{words.demo({ key: 'rounds.state.none' })}</dd>;
  const { length, prefix } = entry.requestState;
  return (
    <dd>
      <DemoText msg={{ key: 'rounds.state.size', values: { length, prefix } }} />{' '}
      {entry.echoed === 'exact' ? (
        <span className="badge ok">{words.demo({ key: 'rounds.echo.exact' })}</span>
      ) : entry.echoed === 'different' ? (
        <span className="badge bad">{words.demo({ key: 'rounds.echo.different' })}</span>
      ) : entry.echoed === 'missing' ? (
        <span className="badge bad">{words.demo({ key: 'rounds.echo.missing' })}</span>
      ) : (
        <span className="badge">{words.demo({ key: 'rounds.echo.pending' })}</span>
      )}
    </dd>
  );
}

/**
 * 2026 entries are numbered by the server's rounds; 2025 pushes by their order in the call. Once
 * the call is over (`over`), a question without an answer is no longer waiting for one.
 */
function EntryView({
  entry,
  position,
  over,
}: {
  entry: RoundEntry;
  position: number;
  over: boolean;
}) {
  const words = useDemoWords();
  const [heading, keyLabel]: [DemoMsg, string] =
    entry.round !== undefined
      ? [{ key: 'rounds.round', values: { round: entry.round } }, 'key']
      : entry.taskId !== undefined
        ? [{ key: 'rounds.question.task', values: { position } }, 'key']
        : entry.source === 'url-required'
          ? [{ key: 'rounds.question.urlRequired', values: { position } }, 'elicitationId']
          : [{ key: 'rounds.question.pushed', values: { position } }, 'requestId'];
  return (
    <li
      className="round"
      data-testid="round"
      data-round={entry.round}
      data-key={entry.key}
      data-task={entry.taskId}
    >
      <h3>
        {words.demo(heading)} ·{' '}
        <span className="muted">
          {words.demo({ key: 'rounds.keyLabel', values: { label: keyLabel } })}
        </span>{' '}
        <code dir="ltr">{entry.key}</code>{' '}
        <span className="era" dir="ltr">
          {entry.era}
        </span>
        {entry.beforeReload && (
          <span className="badge">{words.demo({ key: 'rounds.beforeReload' })}</span>
        )}
      </h3>
      <dl>
        <dt>{words.demo({ key: 'rounds.asked' })}</dt>
        <AskedView asked={entry.asked} />
        <dt>{words.demo({ key: 'rounds.answered' })}</dt>
        <dd data-testid="answer">
          {entry.answer === undefined ? (
            <span className="muted">
              {words.demo({ key: over ? 'rounds.notAnswered' : 'rounds.waiting' })}
            </span>
          ) : (
            <code className="break" dir="ltr">
              {json(entry.answer)}
            </code>
          )}
        </dd>
        <dt>{words.demo({ key: 'rounds.requestState' })}</dt>
        <StateView entry={entry} />
      </dl>
    </li>
  );
}

/** The side panel: every round of the current call, what was asked and answered, and the result. */
export function RoundsPanel({ log }: RoundsPanelProps) {
  const words = useDemoWords();
  return (
    <aside className="panel rounds" aria-labelledby="rounds-heading">
      <h2 id="rounds-heading">{words.demo({ key: 'rounds.heading' })}</h2>
      {!log ? (
        <p className="muted">{words.demo({ key: 'rounds.empty' })}</p>
      ) : (
        <>
          <dl className="call-facts">
            <dt>{words.demo({ key: 'rounds.tool' })}</dt>
            <dd>
              <code dir="ltr">{log.tool}</code>{' '}
              <code className="break" dir="ltr">
                {json(log.arguments ?? {})}
              </code>
            </dd>
            <dt>{words.demo({ key: 'rounds.era' })}</dt>
            <dd data-testid="era">
              {log.era}{' '}
              <span className="muted">
                {words.demo({ key: 'rounds.negotiated', values: { version: log.protocolVersion } })}
              </span>
            </dd>
            <dt>{words.demo({ key: 'rounds.server' })}</dt>
            <dd>
              <code className="break" dir="ltr">
                {log.startedOn}
              </code>
              {log.resumedOn.map((server, i) => (
                <span key={i} className="resumed break" data-testid="resumed-on">
                  {' '}
                  <DemoText msg={{ key: 'rounds.resumedOn', values: { server } }} />
                </span>
              ))}
            </dd>
            {log.restarted && (
              <>
                <dt>{words.demo({ key: 'rounds.resume' })}</dt>
                <dd className="muted" data-testid="restarted">
                  {words.demo({ key: 'rounds.restarted' })}
                </dd>
              </>
            )}
            <dt>{words.demo({ key: 'rounds.status' })}</dt>
            <dd data-testid="call-status">
              {words.demo({
                key: 'rounds.statusValue',
                values: { status: log.status, phase: words.demo(phaseMsg(log)) },
              })}
            </dd>
            {log.task && (
              <>
                <dt>{words.demo({ key: 'rounds.task' })}</dt>
                <dd data-testid="task-status">
                  <code className="break">{taskStatusLine(log.task, words.kit)}</code>{' '}
                  {log.status === 'running' && (
                    <span className="muted">{words.demo({ key: 'rounds.taskRuns' })}</span>
                  )}
                </dd>
              </>
            )}
          </dl>
          {log.entries.length === 0 ? (
            <p className="muted">{words.demo({ key: 'rounds.noQuestions' })}</p>
          ) : (
            <ol className="round-list">
              {log.entries.map((entry, index) => (
                <EntryView
                  key={entry.id}
                  entry={entry}
                  position={index + 1}
                  over={log.status !== 'running'}
                />
              ))}
            </ol>
          )}
          {log.status === 'complete' && (
            <section aria-labelledby="final-heading">
              <h3 id="final-heading">{words.demo({ key: 'rounds.final' })}</h3>
              <ToolResultView result={log.result} testId="tool-result" />
            </section>
          )}
          {log.status === 'failed' && log.error && (
            <p className="field-error">
              <DemoText
                msg={{
                  key: 'rounds.failed',
                  values: { kind: log.error.kind },
                }}
              />
            </p>
          )}
        </>
      )}
    </aside>
  );
}
