// @elicitkit/client/sdk-v1: elicitkit's questions on a host's own `@modelcontextprotocol/sdk` 1.x
// Client. Loads nothing of SDK v2.
/** @public */
export type {
  AttachedElicitation,
  AttachOptions,
  HostCall,
  SdkV1ClientLike,
  SdkV1HandlerExtra,
  SdkV1TaskStore,
} from './attachElicitation.js';
export { attachElicitation } from './attachElicitation.js';
export { elicitationCapability as elicitationCapabilities } from '../modes.js';
/** @public */
export type { ElicitationModes } from '../modes.js';
