// The deep entry, not the barrel: @rjsf/core's index also re-exports getTestRegistry, which imports
// its dev dependency @rjsf/validator-ajv8, and bundlers that resolve before tree-shaking (Vite 8's
// Rolldown) fail on an app that installed only what our README lists.
import withTheme from '@rjsf/core/lib/withTheme.js';
import { generateTheme } from './generateTheme.js';

/** rjsf's Form with elicitkit's theme; one component for the module, so its identity is stable. */
export const ThemedForm = withTheme(generateTheme());
