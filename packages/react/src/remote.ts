// @elicitkit/react/remote: the queue fed by @elicitkit/client/bridge on a server, for a page whose
// agent runs there. A subpath of its own, so a page whose questions come from its own MCP client
// does not bundle it.
/** @public */
export type {
  RemoteElicitationQueue,
  RemoteElicitationSource,
} from './createRemoteElicitationQueue.js';
/** @public */
export { ClosedOnServer, createRemoteElicitationQueue } from './createRemoteElicitationQueue.js';
export { useRemoteElicitationQueue } from './useRemoteElicitationQueue.js';
export { readAnswerResponse } from './readAnswerResponse.js';
