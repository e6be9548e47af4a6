// @elicitkit/client/sdk-v2: elicitkit's questions on a host's own `@modelcontextprotocol/client`
// 2.x Client (when elicitkit's own loop, `connect({ client })`, is not wanted).
export type {
  AttachedElicitation,
  AttachOptions,
  HostCall,
  SdkV2ClientLike,
  SdkV2HandlerContext,
} from './attachElicitation.js';
export { attachElicitation } from './attachElicitation.js';
export { elicitationCapability as elicitationCapabilities } from '../modes.js';
export type { ElicitationModes } from '../modes.js';
export { DEFAULT_REQUEST_TIMEOUT_MS } from '../adapters/attachment.js';
export { SDK_TIMEOUT_OFF } from '../humanTime.js';
