// @elicitkit/client/bridge: questions from a server-side MCP client, answered in a browser.
export type { BridgeErrorCode } from './bridgeError.js';
export { BridgeError } from './bridgeError.js';
export type {
  BridgeStore,
  MemoryStoreOptions,
  QuestionState,
  StoredQuestion,
} from './bridgeStore.js';
export { createMemoryBridgeStore } from './bridgeStore.js';
export type {
  BridgeEvent,
  ClosedState,
  ElicitationEnvelope,
  EnvelopeContextKey,
  EnvelopeIdentity,
  StoreEvent,
} from './envelope.js';
export { ENVELOPE_FORMAT } from './envelope.js';
export type { ElicitationBridge, ElicitationBridgeOptions } from './createElicitationBridge.js';
export { createElicitationBridge } from './createElicitationBridge.js';
