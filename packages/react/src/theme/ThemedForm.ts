// The deep entry, not the barrel: @rjsf/core's index also re-exports getTestRegistry, which imports
// its dev dependency @rjsf/validator-ajv8, and bundlers that resolve before tree-shaking (Vite 8's
// Rolldown) fail on an app that installed only what our README lists.
import withTheme from '@rjsf/core/lib/withTheme.js';
import type { FormProps } from '@rjsf/core';
import type { ComponentType } from 'react';
import { generateTheme } from './generateTheme.js';
import type { RjsfTheme } from './hostControlsOf.js';

type ThemedFormComponent = ComponentType<FormProps>;

/** rjsf's Form with elicitkit's theme; one component for the module, so its identity is stable. */
export const ThemedForm: ThemedFormComponent = withTheme(generateTheme());

const byTheme = new WeakMap<RjsfTheme, ThemedFormComponent>();

/**
 * The form for a host theme, built once per theme object: a stable component identity, so a
 * re-render never remounts rjsf (and never loses what was typed).
 */
export function themedFormFor(rjsfTheme: RjsfTheme | undefined): ThemedFormComponent {
  if (!rjsfTheme) return ThemedForm;
  let form = byTheme.get(rjsfTheme);
  if (!form) {
    form = withTheme(generateTheme(rjsfTheme));
    byTheme.set(rjsfTheme, form);
  }
  return form;
}
