import type { OptionsLayout } from '../toRjsf.js';

/** The class of a radio or checkbox list for its layout. */
export function optionsClass(layout: OptionsLayout | undefined): string {
  return layout && layout !== 'list' ? `ek-options ek-options--${layout}` : 'ek-options';
}
