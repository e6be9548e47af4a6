// What every request must pass before anything is read or run. DNS rebinding points a hostile
// name at 127.0.0.1: the browser then sends that name as Host and the page's own origin as
// Origin, so a check of Origin against Host passes; only a list of this server's own names
// refuses it. A cross-site form or `text/plain` POST needs no CORS preflight, so a POST must say
// it sends JSON (a browser sends that cross-site only after a preflight this server never
// answers).
import type { IncomingMessage } from 'node:http';
import type { RefusalCode } from './refusalWords.js';

export interface Allowed {
  /** Host header values (lower case, with the port) this server answers to. */
  hosts: ReadonlySet<string>;
  /** Origins whose pages may call it: the configured origin and its own loopback origins. */
  origins: ReadonlySet<string>;
}

/** The loopback names and the configured origin, for a server listening on `port`. */
export function allowedFor(port: number, origin: string | undefined): Allowed {
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].map((name) => `${name}:${port}`);
  const configured = origin === undefined ? undefined : new URL(origin);
  return {
    hosts: new Set([...loopback, ...(configured ? [configured.host] : [])]),
    origins: new Set([
      ...loopback.map((host) => `http://${host}`),
      ...(configured ? [configured.origin] : []),
    ]),
  };
}

/** The media type of a Content-Type header, without parameters, in lower case. */
const mediaType = (header: string | undefined) =>
  (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** Why the request is refused (status and code), or undefined when it may go on. */
export function requestRefusal(
  request: IncomingMessage,
  allowed: Allowed,
): { status: number; code: RefusalCode } | undefined {
  if (!allowed.hosts.has((request.headers.host ?? '').toLowerCase()))
    return { status: 403, code: 'foreign-host' };
  const origin = request.headers.origin;
  if (origin !== undefined && !allowed.origins.has(origin))
    return { status: 403, code: 'cross-origin' };
  if (
    request.method === 'POST' &&
    mediaType(request.headers['content-type']) !== 'application/json'
  )
    return { status: 415, code: 'not-json' };
  return undefined;
}
