// The public surface of @elicitkit/react: named exports only; anything added here is public API.
export type { ElicitationFormProps } from './ElicitationForm.js';
export { ElicitationForm } from './ElicitationForm.js';
export type { UrlElicitationProps } from './UrlElicitation.js';
export { UrlElicitation } from './UrlElicitation.js';
export type { ElicitationShellProps } from './ElicitationShellProps.js';
export type { ElicitationHostProps } from './ElicitationHost.js';
export { ElicitationHost } from './ElicitationHost.js';
export type {
  AnswerDelivery,
  ElicitationQueue,
  PendingElicitation,
} from './createElicitationQueue.js';
export { createElicitationQueue } from './createElicitationQueue.js';
export { useElicitationQueue } from './useElicitationQueue.js';
export { ElicitkitStyles } from './ElicitkitStyles.js';
export { ELICITKIT_CSS } from './elicitkitCss.js';
export type { RjsfMapping } from './toRjsf.js';
export { toRjsf } from './toRjsf.js';
export { generateTheme } from './theme/generateTheme.js';
export type { RjsfTheme } from './theme/hostControlsOf.js';
export type { StylesMode } from './stylesAttribute.js';
export { rjsfValidator } from './rjsfValidator.js';
export { createInterpretedValidator } from './interpretedValidator.js';
export { openInNewTab } from './openInNewTab.js';
export type {
  RemoteElicitationQueue,
  RemoteElicitationSource,
} from './createRemoteElicitationQueue.js';
export { ClosedOnServer, createRemoteElicitationQueue } from './createRemoteElicitationQueue.js';
export { useRemoteElicitationQueue } from './useRemoteElicitationQueue.js';
export { readAnswerResponse } from './readAnswerResponse.js';
export type { HeadlessText } from './headless/headlessText.js';
export type {
  FormElicitation,
  FormElicitationHandlers,
  FormElicitationOptions,
  FormElicitationState,
  HeadlessError,
  HeadlessField,
} from './headless/useFormElicitation.js';
export type { HeadlessChrome, HeadlessOptions, HeadlessServer } from './headless/headlessChrome.js';
export { useFormElicitation } from './headless/useFormElicitation.js';
export type {
  HeadlessUrlButton,
  UrlConsentHandlers,
  UrlConsentOptions,
  UrlConsentView,
  UrlConsentViewState,
} from './headless/useUrlConsent.js';
export { useUrlConsent } from './headless/useUrlConsent.js';
