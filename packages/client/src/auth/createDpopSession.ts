import type { DpopSession } from '@modelcontextprotocol/client';
import * as sdk from '@modelcontextprotocol/client';

/**
 * A DPoP key pair for the SDK's token requests. Read through the namespace, so the package still
 * loads on an SDK without DPoP (2.0.0 has none): there only `createOAuthProvider({ dpop: true })`
 * fails, and says why.
 */
export function createDpopSession(): Promise<DpopSession> {
  const session = (sdk as { DpopSession?: typeof DpopSession }).DpopSession;
  if (!session) {
    return Promise.reject(
      new Error(
        'DPoP needs @modelcontextprotocol/client 2.1.0 or later; this app has an older one.',
      ),
    );
  }
  return session.create();
}
