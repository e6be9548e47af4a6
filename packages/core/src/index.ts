export type {
  BooleanSchema,
  ElicitAction,
  ElicitContent,
  ElicitContentValue,
  ElicitRequestFormParams,
  ElicitRequestParams,
  ElicitRequestURLParams,
  ElicitResult,
  ElicitationCapability,
  EnumSchema,
  InputRequest,
  InputRequiredResult,
  LegacyTitledEnumSchema,
  MultiSelectEnumSchema,
  NumberSchema,
  PrimitiveSchemaDefinition,
  ProtocolEra,
  RequestedSchema,
  SingleSelectEnumSchema,
  StringFormat,
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
  META_CLIENT_CAPABILITIES,
  META_CLIENT_INFO,
  META_PROTOCOL_VERSION,
  META_SERVER_INFO,
  PROTOCOL_2025,
  PROTOCOL_2026,
} from './protocol.js';
export type { Diagnostic, DiagnosticCode, DiagnosticSeverity } from './diagnostic.js';
export type {
  BooleanField,
  EnumVariant,
  Field,
  FieldKind,
  FieldOption,
  MultiSelectField,
  NumberField,
  SelectField,
  SupportedField,
  TextField,
  UnsupportedField,
} from './field.js';
export { isSupported } from './field.js';
export type { FormSchema } from './normalizeSchema.js';
export { normalizeSchema } from './normalizeSchema.js';
export type {
  Elicitation,
  FormElicitation,
  NormalizeRequestOptions,
  UrlElicitation,
} from './normalizeRequest.js';
export { normalizeRequest } from './normalizeRequest.js';
export { questionKey } from './questionKey.js';
export type { WidgetKind } from './widgetFor.js';
export { RADIO_MAX_OPTIONS, widgetFor } from './widgetFor.js';
export type { FieldHintOptions } from './fieldHint.js';
export {
  FORMAT_HINT_KEYS,
  FORMAT_HINTS,
  GENERIC_HINT_KEYS,
  NATIVE_DATE_HINTS,
  fieldHint,
  fieldHintMsg,
  isGenericHint,
} from './fieldHint.js';
export { fieldJsonSchema, toJsonSchema } from './toJsonSchema.js';
export type { FieldError, ValidateOptions, ValidationOutcome } from './validateContent.js';
export { compiledValidator, parseNumberText, validateContent } from './validateContent.js';
export { AJV_OPTIONS } from './ajvOptions.js';
export type { SchemaCheck, SchemaIssue } from './compileSchemaCheck.js';
export { compileSchemaCheck } from './compileSchemaCheck.js';
export type { SchemaCompiler, ValidatorEngine } from './validatorEngine.js';
export { codeGenerationAllowed, setValidatorEngine, validatorEngine } from './validatorEngine.js';
export type { FieldAnswer, FieldStatus, FormAction, FormState } from './formState.js';
export { contentOf, formReducer, initialFormState } from './formState.js';
export type { FormModel, FormModelOptions } from './createFormModel.js';
export { sentPreview } from './sentPreview.js';
export { createFormModel } from './createFormModel.js';
export type { ShownErrors, ShownErrorsStore } from './createShownErrors.js';
export { createShownErrors } from './createShownErrors.js';
export { showsErrorOnLeave, stillShown } from './errorVisibility.js';
export { yesNoChoices } from './yesNoChoices.js';
export type { Question, QuestionAction, QuestionOptions } from './question/createQuestion.js';
export { createQuestion } from './question/createQuestion.js';
export type { AcceptAvailability, QuestionField, QuestionState } from './question/questionState.js';
export type { AcceptOutcome } from './results.js';
export { acceptResult, acceptUrlResult, cancelResult, declineResult } from './results.js';
export type { DisplayTextOptions } from './displayText.js';
export { toDisplayText } from './displayText.js';
export type { UrlAnalysis, UrlWarning, UrlWarningCode } from './analyzeUrl.js';
export { analyzeUrl } from './analyzeUrl.js';
export { decodeHost } from './punycode.js';
export { looksLikeSecret } from './secretField.js';
export { isStringFormat, matchesFormat, STRING_FORMATS } from './formats.js';
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
export { allFieldsOptional, fieldLabelSuffix, fieldLabelSuffixMsg } from './fieldLabelSuffix.js';
export { roundLabel, roundLabelMsg } from './roundLabel.js';
export type { TaskStatusView } from './taskText.js';
export { taskAskingMsg, taskAskingText, taskStatusLine, taskStatusMsg } from './taskText.js';
export { visibleHint, visibleHintMsg } from './visibleHint.js';
export type { OutcomeAnswer, OutcomeTextOptions } from './outcomeText.js';
export { outcomeAnswers, outcomeMsg, outcomeText } from './outcomeText.js';
export { DANGER_MSG, DANGER_TEXT, dangerMsg, dangerText } from './dangerText.js';
export { serverIdentityMsg } from './serverIdentityMsg.js';
export {
  EMPTY_SELECTION_MSG,
  EMPTY_SELECTION_NOTE,
  emptySelectionMsg,
  emptySelectionNote,
} from './emptySelectionNote.js';
export { diagnosticMsg } from './diagnosticMsg.js';
export type {
  UrlBrowserState,
  UrlConsentAction,
  UrlConsentPhase,
  UrlConsentState,
} from './urlConsent.js';
export { canOpenUrl, initialUrlConsentState, urlConsentReducer } from './urlConsent.js';
export type { UrlConsentButton, UrlConsentButtonId, UrlStatusSurface } from './urlConsentWords.js';
export {
  agreeMsg,
  agreeText,
  URL_CONSENT_KEYS,
  URL_CONSENT_WORDS,
  urlConsentButtons,
  urlConsentDefaultFocus,
  urlConsentStatus,
  urlConsentStatusMsg,
} from './urlConsentWords.js';
export type { UrlConsent } from './createUrlConsent.js';
export { createUrlConsent } from './createUrlConsent.js';
export type {
  CliLocaleCatalogue,
  CliLocalizer,
  CliMessageKey,
  CliMessages,
  CliMsg,
  LocaleCatalogue,
  LocaleCatalogueOf,
  Localizer,
  LocalizerWith,
  MessageKey,
  Messages,
  MessagesOf,
  Msg,
  MsgOf,
  MsgPart,
  MsgTagPart,
  MsgValues,
  ParsedNumber,
  TerminalLocaleCatalogue,
  TerminalLocalizer,
  TerminalMessageKey,
  TerminalMessages,
  TerminalMsg,
} from './messages/types.js';
export { en } from './messages/en.js';
export type { LocalizerOptions } from './messages/createLocalizer.js';
export { createLocalizer, EN_CATALOGUE, withMessages } from './messages/createLocalizer.js';
export { resolveLocalizer } from './messages/resolveLocalizer.js';
export { cliEn } from './messages/cliEn.js';
export { CLI_EN_CATALOGUE, createCliLocalizer } from './messages/createCliLocalizer.js';
export type {
  CatalogueLocalizer,
  CatalogueLocalizerOptions,
  CatalogueMsg,
  CatalogueOf,
} from './messages/createCatalogueLocalizer.js';
export { createCatalogueLocalizer } from './messages/createCatalogueLocalizer.js';
export type { ShippedLocale } from './locales/shippedLocales.js';
export { SHIPPED_LOCALES } from './locales/shippedLocales.js';
export { terminalEn } from './messages/terminalEn.js';
export {
  createTerminalLocalizer,
  TERMINAL_EN_CATALOGUE,
} from './messages/createTerminalLocalizer.js';
export type { FallbackReason } from './messages/translatedTree.js';
export { english } from './messages/english.js';
export { isCriticalKey } from './messages/isCriticalKey.js';
export type { MessageNode } from './messages/parseMessage.js';
export { MessageSyntaxError, parseMessage } from './messages/parseMessage.js';
export type { MessageShape } from './messages/messageShape.js';
export { messageShape } from './messages/messageShape.js';
export { parseLocaleNumber } from './messages/parseLocaleNumber.js';
export type {
  AnswerRefusal,
  BridgeEvent,
  ClosedState,
  ElicitationEnvelope,
  EnvelopeContextKey,
  EnvelopeIdentity,
} from './elicitationEnvelope.js';
export {
  CLOSED_STATES,
  closedStateOfRefusal,
  ENVELOPE_CONTEXT_KEYS,
  ENVELOPE_FORMAT,
  envelopeRenderContext,
} from './elicitationEnvelope.js';
export type { AuthorizationProblem, AuthorizeReason, SignInStatusShape } from './authMessages.js';
export { authorizationErrorMsg, signInMsg, signInStatusMsgs } from './authMessages.js';
