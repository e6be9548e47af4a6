import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { appendFile, readFile } from 'node:fs/promises';
import type { DemoStore } from './store/demoStore.js';

export interface LinkTicket {
  readonly nonce: string;
  readonly provider: string;
}

interface TokenBody {
  n: string;
  p: string;
  exp: number;
}

/**
 * The out-of-band half of URL-mode elicitation: a nonce per sign-in, a signed token naming it in
 * the page URL, and a record of which nonces were finished on the page.
 *
 * The token is signed with the same secret as requestState (under its own domain prefix), so any
 * replica sharing the secret can serve the page. Completions live in the shared store (per
 * process in memory, or in Redis for every replica on it), kept as long as a page token lives. With
 * `storeFile` they are also appended to that file, one nonce per line, for replicas that share a
 * file but no store.
 */
export class LinkRegistry {
  private readonly listeners = new Map<string, Set<() => void>>();

  constructor(
    private readonly key: Uint8Array,
    private readonly ttlSeconds: number,
    private readonly store: DemoStore,
    private readonly storeFile?: string,
  ) {}

  issue(provider: string): LinkTicket & { token: string } {
    const nonce = randomBytes(16).toString('hex');
    return { nonce, provider, token: this.tokenFor({ nonce, provider }) };
  }

  /** A fresh token for an existing nonce, used when the same sign-in is asked for again. */
  tokenFor(ticket: LinkTicket): string {
    const body: TokenBody = {
      n: ticket.nonce,
      p: ticket.provider,
      exp: Math.floor(Date.now() / 1000) + this.ttlSeconds,
    };
    const encoded = Buffer.from(JSON.stringify(body)).toString('base64url');
    return `${encoded}.${this.mac(encoded).toString('base64url')}`;
  }

  /** The ticket a page token names, or undefined when it is forged, malformed or expired. */
  open(token: string): LinkTicket | undefined {
    const [encoded, mac, extra] = token.split('.');
    if (encoded === undefined || mac === undefined || extra !== undefined) return undefined;
    const expected = this.mac(encoded);
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    let body: unknown;
    try {
      body = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    } catch {
      return undefined;
    }
    if (!isTokenBody(body) || body.exp < Math.floor(Date.now() / 1000)) return undefined;
    return { nonce: body.n, provider: body.p };
  }

  /** Records a finished sign-in; rejects (StoreError) when the store cannot record it. */
  async complete(nonce: string): Promise<void> {
    if (!(await this.isComplete(nonce))) {
      await this.store.completeLink(nonce, Math.max(1, this.ttlSeconds) * 1000);
      if (this.storeFile !== undefined) await appendFile(this.storeFile, `${nonce}\n`);
    }
    const waiting = this.listeners.get(nonce);
    this.listeners.delete(nonce);
    for (const listener of waiting ?? []) listener();
  }

  async isComplete(nonce: string): Promise<boolean> {
    if (await this.store.isLinkComplete(nonce)) return true;
    if (this.storeFile === undefined) return false;
    try {
      return (await readFile(this.storeFile, 'utf8')).split('\n').includes(nonce);
    } catch {
      return false;
    }
  }

  /** Runs `listener` once when `nonce` is completed in this process; returns an unsubscribe. */
  onComplete(nonce: string, listener: () => void): () => void {
    let set = this.listeners.get(nonce);
    if (!set) this.listeners.set(nonce, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(nonce) === set) this.listeners.delete(nonce);
    };
  }

  private mac(encoded: string): Buffer {
    return createHmac('sha256', this.key).update(`elicitkit.link:${encoded}`).digest();
  }
}

function isTokenBody(value: unknown): value is TokenBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.n === 'string' && typeof v.p === 'string' && typeof v.exp === 'number';
}
