// @elicitkit/client/claude-agent-sdk: elicitkit's questions for `@anthropic-ai/claude-agent-sdk`'s
// `query({ options: { onElicitation } })`. Typed by shape: no dependency on the SDK.
/** @public */
export type {
  ClaudeAgentElicitation,
  ClaudeAgentElicitationOptions,
  ClaudeElicitationCall,
  ClaudeElicitationRequest,
  ClaudeServerConfig,
  ClaudeStreamMessage,
} from './claudeAgentElicitation.js';
export { claudeAgentElicitation } from './claudeAgentElicitation.js';
