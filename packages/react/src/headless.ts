// @elicitkit/react/headless: the hooks for a host that draws the question itself. A subpath of its
// own, so that such a host bundles core and these hooks, never @rjsf/* or the package's views.
/** @public */
export type { HeadlessText } from './headless/headlessText.js';
/** @public */
export type { HeadlessMessageFold } from './headless/headlessMessageFold.js';
export type { HeadlessField } from './headless/useFormElicitation.js';
/** @public */
export type {
  FormElicitation,
  FormElicitationHandlers,
  FormElicitationOptions,
  FormElicitationState,
} from './headless/useFormElicitation.js';
/** @public */
export type { HeadlessChrome, HeadlessOptions, HeadlessServer } from './headless/headlessChrome.js';
export { useFormElicitation } from './headless/useFormElicitation.js';
/** @public */
export type {
  HeadlessUrlButton,
  UrlConsentHandlers,
  UrlConsentOptions,
  UrlConsentView,
  UrlConsentViewState,
} from './headless/useUrlConsent.js';
export { useUrlConsent } from './headless/useUrlConsent.js';
