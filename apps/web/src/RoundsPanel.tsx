import { PROTOCOL_2025, taskStatusLine } from '@elicitkit/core';
import type { Asked, CallLog, RoundEntry } from './callLog.js';
import { ToolResultView } from './ToolResultView.js';

export interface RoundsPanelProps {
  log: CallLog | undefined;
}

function json(value: unknown): string {
  return JSON.stringify(value);
}

function AskedView({ asked }: { asked: Asked }) {
  switch (asked.mode) {
    case 'form':
      return (
        <>
          <dd className="quote">{asked.message || <em>(no message)</em>}</dd>
          <dd>
            {asked.fields.length === 0
              ? 'no fields'
              : asked.fields.map((field, i) => (
                  <span key={field.name}>
                    {i > 0 && ', '}
                    <code>{field.name}</code> <span className="muted">({field.kind})</span>
                    {field.required && <span className="required"> *</span>}
                  </span>
                ))}
          </dd>
        </>
      );
    case 'url':
      return (
        <>
          <dd className="quote">{asked.message || <em>(no message)</em>}</dd>
          <dd>
            open <code className="break">{asked.url}</code>
          </dd>
        </>
      );
    case 'other':
      return (
        <dd>
          <code>{asked.method}</code>
        </dd>
      );
    case 'state-only':
      return <dd>nothing: the server only wants its requestState back</dd>;
  }
}

function StateView({ entry }: { entry: RoundEntry }) {
  if (entry.taskId !== undefined)
    return <dd className="muted">none: a task keeps its state on the server</dd>;
  if (entry.era === PROTOCOL_2025)
    return <dd className="muted">none: 2025-11-25 keeps the call&apos;s state in the session</dd>;
  if (!entry.requestState) return <dd className="muted">none sent by the server</dd>;
  const { length, prefix } = entry.requestState;
  return (
    <dd>
      {length} chars, <code>{prefix}…</code>{' '}
      {entry.echoed === 'exact' ? (
        <span className="badge ok">echoed byte-exact</span>
      ) : entry.echoed === 'different' ? (
        <span className="badge bad">sent back changed</span>
      ) : entry.echoed === 'missing' ? (
        <span className="badge bad">not sent back</span>
      ) : (
        <span className="badge">to be echoed</span>
      )}
    </dd>
  );
}

/** 2026 entries are numbered by the server's rounds; 2025 pushes by their order in the call. */
function EntryView({ entry, position }: { entry: RoundEntry; position: number }) {
  const [heading, keyLabel] =
    entry.round !== undefined
      ? [`Round ${entry.round}`, 'key']
      : entry.taskId !== undefined
        ? [`Question ${position} (asked by the running task)`, 'key']
        : entry.source === 'url-required'
          ? [`Question ${position} (URL required, -32042)`, 'elicitationId']
          : [`Question ${position} (pushed elicitation/create)`, 'request id'];
  return (
    <li
      className="round"
      data-testid="round"
      data-round={entry.round}
      data-key={entry.key}
      data-task={entry.taskId}
    >
      <h3>
        {heading} · <span className="muted">{keyLabel}</span> <code>{entry.key}</code>{' '}
        <span className="era">{entry.era}</span>
        {entry.beforeReload && <span className="badge">before reload</span>}
      </h3>
      <dl>
        <dt>Asked</dt>
        <AskedView asked={entry.asked} />
        <dt>Answered</dt>
        <dd data-testid="answer">
          {entry.answer === undefined ? (
            <span className="muted">waiting…</span>
          ) : (
            <code className="break">{json(entry.answer)}</code>
          )}
        </dd>
        <dt>requestState</dt>
        <StateView entry={entry} />
      </dl>
    </li>
  );
}

/** The side panel: every round of the current call, what was asked and answered, and the result. */
export function RoundsPanel({ log }: RoundsPanelProps) {
  return (
    <aside className="panel rounds" aria-labelledby="rounds-heading">
      <h2 id="rounds-heading">Rounds</h2>
      {!log ? (
        <p className="muted">
          Call a tool: each question the server asks, your answer, and the echoed requestState
          appear here.
        </p>
      ) : (
        <>
          <dl className="call-facts">
            <dt>Tool</dt>
            <dd>
              <code>{log.tool}</code> <code className="break">{json(log.arguments ?? {})}</code>
            </dd>
            <dt>Era</dt>
            <dd data-testid="era">
              {log.era} <span className="muted">(negotiated {log.protocolVersion})</span>
            </dd>
            <dt>Server</dt>
            <dd>
              <code className="break">{log.startedOn}</code>
              {log.resumedOn.map((server, i) => (
                <span key={i} className="resumed" data-testid="resumed-on">
                  {' '}
                  → resumed on <code className="break">{server}</code>
                </span>
              ))}
            </dd>
            {log.restarted && (
              <>
                <dt>Resume</dt>
                <dd className="muted" data-testid="restarted">
                  started over: nothing resumable was open (a 2025-11-25 call keeps its state in the
                  server&apos;s session, which ends with the page)
                </dd>
              </>
            )}
            <dt>Status</dt>
            <dd data-testid="call-status">
              {log.status === 'running' ? `running (${log.phase})` : log.status}
            </dd>
            {log.task && (
              <>
                <dt>Task</dt>
                <dd data-testid="task-status">
                  <code className="break">{taskStatusLine(log.task)}</code>{' '}
                  {log.status === 'running' && (
                    <span className="muted">
                      (it runs on the server; a reload follows it again)
                    </span>
                  )}
                </dd>
              </>
            )}
          </dl>
          {log.entries.length === 0 ? (
            <p className="muted">No questions yet.</p>
          ) : (
            <ol className="round-list">
              {log.entries.map((entry, index) => (
                <EntryView key={entry.id} entry={entry} position={index + 1} />
              ))}
            </ol>
          )}
          {log.status === 'complete' && (
            <section aria-labelledby="final-heading">
              <h3 id="final-heading">Final result</h3>
              <ToolResultView result={log.result} testId="tool-result" />
            </section>
          )}
          {log.status === 'failed' && log.error && (
            <p className="field-error">
              Failed: {log.error.kind}
              {log.error.code && ` (${log.error.code})`}
            </p>
          )}
        </>
      )}
    </aside>
  );
}
