import type { ReactNode } from 'react';
import type { ErrorView } from './describeError.js';
import { useDemoWords } from './locales/DemoWordsContext.js';

export interface ErrorNoticeProps {
  error: ErrorView;
  children?: ReactNode;
  testId?: string;
}

/** A failure in words: what happened, the error class and message, and what to do about it. */
export function ErrorNotice({ error, children, testId }: ErrorNoticeProps) {
  const words = useDemoWords();
  const hints = error.hints.map((hint) => words.demo(hint));
  return (
    <div className="notice error" role="alert" data-testid={testId}>
      <p className="notice-title">{words.demo(error.title)}</p>
      <p className="notice-detail">
        <code>{error.kind}</code> {error.message}
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
