// One story per case of the corpus (@elicitkit/fixtures). The case files are loaded with import.meta.glob; the
// story exports themselves (`export const caseBoolean = fixtureStory('boolean')`, …) are added by
// the Vite plugin in .storybook/fixtureStories.ts, which also indexes them.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ElicitationForm } from '@elicitkit/react';
import { expect, userEvent, within } from 'storybook/test';
import { StoryFrame } from './StoryFrame.js';
import { storyCatalogue } from './storyLocales.js';

interface FixtureCaseFile {
  id: string;
  about: string;
  params: unknown;
}

// The alias points into the @elicitkit/fixtures package (.storybook/main.ts).
const files = import.meta.glob<FixtureCaseFile>('@elicitkit-fixture-cases/*.json', {
  eager: true,
  import: 'default',
});
const cases = new Map(Object.values(files).map((c) => [c.id, c]));

const meta: Meta<typeof ElicitationForm> = {
  title: 'Fixtures',
  component: ElicitationForm,
  // The helper below is exported for the appended story exports, and is not a story itself.
  excludeStories: ['fixtureStory'],
};
export default meta;

type Story = StoryObj<typeof ElicitationForm>;

export function fixtureStory(id: string): Story {
  const fixture = cases.get(id);
  return {
    name: id,
    parameters: { docs: { description: { story: fixture?.about ?? '' } } },
    render: () =>
      fixture ? <StoryFrame params={fixture.params} /> : <p>No fixture case named {id}.</p>,
    // Whatever the case (hostile, malformed, unsupported), the person can always leave: Cancel
    // is there, in the toolbar's locale, and reports a cancel to the server.
    play: async ({ canvasElement, globals }) => {
      const canvas = within(canvasElement);
      const cancel = storyCatalogue(globals['locale']).messages['actions.cancel'];
      await userEvent.click(canvas.getByRole('button', { name: cancel }));
      await expect(canvas.getByTestId('result')).toHaveTextContent(
        /^\{\s*"action": "cancel"\s*\}$/,
      );
    },
  };
}
