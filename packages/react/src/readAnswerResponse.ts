import { closedStateOfRefusal } from '@elicitkit/core';
import { ClosedOnServer } from './createRemoteElicitationQueue.js';

/**
 * For a `respond` that POSTs: reads the host's reply to an answer. Resolves when it was taken;
 * rejects with ClosedOnServer when the refusal says the question is no longer open (core's
 * AnswerRefusal `closed`, as `@elicitkit/client/bridge`'s BridgeError gives it), so the queue
 * takes it down; rejects with a plain Error for any other refusal, so the answer stays on screen.
 */
export async function readAnswerResponse(response: Response): Promise<void> {
  if (response.ok) return;
  const body: unknown = await response.json().catch(() => undefined);
  const closed = closedStateOfRefusal(body);
  if (closed) throw new ClosedOnServer(closed);
  throw new Error(`The answer was not taken (HTTP ${response.status}).`);
}
