import { randomBytes } from 'node:crypto';
import type { ServerContext } from '@modelcontextprotocol/server';
import type { DemoStore } from './store/demoStore.js';
import { failRequestOn } from './toolsCallGate.js';

/** The shared store and how long a used approval must be remembered (the state lifetime). */
export interface ApprovalLedger {
  store: DemoStore;
  stateTtlMs: number;
}

/** A fresh nonce for an approval that is about to be asked for. */
export function newApprovalNonce(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Spends the approval named by `nonce`: true the first time, false on every replay, on any
 * replica sharing the store. Called right before the action, so an approval acts at most once.
 * The record only has to outlive the requestState carrying the nonce. A store failure fails the
 * request with a JSON-RPC error, and nothing is done.
 */
export function spendApproval(
  ledger: ApprovalLedger,
  nonce: string,
  ctx: ServerContext,
): Promise<boolean> {
  return ledger.store.useNonce(nonce, ledger.stateTtlMs).catch(failRequestOn(ctx));
}
