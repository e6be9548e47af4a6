// @elicitkit/client/bridge: questions from a server-side MCP client, answered in a browser. The
// envelope and event types are core's (ElicitationEnvelope, BridgeEvent), shared with the page.
export type { BridgeErrorCode } from './bridgeError.js';
export { BridgeError } from './bridgeError.js';
export type {
  BridgeStore,
  CloseOutcome,
  CloseRequest,
  ParkedQuestion,
  StoredQuestion,
  StoreEvent,
} from './memoryBridgeStore.js';
/** @public */
export type { MemoryStoreOptions, QuestionState } from './memoryBridgeStore.js';
export { createMemoryBridgeStore } from './memoryBridgeStore.js';
export type { ElicitationBridge } from './createElicitationBridge.js';
/** @public */
export type { ElicitationBridgeOptions } from './createElicitationBridge.js';
export { createElicitationBridge } from './createElicitationBridge.js';
