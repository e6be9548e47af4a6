import { randomBytes } from 'node:crypto';

export interface LinkVisit {
  /** ms since the link was given out. */
  readonly at: number;
  readonly method: string;
  readonly userAgent: string;
}

interface Link {
  readonly issuedAt: number;
  readonly visits: LinkVisit[];
  done: boolean;
  readonly waiters: Set<() => void>;
}

/**
 * The doctor's link pages for URL questions: every request to one is recorded (a client that
 * fetches or previews a link before the person chose shows up here), and its Done button marks it
 * finished. Links are random, so a page is reached only through the question that gave it.
 */
export class DoctorLinks {
  private readonly links = new Map<string, Link>();
  private readonly maxLinks = 500;

  constructor(private readonly origin: () => string) {}

  issue(): { id: string; url: string } {
    if (this.links.size >= this.maxLinks) {
      const oldest = this.links.keys().next().value;
      if (oldest !== undefined) this.links.delete(oldest);
    }
    const id = randomBytes(12).toString('hex');
    this.links.set(id, { issuedAt: Date.now(), visits: [], done: false, waiters: new Set() });
    return { id, url: this.urlOf(id) };
  }

  urlOf(id: string): string {
    return `${this.origin()}/link/${id}`;
  }

  has(id: string): boolean {
    return this.links.has(id);
  }

  visit(id: string, method: string, userAgent: string): boolean {
    const link = this.links.get(id);
    if (!link) return false;
    link.visits.push({ at: Date.now() - link.issuedAt, method, userAgent });
    return true;
  }

  finish(id: string): boolean {
    const link = this.links.get(id);
    if (!link) return false;
    link.done = true;
    for (const wake of link.waiters) wake();
    link.waiters.clear();
    return true;
  }

  visits(id: string): readonly LinkVisit[] {
    return this.links.get(id)?.visits ?? [];
  }

  isDone(id: string): boolean {
    return this.links.get(id)?.done ?? false;
  }

  /** Resolves true once the page's Done is pressed, false after `ms` or on `signal`. */
  waitDone(id: string, ms: number, signal?: AbortSignal): Promise<boolean> {
    const link = this.links.get(id);
    if (!link) return Promise.resolve(false);
    if (link.done) return Promise.resolve(true);
    return new Promise((resolve) => {
      const finish = (value: boolean) => {
        clearTimeout(timer);
        link.waiters.delete(wake);
        signal?.removeEventListener('abort', abort);
        resolve(value);
      };
      const wake = () => finish(true);
      const abort = () => finish(false);
      const timer = setTimeout(() => finish(false), ms);
      link.waiters.add(wake);
      signal?.addEventListener('abort', abort, { once: true });
    });
  }
}
