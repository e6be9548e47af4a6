import { McpServer } from '@modelcontextprotocol/server';
import type { RequestId } from '@modelcontextprotocol/server';
import { registerConformanceFixtures } from './conformanceFixtures.js';
import type { DemoStateCodec } from './demoState.js';
import type { LinkRegistry } from './linkRegistry.js';
import type { TaskEngine } from './tasks/taskEngine.js';
import { registerTasksExtension } from './tasks/taskSurface.js';
import type { TaskToolDeps } from './tasks/taskTool.js';
import { registerApplyDbMigration } from './tools/applyDbMigration.js';
import { registerAssignTicket } from './tools/assignTicket.js';
import { registerCloseTicket } from './tools/closeTicket.js';
import { deployScopeChallenge, registerDeploy } from './tools/deploy.js';
import { registerGenerateReport } from './tools/generateReport.js';
import { registerLegacyPushConfirm } from './tools/legacyPushConfirm.js';
import { registerConformanceElicitation2025 } from './tools/conformanceElicitation2025.js';
import { registerLegacyUrlElicitationRequired } from './tools/legacyUrlElicitationRequired.js';
import { registerLinkAccount } from './tools/linkAccount.js';
import { registerProfile } from './tools/profile.js';
import { registerPublishPost } from './tools/publishPost.js';

export interface DemoServerDeps {
  codec: DemoStateCodec;
  links: LinkRegistry;
  linkBase: () => string;
  log: (message: string) => void;
  /** Runs task programs against the shared store (one per process). */
  engine: TaskEngine;
  /** The requestState lifetime, which is also how long a used approval nonce is remembered. */
  stateTtlMs: number;
  /** --conformance-fixtures: also register the official conformance suite's fixtures. */
  conformanceFixtures?: boolean;
  /** `--auth oauth`: deploy needs the deploy:write scope before it acts. */
  stepUp?: boolean;
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
    // No `tools` here: McpServer would install its tools/call handler in the constructor, before
    // the gate in toolsCallGate.ts; the first registerTool declares the capability instead.
    // Runs before every handler re-entry, including the 2025 shim's in-process rounds; any failure
    // (bad MAC, expiry, wrong method) is answered -32602 and the handler never runs.
    requestState: { verify: codec.verify },
    instructions:
      'elicitkit reference server: every tool asks the human mid-call (form or URL elicitation) before it acts.',
  });

  // Tasks are a 2026-07-28 extension; a 2025 session runs every task tool synchronously. The
  // extension (and its tools/call gate) must be in place before the first tool is registered.
  const tasksAvailable = era === 'modern';
  if (tasksAvailable)
    registerTasksExtension(
      server,
      deps.engine,
      (name) => deps.engine.program(name)?.taskSupport === 'required',
    );
  const taskDeps: TaskToolDeps = {
    engine: deps.engine,
    codec,
    stateTtlMs: deps.stateTtlMs,
    tasksAvailable,
  };

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

  const ledger = { store: deps.engine.store, stateTtlMs: deps.stateTtlMs };
  registerCloseTicket(server, codec, ledger);
  registerAssignTicket(server, codec);
  registerApplyDbMigration(server, codec, ledger);
  registerDeploy(server, codec, {
    ...(deps.stepUp && { scopeChallenge: deployScopeChallenge(era) }),
    log,
  });
  registerLinkAccount(server, { codec, links, linkBase, era, watchCompletion });
  registerProfile(server, codec);
  registerPublishPost(server, taskDeps);
  registerGenerateReport(server, taskDeps);
  if (era === 'legacy') {
    registerLegacyPushConfirm(server);
    registerLegacyUrlElicitationRequired(server, links, linkBase, (nonce) =>
      watchCompletion(nonce),
    );
  }
  if (deps.conformanceFixtures) registerConformanceFixtures(server, codec, taskDeps);
  if (deps.conformanceFixtures && era === 'legacy') registerConformanceElicitation2025(server);
  return server;
}
