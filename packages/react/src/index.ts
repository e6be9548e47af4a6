// The public surface of @elicitkit/react: named exports only; anything added here is public API.
/** @public */
export type { ElicitationFormProps } from './ElicitationForm.js';
export { ElicitationForm } from './ElicitationForm.js';
/** @public */
export type { UrlElicitationProps } from './UrlElicitation.js';
/** @public */
export { UrlElicitation } from './UrlElicitation.js';
/** @public */
export type { ElicitationShellProps } from './ElicitationShellProps.js';
/** @public */
export type { ElicitationHostProps } from './ElicitationHost.js';
export { ElicitationHost } from './ElicitationHost.js';
/** @public */
export type {
  AnswerDelivery,
  ElicitationQueue,
  PendingElicitation,
} from './createElicitationQueue.js';
export { createElicitationQueue } from './createElicitationQueue.js';
export { useElicitationQueue } from './useElicitationQueue.js';
/** @public */
export { toRjsf } from './toRjsf.js';
/** @public */
export { generateTheme } from './theme/generateTheme.js';
/** @public */
export type { RjsfTheme } from './theme/hostControlsOf.js';
/** @public */
export type { StylesMode } from './stylesAttribute.js';
/** @public */
export { rjsfValidator } from './rjsfValidator.js';
