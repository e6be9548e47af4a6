export type { ConnectOptions, ProtocolChoice, StdioServer } from './connect.js';
export { connect } from './connect.js';
export type { ElicitClient, ResumeOptions } from './elicitClient.js';
export type { InputHandlers } from './callHost.js';
export type { ElicitationModes } from './capabilities.js';
export type { ClientRenderContext } from './askRenderer.js';
export type { RefusedQuestion } from './reportRefusedPushes.js';
export type {
  CallToolOptions,
  InputCapableMethod,
  InputSource,
  ToolCall,
  ToolCallPhase,
  ToolCallState,
} from './toolCall.js';
export { DEFAULT_LEG_TIMEOUT_MS, DEFAULT_MAX_ROUNDS, STATE_ONLY_PAUSE_MS } from './toolCall.js';
export type { InputResponse, ToolCallSnapshot } from './snapshot.js';
export { parseSnapshot, SNAPSHOT_FORMAT } from './snapshot.js';
export { resumeToolCall } from './resumeToolCall.js';
export type { AnswerSource, ElicitClientErrorCode } from './errors.js';
export {
  CallAbortedError,
  ElicitClientError,
  InvalidResultError,
  LegFailedError,
  RendererError,
  ResumeMismatchError,
  RoundLimitError,
  ServerError,
  TaskEndedError,
  UnsupportedInputRequestError,
  UrlError,
} from './errors.js';
export type { TaskStatus } from './runTask2026.js';
export { mcpParamHeaders } from './mcpParamHeaders.js';
export type {
  AuthorizationResponse,
  AuthorizeHandler,
  AuthorizeRequest,
  ElicitOAuthProvider,
  OAuthProviderOptions,
  OAuthStatus,
} from './auth/oauthProvider.js';
export { createOAuthProvider, REFRESH_AHEAD_MS } from './auth/oauthProvider.js';
export type {
  ClientBinding,
  KeptTokens,
  OAuthRecordKey,
  OAuthRecords,
  OAuthStore,
} from './auth/memoryOAuthStore.js';
export { memoryOAuthStore } from './auth/memoryOAuthStore.js';
export type { AuthorizationProblem, AuthorizeReason } from './auth/authorizationError.js';
export { AuthorizationError } from './auth/authorizationError.js';
export type {
  ElicitationCallContext,
  ElicitationHandler,
  ElicitationHandlerOptions,
} from './createElicitationHandler.js';
export { createElicitationHandler } from './createElicitationHandler.js';
export type { QuestionLock } from './questionLock.js';
export { createQuestionLock } from './questionLock.js';
export type { QuestionWaiting } from './announcingRenderer.js';
export type { BudgetExhaustedEvent, QuestionBudgetOptions } from './questionBudget.js';
export { DEFAULT_QUESTION_BUDGET } from './questionBudget.js';
export type { HumanTime } from './humanTime.js';
export { humanTime, SDK_TIMEOUT_OFF } from './humanTime.js';
