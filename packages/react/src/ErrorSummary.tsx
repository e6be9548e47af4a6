import type { FieldError } from '@elicitkit/core';
import { useLocalizer } from './localizerContext.js';
import { MsgText } from './MsgText.js';

export interface ErrorSummaryProps {
  errors: readonly FieldError[];
  /** Field name → label, for naming each error. */
  labelOf: (field: string) => string | undefined;
  /** Moves focus to a field's control. */
  focusField: (field: string) => void;
  id: string;
}

/**
 * Shown after a failed Accept: every error core found, each a button that moves focus to its field
 * (buttons, not links: nothing here navigates). Focus itself goes to the first error's field.
 */
export function ErrorSummary({ errors, labelOf, focusField, id }: ErrorSummaryProps) {
  const l = useLocalizer();
  if (errors.length === 0) return null;
  return (
    <section className="ek-summary" id={id} tabIndex={-1} aria-labelledby={`${id}-title`}>
      <p className="ek-summary-title" id={`${id}-title`}>
        {l.format({ key: 'summary.title', values: { count: errors.length } })}
      </p>
      <ul className="ek-summary-list">
        {errors.map((error, i) => {
          const label = error.field === '' ? undefined : labelOf(error.field);
          return (
            <li key={i}>
              {label === undefined ? (
                l.format(error.msg)
              ) : (
                <button
                  type="button"
                  className="ek-link-button"
                  onClick={() => focusField(error.field)}
                >
                  <MsgText
                    msg={{ key: 'outcome.answer' }}
                    // The label is the server's words: isolated, so an Arabic label never
                    // reorders the sentence around it.
                    slots={{
                      label: <bdi className="ek-answer-label">{label}</bdi>,
                      value: <MsgText msg={error.msg} />,
                    }}
                  />
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
