import { createRequestStateCodec } from '@modelcontextprotocol/server';
import type { RequestStateCodec, ServerContext } from '@modelcontextprotocol/server';
import { principalOf } from './principal.js';

/**
 * Everything a tool needs to resume a call travels in the signed `requestState`, never in memory,
 * so a second round may land on another process started with the same secret. Each payload names
 * its tool and the arguments it was minted for: the codec proves integrity and age, the tools
 * prove it belongs to this very call.
 */
export type DemoState =
  // `nonce` makes an approval single-use: it is recorded in the shared store when acted on.
  | { tool: 'close_ticket'; ticket_id: string; nonce: string }
  | { tool: 'assign_ticket'; ticket_id: string }
  | { tool: 'apply_db_migration'; cluster_id: string; script_name: string; nonce: string }
  | { tool: 'deploy'; service: string; round: 1 }
  | { tool: 'deploy'; service: string; round: 2; region: string }
  | { tool: 'link_account'; provider: string; nonce: string; attempt: number }
  | { tool: 'profile' }
  // A task program run synchronously (src/tasks/taskTool.ts): its state between MRTR rounds, the
  // keys it asked, and a nonce that makes each round's answer usable once.
  | {
      tool: 'task_program';
      program: string;
      args: string;
      state: unknown;
      pending: string[];
      nonce: string;
    }
  // Only with --conformance-fixtures (src/conformanceFixtures.ts); `round` numbers the question.
  | { tool: 'conformance_fixture'; fixture: string; round: number; name?: string };

export type DemoStateCodec = RequestStateCodec<DemoState>;

export function createDemoStateCodec(key: Uint8Array, ttlSeconds: number): DemoStateCodec {
  return createRequestStateCodec<DemoState>({
    key,
    ttlSeconds,
    // Binds the state to the request method (a tools/call state can never be replayed into
    // prompts/get or resources/read) and to the caller: with `Authorization: Bearer …` the
    // token's hash is part of the MAC, so another caller's state is refused (-32602). Without
    // auth the caller part is empty, as for every unauthenticated client.
    bind: (ctx) => `${ctx.mcpReq.method}\n${principalOf(ctx) ?? ''}`,
  });
}

export type StateOf<T extends DemoState['tool']> = Extract<DemoState, { tool: T }>;

/** absent: the first round (any unsolicited answers are ignored); foreign: minted for another call. */
export type StateCheck<S> = { kind: 'absent' } | { kind: 'valid'; state: S } | { kind: 'foreign' };

/**
 * Reads the state the SDK already verified (HMAC, expiry, method binding) and checks that it was
 * minted for this tool with these arguments. A bad MAC or an expired state never gets here: the
 * SDK answers -32602 before the handler runs.
 */
export function checkState<T extends DemoState['tool']>(
  ctx: ServerContext,
  tool: T,
  sameCall: (state: StateOf<T>) => boolean,
): StateCheck<StateOf<T>> {
  const state = ctx.mcpReq.requestState<DemoState>();
  if (state === undefined) return { kind: 'absent' };
  if (typeof state !== 'object' || state === null || state.tool !== tool)
    return { kind: 'foreign' };
  const mine = state as StateOf<T>;
  return sameCall(mine) ? { kind: 'valid', state: mine } : { kind: 'foreign' };
}
