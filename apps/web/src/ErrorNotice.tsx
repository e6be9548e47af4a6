import { taskStatusLine } from '@elicitkit/core';
import type { ReactNode } from 'react';
import type { ErrorView } from './describeError.js';
import { useDemoWords } from './locales/DemoWordsContext.js';

export interface ErrorNoticeProps {
  error: ErrorView;
  children?: ReactNode;
  testId?: string;
}

/**
 * A failure in words: what happened, the error class, what the error itself says (in the kit's
 * words, or the server's or the runtime's own, each shown as whose it is), and what to do.
 */
export function ErrorNotice({ error, children, testId }: ErrorNoticeProps) {
  const words = useDemoWords();
  const status = error.task && taskStatusLine(error.task, words.kit);
  const hints = error.hints.map((hint) =>
    words.demo(status ? { ...hint, values: { ...hint.values, status } } : hint),
  );
  const { detail } = error;
  return (
    <div className="notice error" role="alert" data-testid={testId}>
      <p className="notice-title">{words.demo(error.title)}</p>
      <p className="notice-detail">
        <code>{error.kind}</code>
        {detail?.kind === 'kit' && <> {words.kit.format(detail.msg)}</>}
        {detail?.kind === 'server' && (
          <>
            {' '}
            {words.demo({ key: 'error.serverSaid' })}{' '}
            <q className="server-text" dir="auto" data-server-text="">
              {detail.text}
            </q>
          </>
        )}
        {detail?.kind === 'runtime' && (
          <>
            {' '}
            <code data-runtime-text="">{detail.text}</code>
          </>
        )}
      </p>
      {hints.length > 0 && (
        <ul>
          {hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      )}
      {children && <div className="actions">{children}</div>}
    </div>
  );
}
