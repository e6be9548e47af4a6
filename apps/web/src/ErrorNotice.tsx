import type { ReactNode } from 'react';
import type { ErrorView } from './describeError.js';

export interface ErrorNoticeProps {
  error: ErrorView;
  children?: ReactNode;
  testId?: string;
}

/** A failure in words: what happened, the error class and message, and what to do about it. */
export function ErrorNotice({ error, children, testId }: ErrorNoticeProps) {
  return (
    <div className="notice error" role="alert" data-testid={testId}>
      <p className="notice-title">{error.title}</p>
      <p className="notice-detail">
        <code>{error.kind}</code> {error.message}
      </p>
      {error.hints.length > 0 && (
        <ul>
          {error.hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      )}
      {children && <div className="actions">{children}</div>}
    </div>
  );
}
