import { ElicitationForm } from '@elicitkit/react';
import '@elicitkit/react/vscode.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { expect } from 'storybook/test';
import { StoryFrame } from './StoryFrame.js';
import type { VscodeKind } from '@elicitkit/fixtures/vscodeVariables';
import { applyVscodeTheme } from '@elicitkit/fixtures/vscodeVariables';

const meta: Meta<typeof ElicitationForm> = { title: 'VS Code webview', component: ElicitationForm };
export default meta;
type Story = StoryObj<typeof ElicitationForm>;

const deploy = {
  message: 'Deploy to production?',
  requestedSchema: {
    type: 'object',
    properties: {
      service: { type: 'string', title: 'Service', minLength: 2 },
      replicas: { type: 'integer', title: 'Replicas', minimum: 1 },
      confirm: { type: 'boolean', title: 'Confirm' },
    },
    required: ['service'],
  },
};

function InVscode({ kind }: { kind: VscodeKind }) {
  useLayoutEffect(() => applyVscodeTheme(kind), [kind]);
  return (
    <div style={{ background: 'var(--vscode-editor-background)', padding: '1rem' }}>
      <StoryFrame
        params={deploy}
        subject={{ method: 'tools/call', name: 'deploy', destructive: true }}
      />
    </div>
  );
}

/** The form takes the editor's colours; the identity line is never a light box on a dark editor. */
function story(kind: VscodeKind, bg: string, trustedBg: string): Story {
  return {
    render: () => <InVscode kind={kind} />,
    play: async ({ canvasElement }) => {
      const form = canvasElement.querySelector('.ek-root') as Element;
      await expect(getComputedStyle(form).backgroundColor).toBe(bg);
      const identity = canvasElement.querySelector('.ek-server') as Element;
      await expect(getComputedStyle(identity).backgroundColor).toBe(trustedBg);
    },
  };
}

export const Dark = story('vscode-dark', 'rgb(31, 31, 31)', 'rgb(43, 43, 43)');
export const Light = story('vscode-light', 'rgb(255, 255, 255)', 'rgb(248, 248, 248)');
export const HighContrast = story('vscode-high-contrast', 'rgb(0, 0, 0)', 'rgb(0, 0, 0)');
