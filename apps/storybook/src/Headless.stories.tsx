// Headless: a host that draws every pixel with its own (shadcn/ui-style) components, on
// useFormElicitation and useUrlConsent. The plays drive them as a person would.
import type { ElicitResult, RenderContext } from '@elicitkit/core';
import { PROTOCOL_2026, normalizeRequest } from '@elicitkit/core';
import de from '@elicitkit/core/locales/de';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { HeadlessForm } from './headless/HeadlessForm.js';
import { HeadlessUrl } from './headless/HeadlessUrl.js';
import { STORY_SERVER } from './StoryFrame.js';
import { useStoryMessages } from './StoryMessages.js';
import { storyWords } from './storyWords.js';

const meta: Meta = { title: 'Headless/shadcn-style' };
export default meta;
type Story = StoryObj;

const everyKind = {
  message: 'Set up the release',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', minLength: 2 },
      email: { type: 'string', title: 'Email', format: 'email' },
      replicas: { type: 'integer', title: 'Replicas', minimum: 1, maximum: 9 },
      notify: { type: 'boolean', title: 'Send notifications' },
      size: { type: 'string', title: 'Size', enum: ['s', 'm', 'l'] },
      region: {
        type: 'string',
        title: 'Region',
        enum: [
          'eu-west',
          'eu-central',
          'eu-north',
          'us-east',
          'us-west',
          'ap-south',
          'ap-east',
          'sa-east',
          'af-south',
        ],
      },
      tags: { type: 'array', title: 'Tags', items: { type: 'string', enum: ['web', 'api', 'db'] } },
    },
    required: ['name', 'replicas'],
  },
};

function useStoryContext(): RenderContext {
  return useMemo(
    () => ({ server: STORY_SERVER, era: PROTOCOL_2026, signal: new AbortController().signal }),
    [],
  );
}

function Result({ result }: { result: ElicitResult | undefined }) {
  return <output data-result>{result ? JSON.stringify(result) : ''}</output>;
}

function FormStory() {
  const messages = useStoryMessages();
  const context = useStoryContext();
  const [result, setResult] = useState<ElicitResult>();
  const request = normalizeRequest(everyKind);
  if (request.mode !== 'form') return null;
  return (
    <>
      <HeadlessForm request={request} context={context} onResult={setResult} messages={messages} />
      <Result result={result} />
    </>
  );
}

const resultOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-result]')?.textContent ?? '';

/** Every kind of field drawn by the host; typing, a failed Accept, then the answer sent once. */
export const Form: Story = {
  render: () => <FormStory />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const w = storyWords(globals);
    const user = userEvent.setup();
    const identity = canvasElement.querySelector('[data-identity]')?.textContent ?? '';
    await expect(identity.startsWith(w('identity.askedBy', { id: 'storybook-server' }))).toBe(true);
    await user.type(canvas.getByLabelText(/^Name/), 'A');
    await user.click(canvas.getByRole('button', { name: w('actions.accept') }));
    await expect(canvas.getByRole('alert').textContent).toContain(w('summary.title', { count: 2 }));
    await expect(resultOf(canvasElement)).toBe('');
    await user.type(canvas.getByLabelText(/^Name/), 'da');
    await user.type(canvas.getByLabelText(/^Replicas/), '3');
    await user.click(canvas.getByRole('radio', { name: w('yesno.yes') }));
    await user.selectOptions(canvas.getByLabelText(/^Region/), 'us-east');
    await user.click(canvas.getByRole('checkbox', { name: 'api' }));
    await user.click(canvas.getByRole('button', { name: w('actions.accept') }));
    // Answered once: the actions are now unavailable.
    await expect(canvas.getByRole('button', { name: w('actions.decline') })).toBeDisabled();
    await expect(JSON.parse(resultOf(canvasElement))).toEqual({
      action: 'accept',
      content: { name: 'Ada', replicas: 3, notify: true, region: 'us-east', tags: ['api'] },
    });
    await expect(canvasElement.querySelector('p[role="status"]')?.textContent).toMatch(/Ada/);
  },
};

/** The same drawing in German (the story pins the toolbar's locale): every word is the catalogue's. */
export const FormGerman: Story = {
  globals: { locale: 'de' },
  render: () => <FormStory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: de.messages['actions.accept'] }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('radio', { name: de.messages['yesno.yes'] })).toHaveLength(1);
  },
};

function UrlStory() {
  const messages = useStoryMessages();
  const context = useStoryContext();
  const [result, setResult] = useState<ElicitResult>();
  const [opened, setOpened] = useState<string[]>([]);
  const request = normalizeRequest({
    mode: 'url',
    message: 'Sign in to continue',
    url: 'https://accounts.example.com/authorize?client=storybook',
    elicitationId: 'headless-url',
  });
  if (request.mode !== 'url') return null;
  return (
    <>
      <HeadlessUrl
        request={request}
        context={context}
        onResult={setResult}
        messages={messages}
        openUrl={(href) => {
          setOpened((o) => [...o, href]);
          return Promise.resolve(true);
        }}
      />
      <output data-opened>{opened.join(' ')}</output>
      <Result result={result} />
    </>
  );
}

/** URL consent: Open waits for the box, "I've finished" accepts once the page was opened. */
export const UrlConsent: Story = {
  render: () => <UrlStory />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const w = storyWords(globals);
    const user = userEvent.setup();
    await expect(canvasElement.querySelector('[data-url] mark')?.textContent).toBe(
      'accounts.example.com',
    );
    await expect(canvasElement.querySelectorAll('a')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: w('url.consent.open') })).toBeDisabled();
    await user.click(canvas.getByRole('checkbox'));
    await user.click(canvas.getByRole('button', { name: w('url.consent.open') }));
    await expect(canvasElement.querySelector('[data-opened]')?.textContent).toBe(
      'https://accounts.example.com/authorize?client=storybook',
    );
    await user.click(canvas.getByRole('button', { name: w('url.consent.finished') }));
    await expect(JSON.parse(resultOf(canvasElement))).toEqual({ action: 'accept' });
  },
};
