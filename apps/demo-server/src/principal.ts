import { createHash } from 'node:crypto';
import type { AuthInfo, ServerContext } from '@modelcontextprotocol/server';

/**
 * Who is asking, as far as this server can tell. Under `--auth oauth` it is the verified token's
 * subject (`sub:<name>`), so a refreshed or stepped-up token keeps the same calls and tasks.
 * Otherwise it is the sha256 of the request's `Authorization: Bearer …` token (hex), or undefined
 * when there is none (stdio, or an unauthenticated HTTP client). Only the hash is ever kept or
 * signed, never the token.
 */
export function principalOf(ctx: ServerContext): string | undefined {
  return principalOfRequest(ctx.http?.req?.headers.get('authorization'), ctx.http?.authInfo);
}

/** The same principal for requests served outside the SDK (the task status stream). */
export function principalOfRequest(
  authorization: string | null | undefined,
  authInfo: AuthInfo | undefined,
): string | undefined {
  const subject = authInfo?.extra?.subject;
  if (typeof subject === 'string') return `sub:${subject}`;
  const match = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
  return match?.[1] === undefined
    ? undefined
    : createHash('sha256').update(match[1], 'utf8').digest('hex');
}
