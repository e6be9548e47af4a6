import { McpServer } from '@modelcontextprotocol/server';
import type { RequestId } from '@modelcontextprotocol/server';
import { registerConformanceFixtures } from './conformanceFixtures.js';
import type { DemoStateCodec } from './demoState.js';
import type { LinkRegistry } from './linkRegistry.js';
import { registerApplyDbMigration } from './tools/applyDbMigration.js';
import { registerAssignTicket } from './tools/assignTicket.js';
import { registerCloseTicket } from './tools/closeTicket.js';
import { registerDeploy } from './tools/deploy.js';
import { registerLegacyPushConfirm } from './tools/legacyPushConfirm.js';
import { registerLegacyUrlElicitationRequired } from './tools/legacyUrlElicitationRequired.js';
import { registerLinkAccount } from './tools/linkAccount.js';
import { registerProfile } from './tools/profile.js';

export interface DemoServerDeps {
  codec: DemoStateCodec;
  links: LinkRegistry;
  linkBase: () => string;
  log: (message: string) => void;
  /** --conformance-fixtures: also register the official conformance suite's fixtures. */
  conformanceFixtures?: boolean;
}

export type Era = 'legacy' | 'modern';

export const SERVER_INFO = { name: 'elicitkit-demo-server', version: '0.1.0' } as const;

/**
 * Builds one server instance for one serving unit: a single 2026 request (createMcpHandler), a
 * 2025 HTTP session, or a stdio connection. The era is known up front, so 2025-only tools are
 * registered only where their push-style APIs work.
 */
export function createDemoServer(deps: DemoServerDeps, era: Era): McpServer {
  const { codec, links, linkBase, log } = deps;
  const server = new McpServer(SERVER_INFO, {
    capabilities: { tools: {} },
    // Runs before every handler re-entry, including the 2025 shim's in-process rounds; any failure
    // (bad MAC, expiry, wrong method) is answered -32602 and the handler never runs.
    requestState: { verify: codec.verify },
    instructions:
      'elicitkit reference server: every tool asks the human mid-call (form or URL elicitation) before it acts.',
  });

  const watchers = new Map<string, () => void>();
  const watchCompletion = (nonce: string, relatedRequestId?: RequestId) => {
    if (era !== 'legacy' || watchers.has(nonce)) return;
    const off = links.onComplete(nonce, () => {
      watchers.delete(nonce);
      void sendCompletion(nonce, relatedRequestId);
    });
    watchers.set(nonce, off);
  };
  const sendCompletion = async (nonce: string, relatedRequestId?: RequestId) => {
    const notify = (options?: { relatedRequestId: RequestId }) =>
      server.server.createElicitationCompletionNotifier(nonce, options)();
    try {
      // While the tools/call that asked is still open, its own stream is the natural carrier.
      await notify(relatedRequestId === undefined ? undefined : { relatedRequestId });
    } catch {
      // That call has finished: fall back to the session's standalone stream (dropped if none).
      try {
        await notify();
      } catch (error) {
        log(`elicitation/complete for ${nonce.slice(0, 8)} not delivered: ${String(error)}`);
      }
    }
  };
  const previousOnClose = server.server.onclose;
  server.server.onclose = () => {
    previousOnClose?.();
    for (const off of watchers.values()) off();
    watchers.clear();
  };

  registerCloseTicket(server, codec);
  registerAssignTicket(server, codec);
  registerApplyDbMigration(server, codec);
  registerDeploy(server, codec);
  registerLinkAccount(server, { codec, links, linkBase, era, watchCompletion });
  registerProfile(server, codec);
  if (era === 'legacy') {
    registerLegacyPushConfirm(server);
    registerLegacyUrlElicitationRequired(server, links, linkBase, (nonce) =>
      watchCompletion(nonce),
    );
  }
  if (deps.conformanceFixtures) registerConformanceFixtures(server, codec);
  return server;
}
