import type {
  ElicitResult,
  FieldMarking,
  RenderContext,
  RequestSubject,
  ServerIdentity,
} from '@elicitkit/core';
import { PROTOCOL_2026, normalizeRequest } from '@elicitkit/core';
import { ElicitationForm } from '@elicitkit/react';
import { useMemo, useState } from 'react';
import { useStoryMessages } from './StoryMessages.js';

export const STORY_SERVER: ServerIdentity = {
  trustedId: 'storybook-server',
  trustedUrl: 'https://mcp.example.com/mcp',
  reportedName: 'Example Server',
  reportedVersion: '1.0.0',
};

export interface StoryFrameProps {
  /** `elicitation/create` params as a server sends them. */
  params: unknown;
  theme?: 'light' | 'dark';
  server?: ServerIdentity;
  /** What the question belongs to (e.g. a destructive tool). */
  subject?: RequestSubject;
  /** How required answers are marked (the form's own default when absent). */
  fieldMarking?: FieldMarking;
}

/**
 * Renders one request, in the catalogue of the toolbar's locale, and once answered the ElicitResult
 * it reported (with a way to start over).
 */
export function StoryFrame({
  params,
  theme,
  server = STORY_SERVER,
  subject,
  fieldMarking,
}: StoryFrameProps) {
  const messages = useStoryMessages();
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<ElicitResult>();
  // `round` is a restart key: "Start over" makes a new request and context, so a new question.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const request = useMemo(() => normalizeRequest(params), [params, round]);
  const context = useMemo<RenderContext>(
    () => ({
      server,
      era: PROTOCOL_2026,
      signal: new AbortController().signal,
      ...(subject && { subject }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [server, subject, round],
  );
  return (
    <div data-theme={theme} style={{ display: 'grid', gap: '1rem' }}>
      <ElicitationForm
        request={request}
        context={context}
        onResult={setResult}
        theme={theme}
        messages={messages}
        {...(fieldMarking && { fieldMarking })}
      />
      {result && (
        <div>
          <p>Reported result:</p>
          <pre data-testid="result">{JSON.stringify(result, null, 2)}</pre>
          <button
            type="button"
            onClick={() => {
              setResult(undefined);
              setRound((n) => n + 1);
            }}
          >
            Ask again
          </button>
        </div>
      )}
    </div>
  );
}
