// @elicitkit/client/sdk-v2: elicitkit's questions on a host's own `@modelcontextprotocol/client`
// 2.x Client (when elicitkit's own loop, `connect({ client })`, is not wanted).
/** @public */
export type {
  AttachedElicitation,
  AttachOptions,
  HostCall,
  SdkV2ClientLike,
  SdkV2HandlerContext,
} from './attachElicitation.js';
export { attachElicitation } from './attachElicitation.js';
export { elicitationCapability as elicitationCapabilities } from '../modes.js';
/** @public */
export type { ElicitationModes } from '../modes.js';
