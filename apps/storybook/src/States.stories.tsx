import type { ElicitResult, RenderContext } from '@elicitkit/core';
import { PROTOCOL_2026, normalizeRequest } from '@elicitkit/core';
import { ElicitationForm, ElicitationHost, useElicitationQueue } from '@elicitkit/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { STORY_SERVER, StoryFrame } from './StoryFrame.js';

const meta: Meta<typeof ElicitationForm> = {
  title: 'States',
  component: ElicitationForm,
};
export default meta;
type Story = StoryObj<typeof ElicitationForm>;

const contact = {
  message: 'How can we reach you about your order?',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Full name', minLength: 2 },
      email: { type: 'string', format: 'email', title: 'Email' },
      quantity: { type: 'integer', title: 'Quantity', minimum: 1, maximum: 10 },
      sizes: {
        type: 'array',
        title: 'Sizes',
        minItems: 1,
        items: { type: 'string', enum: ['S', 'M', 'L'] },
      },
    },
    required: ['name', 'email', 'sizes'],
  },
};

/** A failed Accept: core's messages at each field, the summary, focus on the first error. */
export const ErrorsShown: Story = {
  render: () => <StoryFrame params={contact} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Quantity/ }), 'lots');
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(canvas.getByText('This is required')).toBeInTheDocument();
  },
};

const warningUrls: Record<string, string> = {
  NotHttps: 'http://shop.example.com/pay',
  IpAddress: 'https://203.0.113.7/login',
  Userinfo: 'https://accounts.example.com@evil.example/login',
  Punycode: 'https://xn--pple-43d.com/signin',
  MixedScripts: 'https://paypаl.example/checkout',
  Localhost: 'http://localhost:8080/callback',
  Blocked: 'javascript:alert(1)',
};

function urlStory(url: string): Story {
  return {
    render: () => (
      <StoryFrame
        params={{ mode: 'url', message: 'Please finish signing in.', url, elicitationId: 'e-1' }}
      />
    ),
  };
}

export const UrlConsent: Story = urlStory(
  'https://github.com/login/oauth/authorize?client_id=abc&state=xyz',
);
export const UrlWarningNotHttps = urlStory(warningUrls['NotHttps'] ?? '');
export const UrlWarningIpAddress = urlStory(warningUrls['IpAddress'] ?? '');
export const UrlWarningUserinfo = urlStory(warningUrls['Userinfo'] ?? '');
export const UrlWarningPunycode = urlStory(warningUrls['Punycode'] ?? '');
export const UrlWarningMixedScripts = urlStory(warningUrls['MixedScripts'] ?? '');
export const UrlWarningLocalhost = urlStory(warningUrls['Localhost'] ?? '');
export const UrlBlockedScheme = urlStory(warningUrls['Blocked'] ?? '');

export const SecretWarning: Story = {
  render: () => (
    <StoryFrame
      params={{
        message: 'Connect your account',
        requestedSchema: {
          type: 'object',
          properties: {
            username: { type: 'string', title: 'Username' },
            apiKey: { type: 'string', title: 'API key', description: 'Paste your API key' },
          },
          required: ['username', 'apiKey'],
        },
      }}
    />
  ),
};

const paragraph =
  'The deployment will update 14 services across three regions. Review the change list below; ' +
  'every service is restarted one at a time and health-checked before the next one starts. ';

export const LongMessage: Story = {
  render: () => (
    <StoryFrame
      params={{
        message: `${paragraph.repeat(60)}\n\nProceed with the deployment?`,
        requestedSchema: {
          type: 'object',
          properties: { confirm: { type: 'boolean', title: 'I have read the change list' } },
          required: ['confirm'],
        },
      }}
    />
  ),
};

export const Enum500Options: Story = {
  render: () => (
    <StoryFrame
      params={{
        message: 'Which city is your nearest office?',
        requestedSchema: {
          type: 'object',
          properties: {
            city: {
              type: 'string',
              title: 'City',
              enum: Array.from({ length: 500 }, (_, i) => `city-${String(i + 1).padStart(3, '0')}`),
            },
          },
          required: ['city'],
        },
      }}
    />
  ),
};

function QueueDemo({ theme }: { theme?: 'light' | 'dark' }) {
  const queue = useElicitationQueue();
  const [results, setResults] = useState<ElicitResult[]>([]);
  useEffect(() => {
    const ask = (message: string, trustedId: string, field: string) => {
      const context: RenderContext = {
        server: { trustedId },
        era: PROTOCOL_2026,
        signal: new AbortController().signal,
      };
      const request = normalizeRequest({
        message,
        requestedSchema: {
          type: 'object',
          properties: { [field]: { type: 'string', title: field } },
        },
      });
      void queue.renderer(request, context).then((r) => setResults((all) => [...all, r]));
    };
    ask('Which branch should I deploy?', 'deploy-bot', 'branch');
    ask('What should the release be called?', 'release-notes', 'title');
    ask('Who should review it?', 'github', 'reviewer');
  }, [queue]);
  return (
    <div>
      <ElicitationHost queue={queue} theme={theme} />
      <pre>{results.map((r) => JSON.stringify(r)).join('\n')}</pre>
    </div>
  );
}

export const QueueOfThree: Story = { render: () => <QueueDemo /> };

export const DarkTheme: Story = {
  parameters: { backgrounds: { value: '#0b0d10' } },
  render: () => (
    <div style={{ background: '#0b0d10', padding: '1rem' }}>
      <StoryFrame params={contact} theme="dark" server={STORY_SERVER} />
    </div>
  ),
};
