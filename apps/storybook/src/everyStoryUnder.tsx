// Every story again under de and ar, with the toolbar's `locale` global set as Storybook sets it:
// each story is composed with .storybook/preview.tsx (its locale decorator included) and rendered
// in Chromium. Under each locale the elicitkit views carry its lang and dir, and their buttons show
// that catalogue's words, never English ones; no story throws. Then the story's play runs: plays
// find elements by the active catalogue's words (storyWords.ts), so one looking for an English
// word fails here. Each locale has its own test file (storiesIn<Locale>.test.tsx), so its own page:
// a stylesheet a story leaves behind (React keeps hoisted styles) never reaches the other run.
import type { LocaleCatalogue } from '@elicitkit/core';
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

/** Declares one test per story, rendered and played under the toolbar's `lang`. */
export function everyStoryUnder(catalogue: LocaleCatalogue): void {
  const { locale: lang, dir } = catalogue;
  describe(`every story under ${lang}`, () => {
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
          if (canvas) await Story.play?.({ canvasElement: canvas });
          expect(thrown).toEqual([]);
        });
      }
    }
  });
}
