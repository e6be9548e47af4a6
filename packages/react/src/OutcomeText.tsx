import type { ElicitResult, OutcomeTextOptions } from '@elicitkit/core';
import { outcomeAnswers, outcomeMsg } from '@elicitkit/core';
import { Fragment } from 'react';
import { useLocalizer } from './localizerContext.js';
import { MsgText } from './MsgText.js';

/**
 * Core's record of how a question was answered, in the view's words. Each answer's label and value
 * (the server's words and the person's) are isolated in <bdi>, so an Arabic label inside an English
 * sentence — or an English value inside an Arabic one — never reorders the words around it.
 */
export function OutcomeText({
  result,
  options,
}: {
  result: ElicitResult;
  options: Omit<OutcomeTextOptions, 'localizer'>;
}) {
  const l = useLocalizer();
  const msg = outcomeMsg(result, { ...options, localizer: l });
  const answers = outcomeAnswers(result, { ...options, localizer: l });
  if (answers.length === 0) return <MsgText msg={msg} />;
  const drawn = answers.map((answer, i) => (
    <Fragment key={i}>
      {i > 0 && ' · '}
      <MsgText
        msg={{ key: 'outcome.answer' }}
        slots={{
          label: <bdi className="ek-answer-label">{answer.label}</bdi>,
          value: <bdi className="ek-answer-value">{answer.value}</bdi>,
        }}
      />
    </Fragment>
  ));
  return <MsgText msg={msg} slots={{ answers: drawn }} />;
}
