export type {
  ElicitContent,
  ElicitContentValue,
  ElicitResult,
  InputRequest,
  ProtocolEra,
  StringFormat,
} from './protocol.js';
/** @public */
export type {
  BooleanSchema,
  ElicitAction,
  ElicitRequestFormParams,
  ElicitRequestParams,
  ElicitRequestURLParams,
  ElicitationCapability,
  EnumSchema,
  InputRequiredResult,
  LegacyTitledEnumSchema,
  MultiSelectEnumSchema,
  NumberSchema,
  PrimitiveSchemaDefinition,
  RequestedSchema,
  SingleSelectEnumSchema,
  StringSchema,
  TitledMultiSelectEnumSchema,
  TitledOption,
  TitledSingleSelectEnumSchema,
  UntitledMultiSelectEnumSchema,
  UntitledSingleSelectEnumSchema,
} from './protocol.js';
export {
  ERROR_INVALID_PARAMS,
  ERROR_MISSING_CAPABILITY,
  ERROR_URL_ELICITATION_REQUIRED,
  PROTOCOL_2025,
  PROTOCOL_2026,
} from './protocol.js';
export type { Diagnostic, DiagnosticCode, DiagnosticSeverity } from './diagnostic.js';
export type {
  EnumVariant,
  Field,
  FieldKind,
  FieldOption,
  MultiSelectField,
  SelectField,
  SupportedField,
  UnsupportedField,
} from './field.js';
/** @public */
export type { BooleanField, NumberField, TextField } from './field.js';
export { isSupported } from './field.js';
export type { FormSchema } from './normalizeSchema.js';
/** @public */
export type { AcceptAvailability } from './normalizeSchema.js';
export { normalizeSchema } from './normalizeSchema.js';
export type { Elicitation, FormElicitation, UrlElicitation } from './normalizeRequest.js';
/** @public */
export type { NormalizeRequestOptions } from './normalizeRequest.js';
export { normalizeRequest } from './normalizeRequest.js';
export { questionKey } from './questionKey.js';
export type { TooLarge } from './questionLimits.js';
/** @public */
export { MAX_FIELDS, MAX_MESSAGE_CHARACTERS } from './questionLimits.js';
export { MESSAGE_FOLD, foldedMessage, tooLargeMsg, tooLargeToShow } from './questionLimits.js';
export type { WidgetKind } from './widgetFor.js';
export { widgetFor } from './widgetFor.js';
export { fieldHint, fieldHintMsg } from './fieldHint.js';
export { toJsonSchema } from './toJsonSchema.js';
export type { FieldError, ValidationOutcome } from './validateContent.js';
/** @public */
export type { ValidateOptions } from './validateContent.js';
export { validateContent } from './validateContent.js';
export { AJV_OPTIONS } from './ajvOptions.js';
export type { SchemaCheck, SchemaIssue } from './compileSchemaCheck.js';
export { compileSchemaCheck } from './compileSchemaCheck.js';
export type { ValidatorEngine } from './validatorEngine.js';
/** @public */
export type { SchemaCompiler } from './validatorEngine.js';
export { setValidatorEngine, validatorEngine } from './validatorEngine.js';
export type { FieldAnswer } from './fieldAnswer.js';
export type { FormDraft } from './formState.js';
/** @public */
export type { FormAction, FormState } from './formState.js';
/** @public */
export type { FieldStatus } from './fieldAnswer.js';
export { contentOf } from './formState.js';
export { yesNoChoices } from './yesNoChoices.js';
export type { Question } from './question/createQuestion.js';
/** @public */
export type { QuestionOptions } from './question/createQuestion.js';
export type { AnswerStep, QuestionState } from './question/createQuestion.js';
/** @public */
export type { NoSurface, QuestionSurface } from './question/createQuestion.js';
export { createQuestion } from './question/createQuestion.js';
export type { ReadableStore, WritableStore } from './store.js';
export { createStore } from './store.js';
export { cancelLosesAnswers } from './question/cancelLosesAnswers.js';
export type { QuestionField } from './question/questionView.js';
/** @public */
export type { FieldCheck, QuestionLook } from './question/questionView.js';
/** @public */
export type { QuestionView } from './question/questionView.js';
export type { AcceptOutcome } from './acceptResult.js';
export { acceptResult } from './acceptResult.js';
export { acceptUrlResult, cancelResult } from './results.js';
/** @public */
export { declineResult } from './results.js';
/** @public */
export type { DisplayTextOptions } from './displayText.js';
export { toDisplayText } from './displayText.js';
export type { UrlAnalysis, UrlWarningCode } from './analyzeUrl.js';
/** @public */
export type { UrlWarning } from './analyzeUrl.js';
/** @public */
export { analyzeUrl } from './analyzeUrl.js';
/** @public */
export { looksLikeSecret } from './secretField.js';
export { STRING_FORMATS } from './formats.js';
export { localDateTimeToRfc3339 } from './localDateTimeToRfc3339.js';
export type {
  ElicitationRenderer,
  RenderContext,
  RendererNotice,
  RequestSubject,
  ServerIdentity,
  TaskContext,
} from './renderer.js';
export { budgetExhaustedNotice } from './budgetExhaustedNotice.js';
export { heldForRound } from './heldForRound.js';
export { isSecretField } from './secretField.js';
export type { FieldMarking } from './requiredMark.js';
export { roundLabelMsg } from './roundLabel.js';
export type { TaskStatusView } from './taskText.js';
export { taskAskingMsg, taskStatusLine } from './taskText.js';
export type { OutcomeTextOptions } from './outcomeText.js';
/** @public */
export type { OutcomeAnswer } from './outcomeText.js';
export { outcomeAnswers, outcomeMsg, outcomeText } from './outcomeText.js';
export { DANGER_TEXT, dangerMsg } from './dangerText.js';
export { refusalMsg } from './refusalMsg.js';
/** @public */
export { dangerText } from './dangerText.js';
export { serverIdentityMsg } from './serverIdentityMsg.js';
export { EMPTY_SELECTION_NOTE } from './emptySelectionNote.js';
export type { UrlBrowserState, UrlConsentPhase, UrlConsentState } from './urlConsent.js';
/** @public */
export type { UrlConsentAction } from './urlConsent.js';
export { canOpenUrl } from './urlConsent.js';
export type { UrlConsentButton, UrlConsentButtonId } from './urlConsentWords.js';
export {
  agreeMsg,
  URL_CONSENT_KEYS,
  URL_CONSENT_WORDS,
  urlConsentButtons,
  urlConsentDefaultFocus,
  urlConsentStatusMsg,
} from './urlConsentWords.js';
export type { UrlConsent } from './createUrlConsent.js';
export { createUrlConsent } from './createUrlConsent.js';
export type {
  LocaleCatalogue,
  Localizer,
  MessageKey,
  Messages,
  Msg,
  MsgPart,
  MsgValues,
} from './messages/types.js';
/** @public */
export type {
  LocaleCatalogueOf,
  LocalizerWith,
  MessagesOf,
  MsgOf,
  ParsedNumber,
} from './messages/types.js';
export { en } from './messages/en.js';
/** @public */
export type { LocalizerOptions } from './messages/createLocalizer.js';
export { createLocalizer, EN_CATALOGUE, withMessages } from './messages/createLocalizer.js';
export { resolveLocalizer } from './messages/resolveLocalizer.js';
/** @public */
export type { ExtendLocalizerOptions } from './messages/extendLocalizer.js';
export { extendLocalizer } from './messages/extendLocalizer.js';
export { pseudoLocale } from './messages/pseudoLocale.js';
export type { ShippedLocale } from './locales/shippedLocales.js';
export { SHIPPED_LOCALES } from './locales/shippedLocales.js';
export { english } from './messages/english.js';
export { parseMessage } from './messages/parseMessage.js';
export { messageShape } from './messages/messageShape.js';
export type {
  AnswerRefusal,
  BridgeEvent,
  ClosedState,
  ElicitationEnvelope,
} from './elicitationEnvelope.js';
/** @public */
export type { EnvelopeIdentity } from './elicitationEnvelope.js';
export {
  closedStateOfRefusal,
  ENVELOPE_CONTEXT_KEYS,
  ENVELOPE_FORMAT,
  envelopeRenderContext,
} from './elicitationEnvelope.js';
export type { AuthorizationProblem, AuthorizeReason } from './authMessages.js';
export { authorizationErrorMsg, signInMsg, signInStatusMsgs } from './authMessages.js';
