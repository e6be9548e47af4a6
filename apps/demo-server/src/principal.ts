import { createHash } from 'node:crypto';
import type { ServerContext } from '@modelcontextprotocol/server';

/**
 * Who is asking, as far as this server can tell: the sha256 of the request's
 * `Authorization: Bearer …` token (hex), or undefined when there is none (stdio, or an
 * unauthenticated HTTP client). Only the hash is ever kept or signed, never the token.
 */
export function principalOf(ctx: ServerContext): string | undefined {
  return principalOfAuthorization(ctx.http?.req?.headers.get('authorization'));
}

/** The same principal from a raw `Authorization` header value (requests served outside the SDK). */
export function principalOfAuthorization(header: string | null | undefined): string | undefined {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] === undefined
    ? undefined
    : createHash('sha256').update(match[1], 'utf8').digest('hex');
}
