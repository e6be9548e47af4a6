import { withTheme } from '@rjsf/core';
import { generateTheme } from './generateTheme.js';

/** rjsf's Form with elicitkit's theme; one component for the module, so its identity is stable. */
export const ThemedForm = withTheme(generateTheme());
