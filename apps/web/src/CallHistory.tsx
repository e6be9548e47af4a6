import type { CallLog } from './callLog.js';
import { CallLine } from './CallLine.js';
import { useDemoWords } from './locales/DemoWordsContext.js';

export interface CallHistoryProps {
  /** The page's earlier calls, oldest first. */
  calls: readonly CallLog[];
}

/**
 * Earlier calls, closed until the person opens it: each call's line and the answers it sent, so
 * "Current call" holds only the call being made and its question stays where the person looks.
 */
export function CallHistory({ calls }: CallHistoryProps) {
  const words = useDemoWords();
  if (calls.length === 0) return null;
  return (
    <details className="panel call-history" data-testid="call-history">
      <summary>{words.demo({ key: 'history.summary', values: { count: calls.length } })}</summary>
      <ol reversed>
        {calls
          .map((log, index) => ({ log, index }))
          .reverse()
          .map(({ log, index }) => {
            const answers = log.entries.filter((entry) => entry.answer !== undefined);
            return (
              <li key={index} data-testid="earlier-call">
                <CallLine log={log} />
                {answers.length === 0 ? (
                  <p className="muted">{words.demo({ key: 'history.noAnswers' })}</p>
                ) : (
                  <ul>
                    {answers.map((entry) => (
                      <li key={entry.id}>
                        <code className="break" dir="ltr">
                          {JSON.stringify(entry.answer)}
                        </code>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
      </ol>
    </details>
  );
}
