// The answers' record and the error summary keep the server's labels (and the person's values)
// direction-isolated: an Arabic label inside an English sentence sits in its own <bdi>, so the
// words around it keep their order; the text reads exactly as core's record.
import type { RenderContext } from '@elicitkit/core';
import { PROTOCOL_2025, normalizeRequest, outcomeText } from '@elicitkit/core';
import ar from '@elicitkit/core/locales/ar';
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createElicitationQueue } from './createElicitationQueue.js';
import { ElicitationForm } from './ElicitationForm.js';
import { ElicitationHost } from './ElicitationHost.js';

afterEach(cleanup);

const request = normalizeRequest({
  message: 'Where to?',
  requestedSchema: {
    type: 'object',
    properties: {
      city: { type: 'string', title: 'المدينة' },
      count: { type: 'integer', title: 'عدد الأيام', minimum: 1 },
    },
    required: ['city', 'count'],
  },
});
const context = (): RenderContext => ({
  server: { trustedId: 'travel' },
  era: PROTOCOL_2025,
  signal: new AbortController().signal,
});

const isolated = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(selector)].map((e) => [e.tagName, e.textContent]);

async function answer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /المدينة/ }), 'Cairo');
  await user.type(screen.getByRole('textbox', { name: /عدد الأيام/ }), '3');
  await user.click(screen.getByRole('button', { name: /Accept|قبول/ }));
}

describe('labels and values isolated in the summaries', () => {
  it("the form's record of what was sent isolates each label and value, in English and Arabic", async () => {
    for (const messages of [undefined, ar]) {
      const user = userEvent.setup();
      const view = render(
        <ElicitationForm
          request={request}
          context={context()}
          {...(messages && { messages })}
          onResult={() => {}}
        />,
      );
      await answer(user);
      const record = view.container.querySelector('.ek-outcome')!;
      expect(isolated(record, '.ek-answer-label')).toEqual([
        ['BDI', 'المدينة'],
        ['BDI', 'عدد الأيام'],
      ]);
      expect(isolated(record, '.ek-answer-value')).toEqual([
        ['BDI', '"Cairo"'],
        ['BDI', '3'],
      ]);
      if (!messages)
        expect(record.textContent).toBe(
          outcomeText(
            { action: 'accept', content: { city: 'Cairo', count: 3 } },
            { fields: request.mode === 'form' ? request.form.fields : [], who: 'travel' },
          ),
        );
      cleanup();
    }
  });

  it('the error summary isolates the label it names', async () => {
    const user = userEvent.setup();
    const view = render(
      <ElicitationForm request={request} context={context()} onResult={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const summary = view.container.querySelector('.ek-summary-list')!;
    expect(isolated(summary, '.ek-answer-label')).toEqual([
      ['BDI', 'المدينة'],
      ['BDI', 'عدد الأيام'],
    ]);
    expect(summary.querySelector('button')?.textContent).toBe('المدينة: This is required');
  });

  it("the host's record of each answered request isolates them too", async () => {
    const queue = createElicitationQueue();
    const user = userEvent.setup();
    const view = render(<ElicitationHost queue={queue} />);
    act(() => void queue.renderer(request, context()));
    await answer(user);
    const record = view.container.querySelector('.ek-outcomes .ek-outcome')!;
    expect(isolated(record, '.ek-answer-label').map(([tag]) => tag)).toEqual(['BDI', 'BDI']);
    expect(record.textContent).toBe('Sent to travel: المدينة: "Cairo" · عدد الأيام: 3');
  });
});
