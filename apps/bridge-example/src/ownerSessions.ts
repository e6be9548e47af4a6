// Owner ids are issued only by this server: the session cookie is `<id>.<HMAC of the id>`, so an
// id the server did not issue (made up, or planted in a victim's browser to share a session
// with them) fails the check and is replaced by a fresh one. Replicas that share sessions share
// the secret; without one, each process draws its own.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface OwnerSessions {
  /** A fresh owner id and the cookie value that carries it. */
  issue(): { owner: string; cookie: string };
  /** The owner a cookie value names, when this server issued it. */
  verify(cookie: string | undefined): string | undefined;
}

export function ownerSessions(secret: string = randomBytes(32).toString('hex')): OwnerSessions {
  const mac = (owner: string) => createHmac('sha256', secret).update(owner).digest();
  return {
    issue() {
      const owner = randomBytes(16).toString('hex');
      return { owner, cookie: `${owner}.${mac(owner).toString('base64url')}` };
    },
    verify(cookie) {
      const match = /^([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/.exec(cookie ?? '');
      if (!match) return undefined;
      const [, owner, given] = match as unknown as [string, string, string];
      const expected = mac(owner);
      const actual = Buffer.from(given, 'base64url');
      return actual.length === expected.length && timingSafeEqual(actual, expected)
        ? owner
        : undefined;
    },
  };
}
