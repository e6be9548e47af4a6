import type { ElicitResult, RenderContext } from '@elicitkit/core';
import { PROTOCOL_2026, normalizeRequest } from '@elicitkit/core';
import { ElicitationForm, ElicitationHost, useElicitationQueue } from '@elicitkit/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { STORY_SERVER, StoryFrame } from './StoryFrame.js';
import { useStoryMessages } from './StoryMessages.js';
import type { StoryWords } from './storyWords.js';
import { storyWords } from './storyWords.js';

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
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const w = storyWords(globals);
    await userEvent.type(canvas.getByRole('textbox', { name: /Quantity/ }), 'lots');
    await userEvent.click(canvas.getByRole('button', { name: w('actions.accept') }));
    // Three required fields are empty and the quantity is not a number: four problems, each named
    // in the summary, and the quantity's own message under it (core's words, shown once).
    await expect(canvas.getByText(w('summary.title', { count: 4 }))).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', {
        name: w('outcome.answer', {
          label: 'Quantity',
          value: w('hint.integer.range', { min: 1, max: 10 }),
        }),
      }),
    ).toBeInTheDocument();
  },
};

const yesNo = {
  message: 'Ship it today?',
  requestedSchema: {
    type: 'object',
    properties: { today: { type: 'boolean', title: 'Ship today' } },
    required: ['today'],
  },
};

/**
 * A boolean is an explicit Yes/No pair with nothing picked; a required one left unanswered is an
 * error on Accept (never a silent false), and "No" is one click.
 */
export const YesNo: Story = {
  render: () => <StoryFrame params={yesNo} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const w = storyWords(globals);
    const group = canvas.getByRole('radiogroup', { name: /Ship today/ });
    await expect(within(group).getByRole('radio', { name: w('yesno.yes') })).not.toBeChecked();
    await expect(within(group).getByRole('radio', { name: w('yesno.no') })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: w('actions.accept') }));
    await expect(canvas.getByText(w('summary.title', { count: 1 }))).toBeInTheDocument();
    await expect(canvas.queryByTestId('result')).not.toBeInTheDocument();
    await userEvent.click(within(group).getByRole('radio', { name: w('yesno.no') }));
    await userEvent.click(canvas.getByRole('button', { name: w('actions.accept') }));
    await expect(canvas.getByTestId('result')).toHaveTextContent('"today": false');
  },
};

function outcomeStory(
  button: 'actions.accept' | 'actions.decline' | 'actions.cancel',
  record: (w: StoryWords) => string,
): Story {
  return {
    render: () => <StoryFrame params={yesNo} />,
    play: async ({ canvasElement, globals }) => {
      const canvas = within(canvasElement);
      const w = storyWords(globals);
      if (button === 'actions.accept')
        await userEvent.click(canvas.getByRole('radio', { name: w('yesno.yes') }));
      await userEvent.click(canvas.getByRole('button', { name: w(button) }));
      const status = canvas.getByRole('status');
      await expect(status.textContent).toBe(record(w));
      await expect(status).toHaveFocus();
    },
  };
}

/**
 * The persistent, neutral record after each way of answering; focus moves to it. The stories ask
 * as a 2026-07-28 client: an answer waits for its round's retry, so the record says it is kept.
 */
const who = 'storybook-server';
export const OutcomeAccepted = outcomeStory('actions.accept', (w) =>
  w('outcome.kept', {
    action: 'accept',
    who,
    answers: w('outcome.answer', { label: 'Ship today', value: w('yesno.yes') }),
  }),
);
export const OutcomeDeclined = outcomeStory('actions.decline', (w) =>
  w('outcome.kept', { action: 'decline', who, answers: w('outcome.yes') }),
);
export const OutcomeCancelled = outcomeStory('actions.cancel', (w) =>
  w('outcome.kept', { action: 'cancel', who, answers: w('outcome.yes') }),
);

/** A question from a tool annotated destructiveHint: the danger marker and a red Accept. */
export const Destructive: Story = {
  render: () => (
    <StoryFrame
      params={{
        message: 'Drop the legacy_users table?',
        requestedSchema: {
          type: 'object',
          properties: { confirm: { type: 'boolean', title: 'I understand this drops data' } },
          required: ['confirm'],
        },
      }}
      subject={{ method: 'tools/call', name: 'apply_db_migration', destructive: true }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const w = storyWords(globals);
    await expect(canvas.getByText(w('danger.tool'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: w('actions.accept') })).toHaveClass(
      'ek-danger',
    );
  },
};

/**
 * A hostile host stylesheet on the page: the form looks exactly as without it. The host's own
 * button shows the stylesheet is in force, so the play cannot pass because it never applied.
 */
export const HostileHostStylesheet: Story = {
  render: () => (
    <div id="hostile-host">
      <button type="button">Host button</button>
      <style>{`
        #hostile-host input, #hostile-host button { background: hotpink !important; font-size: 40px !important; }
        #hostile-host * { letter-spacing: 3px !important; }
        .ek-button--primary { all: unset !important; }
      `}</style>
      <StoryFrame params={contact} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const w = storyWords(globals);
    const host = within(canvasElement).getByRole('button', { name: 'Host button' });
    await expect(getComputedStyle(host).fontSize).toBe('40px');
    await expect(getComputedStyle(host).backgroundColor).toBe('rgb(255, 105, 180)');
    const accept = within(canvasElement).getByRole('button', { name: w('actions.accept') });
    await expect(getComputedStyle(accept).fontSize).not.toBe('40px');
    await expect(getComputedStyle(accept).letterSpacing).toBe('normal');
    await expect(getComputedStyle(accept).backgroundColor).not.toBe('rgb(255, 105, 180)');
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

/**
 * A URL-mode request. Each play checks what the person is told before anything opens: the warning
 * core's analyzeUrl gives for that address (or none), and whether an "Open page" action exists.
 */
function urlStory(url: string, warning?: (w: StoryWords) => string): Story {
  return {
    render: () => (
      <StoryFrame
        params={{ mode: 'url', message: 'Please finish signing in.', url, elicitationId: 'e-1' }}
      />
    ),
    play: async ({ canvasElement, globals }) => {
      const canvas = within(canvasElement);
      const w = storyWords(globals);
      const warnings = canvas.queryByRole('list', { name: w('url.consent.warningsLabel') });
      if (warning) await expect(warnings).toHaveTextContent(warning(w));
      else await expect(warnings).not.toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: w('url.consent.open') })).toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: w('actions.decline') })).toBeInTheDocument();
    },
  };
}

export const UrlConsent: Story = urlStory(
  'https://github.com/login/oauth/authorize?client_id=abc&state=xyz',
);
export const UrlWarningNotHttps = urlStory(warningUrls['NotHttps'] ?? '', (w) =>
  w('url.warning.insecure'),
);
export const UrlWarningIpAddress = urlStory(warningUrls['IpAddress'] ?? '', (w) =>
  w('url.warning.ipAddress'),
);
export const UrlWarningUserinfo = urlStory(warningUrls['Userinfo'] ?? '', (w) =>
  w('url.warning.userinfo', { host: 'evil.example' }),
);
export const UrlWarningPunycode = urlStory(warningUrls['Punycode'] ?? '', (w) =>
  w('url.warning.punycode', { unicode: 'аpple.com', ascii: 'xn--pple-43d.com' }),
);
export const UrlWarningMixedScripts = urlStory(warningUrls['MixedScripts'] ?? '', (w) =>
  w('url.warning.mixedScripts'),
);
export const UrlWarningLocalhost = urlStory(warningUrls['Localhost'] ?? '', (w) =>
  w('url.warning.local'),
);

/** A javascript: address can never be opened: it is explained, and only Decline/Cancel remain. */
export const UrlBlockedScheme: Story = {
  ...urlStory(warningUrls['Blocked'] ?? ''),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const w = storyWords(globals);
    const reason = w('url.problem.scheme', { scheme: 'javascript' });
    await expect(canvas.getByText(w('url.consent.blocked', { reason }))).toBeInTheDocument();
    for (const key of ['url.consent.open', 'url.consent.openAgain'] as const)
      await expect(canvas.queryByRole('button', { name: w(key) })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: w('actions.decline') })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: w('actions.cancel') })).toBeInTheDocument();
  },
};

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
  // Core flags the field as asking for a secret: the person is warned at the top and at the
  // field, the input is masked, and "Show" reveals what was typed.
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const w = storyWords(globals);
    const warning = w('diagnostic.secretRequested', { field: 'API key' });
    const notices = canvas.getByRole('list', { name: w('form.noticesLabel') });
    await expect(within(notices).getByText(warning)).toBeInTheDocument();
    await expect(canvas.getAllByText(warning)).toHaveLength(2);
    const key = canvas.getByLabelText(/^API key/, { selector: 'input' });
    await expect(key).toHaveAttribute('type', 'password');
    await userEvent.click(
      canvas.getByRole('button', { name: w('secret.show', { label: 'API key' }) }),
    );
    await expect(key).toHaveAttribute('type', 'text');
  },
};

const paragraph =
  'The deployment will update 14 services across three regions. Review the change list below; ' +
  'every service is restarted one at a time and health-checked before the next one starts. ';

/**
 * A very long message is folded after its opening; one control shows it whole, ending with its
 * question, and the form stays usable.
 */
export const LongMessage: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const w = storyWords(globals);
    await expect(canvas.queryByText(/Proceed with the deployment\?$/)).not.toBeInTheDocument();
    const showAll = canvas.getByRole('button', { expanded: false });
    await userEvent.click(showAll);
    await expect(showAll).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Proceed with the deployment\?$/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: w('yesno.yes') }));
    await userEvent.click(canvas.getByRole('button', { name: w('actions.accept') }));
    await expect(canvas.getByTestId('result')).toHaveTextContent('"confirm": true');
  },
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

/** 500 options: every one offered, nothing pre-selected, and any one can be picked and sent. */
export const Enum500Options: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const w = storyWords(globals);
    const city = canvas.getByRole('combobox', { name: /City/ });
    await expect(within(city).getAllByRole('option')).toHaveLength(501);
    await expect(city).toHaveDisplayValue(w('select.chooseOne'));
    await userEvent.selectOptions(city, 'city-250');
    await userEvent.click(canvas.getByRole('button', { name: w('actions.accept') }));
    await expect(canvas.getByTestId('result')).toHaveTextContent('"city": "city-250"');
  },
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
  const messages = useStoryMessages();
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
      <ElicitationHost queue={queue} theme={theme} messages={messages} />
      <pre data-testid="queue-results">{results.map((r) => JSON.stringify(r)).join('\n')}</pre>
    </div>
  );
}

/** Three questions from three servers: one at a time, with how many are waiting. */
export const QueueOfThree: Story = {
  render: () => <QueueDemo />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const w = storyWords(globals);
    await expect(await canvas.findByText('Which branch should I deploy?')).toBeInTheDocument();
    await expect(canvas.getByText(w('host.moreWaiting', { count: 2 }))).toBeInTheDocument();
    await expect(canvas.queryByText('What should the release be called?')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: w('actions.decline') }));
    await expect(await canvas.findByText('What should the release be called?')).toBeInTheDocument();
    await expect(canvas.getByText(w('host.moreWaiting', { count: 1 }))).toBeInTheDocument();
    await expect(canvas.getByTestId('queue-results')).toHaveTextContent('{"action":"decline"}');
  },
};

/** theme="dark": the form uses the dark palette (its background and text colours). */
export const DarkTheme: Story = {
  parameters: { backgrounds: { value: '#0b0d10' } },
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('.ek-root');
    await expect(form).not.toBeNull();
    const style = getComputedStyle(form as Element);
    await expect(style.backgroundColor).toBe('rgb(22, 25, 29)');
    await expect(style.color).toBe('rgb(232, 234, 237)');
  },
  render: () => (
    <div style={{ background: '#0b0d10', padding: '1rem' }}>
      <StoryFrame params={contact} theme="dark" server={STORY_SERVER} />
    </div>
  ),
};
