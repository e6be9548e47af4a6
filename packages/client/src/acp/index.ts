// @elicitkit/client/acp: elicitkit's questions for an ACP editor on `@agentclientprotocol/sdk`'s
// app API (`client().onRequest('elicitation/create', …)`). Typed by shape: no dependency on the SDK.
/** @public */
export type {
  AcpCompleteElicitationParams,
  AcpElicitation,
  AcpElicitationOptions,
  AcpElicitationParams,
  AcpElicitationRenderer,
  AcpQuestionScope,
  AcpRenderContext,
  AcpRequestContext,
} from './acpElicitation.js';
export { acpElicitation } from './acpElicitation.js';
/** @public */
export type { AcpElicitationCapabilities } from './acpElicitationCapabilities.js';
export { acpElicitationCapabilities } from './acpElicitationCapabilities.js';
