import type {
  ElicitResult,
  FieldMarking,
  LocaleCatalogue,
  Localizer,
  RenderContext,
  ServerIdentity,
} from '@elicitkit/core';
import type { StylesMode } from './stylesAttribute.js';
import type { RjsfTheme } from './theme/hostControlsOf.js';

/** Props every elicitation view takes besides its request. */
export interface ElicitationShellProps {
  /**
   * Called exactly once with the person's answer (or cancel: the Cancel button or Esc outside a
   * field, confirmed once when answers would be lost; unmount; abort).
   */
  onResult: (result: ElicitResult) => void;
  /** Who is asking; defaults to `context.server`. */
  server?: ServerIdentity;
  /** The loop's render context: its `signal` aborting answers cancel. */
  context?: RenderContext;
  /** Move focus into the view when it appears (hosts do; inline uses may not want to). */
  autoFocus?: boolean;
  /**
   * How long, in milliseconds, the action row ignores the person's clicks and Enter after the
   * question is drawn (default 500, as browsers' permission prompts do), so input aimed at what was
   * there before cannot answer it. The buttons say so meanwhile (`aria-disabled`, a short line).
   * Only the person's input is held: events a script dispatches are not. `0` turns it off.
   */
  armDelayMs?: number;
  /** Force a colour scheme; by default it follows `prefers-color-scheme` (or a `data-theme` ancestor). */
  theme?: 'light' | 'dark';
  className?: string;
  /**
   * The words: a locale (`import de from '@elicitkit/core/locales/de'`) or your own Localizer.
   * English by default. The view's root carries the locale's `lang` and `dir`; numbers are read
   * the locale's way (under `de`, `1,5` is sent as 1.5).
   */
  messages?: LocaleCatalogue | Localizer;
  /**
   * Any rjsf theme object, as theme packages export it (`import { Theme } from '@rjsf/mui'`). Only
   * its controls are used (text-like inputs through its BaseInputTemplate, radio, select,
   * checkboxes), each behind elicitkit's guards; labels, descriptions, hints, errors, the summary,
   * the actions and URL mode stay elicitkit's. Pass the same object every render (module scope).
   */
  rjsfTheme?: RjsfTheme;
  /**
   * How far elicitkit's stylesheet reaches: `sealed` (host CSS changes nothing inside), `scoped`
   * (the `rjsfTheme` controls take the host's CSS; the rest stays sealed) or `none` (the host
   * styles every part). Default: `scoped` with an `rjsfTheme`, otherwise `sealed`.
   */
  styles?: StylesMode;
  /**
   * URL mode: how to open the page once the person consents (default: a new tab with
   * `noopener,noreferrer`). Resolves whether opening was confirmed; embedders (an Electron shell,
   * tests) can replace it.
   */
  openUrl?: (href: string) => Promise<boolean>;
  /**
   * How required answers are marked (design-language.md §2): `required` (default) puts `*` after
   * each required field's label and says once what it means; `optional` puts "(optional)" after
   * each optional one instead.
   */
  fieldMarking?: FieldMarking;
}
