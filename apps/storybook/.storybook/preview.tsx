import '@elicitkit/react/styles.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { StoryMessages } from '../src/StoryMessages.js';
import { STORY_LOCALES, storyCatalogue } from '../src/storyLocales.js';

// Every story draws in the catalogue the toolbar's locale names: StoryFrame (and the stories that
// draw elicitkit components themselves) pass it as `messages`.
const withStoryLocale: Decorator = (Story, { globals }) => (
  <StoryMessages.Provider value={storyCatalogue(globals['locale'])}>
    <Story />
  </StoryMessages.Provider>
);

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
  globalTypes: {
    locale: {
      description: 'The message catalogue elicitkit draws its words from',
      toolbar: {
        icon: 'globe',
        dynamicTitle: true,
        // Each locale by its tag and its own name for itself (the pseudo-locales by what they are).
        items: STORY_LOCALES.map(({ locale }) => ({
          value: locale,
          title: `${locale} · ${new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale}`,
        })),
      },
    },
  },
  initialGlobals: { locale: 'en' },
  decorators: [withStoryLocale],
};

export default preview;
