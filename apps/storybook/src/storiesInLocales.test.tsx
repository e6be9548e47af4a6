// Every story again under de and ar, with the toolbar's `locale` global set as Storybook sets it:
// each story is composed with .storybook/preview.tsx (its locale decorator included) and rendered
// in Chromium. Under each locale the elicitkit views carry its lang and dir, and their buttons show
// that catalogue's words, never English ones; no story throws. The plays (English) run in the
// "storybook" project; these runs only draw.
import type { LocaleCatalogue } from '@elicitkit/core';
import ar from '@elicitkit/core/locales/ar';
import de from '@elicitkit/core/locales/de';
import en from '@elicitkit/core/locales/en';
import type { Meta } from '@storybook/react-vite';
import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import preview from '../.storybook/preview.js';
import { storyCatalogue } from './storyLocales.js';

setProjectAnnotations(preview);

type StoryModule = { default: Meta } & Record<string, unknown>;
type ComposedStory = ReturnType<typeof composeStory>;

// The same files as `stories` in .storybook/main.ts.
const modules = import.meta.glob<StoryModule>(['./**/*.stories.tsx', './Fixtures.cases.tsx'], {
  eager: true,
});

const ACTIONS = ['actions.accept', 'actions.decline', 'actions.cancel'] as const;
const actionWords = (c: LocaleCatalogue) => ACTIONS.map((key) => c.messages[key]);

let root: Root | undefined;
let canvas: HTMLElement | undefined;

afterEach(() => {
  root?.unmount();
  canvas?.remove();
  root = canvas = undefined;
});

/** Renders a composed story as Storybook would (decorators, globals), collecting what it throws. */
function renderStory(Story: ComposedStory): unknown[] {
  const thrown: unknown[] = [];
  canvas = document.body.appendChild(document.createElement('div'));
  root = createRoot(canvas, {
    onUncaughtError: (error) => thrown.push(error),
    onCaughtError: (error) => thrown.push(error),
  });
  root.render(<Story />);
  return thrown;
}

function pinnedTo(locale: string) {
  const catalogue = storyCatalogue(locale);
  return { catalogue, lang: catalogue.locale, dir: catalogue.dir };
}

describe.each([
  { catalogue: de, lang: 'de', dir: 'ltr' },
  { catalogue: ar, lang: 'ar', dir: 'rtl' },
])('every story under $lang', ({ catalogue, lang, dir }) => {
  for (const [file, mod] of Object.entries(modules)) {
    const stories = composeStories(mod, { initialGlobals: { locale: lang } });
    for (const [exportName, Story] of Object.entries(stories) as [string, ComposedStory][]) {
      // A story that pins its own locale (`globals: { locale }`) keeps it under every toolbar choice.
      const pinned = (mod[exportName] as { globals?: { locale?: string } }).globals?.locale;
      const want = pinned === undefined ? { catalogue, lang, dir } : pinnedTo(pinned);

      it(`${mod.default.title ?? file} / ${Story.storyName}`, async () => {
        const words = actionWords(want.catalogue);
        const english = actionWords(en);
        await Story.load();
        const thrown = renderStory(Story);
        // The views appear (the queue's a moment later), each in the locale, with its words.
        await vi.waitFor(() => {
          expect(thrown).toEqual([]);
          const views = [...(canvas?.querySelectorAll('[lang]') ?? [])];
          expect(views.length).toBeGreaterThan(0);
          for (const view of views) {
            expect(view.getAttribute('lang')).toBe(want.lang);
            expect(view.getAttribute('dir')).toBe(want.dir);
            const buttons = [...view.querySelectorAll('button')].map((b) =>
              (b.textContent ?? '').trim(),
            );
            expect(buttons.some((b) => words.includes(b))).toBe(true);
            expect(buttons.filter((b) => english.includes(b))).toEqual([]);
          }
        });
        expect(thrown).toEqual([]);
      });
    }
  }
});
