import { acceptedContent, inputResponse } from '@modelcontextprotocol/server';
import type { ServerContext, StandardSchemaV1 } from '@modelcontextprotocol/server';

export type Answer<T> =
  | { kind: 'missing' }
  | { kind: 'refused'; action: 'decline' | 'cancel' }
  | { kind: 'invalid' }
  | { kind: 'accepted'; value: T };

/**
 * One view of an answer under `key`. Clients are not required to validate content against the
 * requested schema (the SDK client only checks value types), so it is validated here and a bad
 * answer is re-asked.
 */
export function readAnswer<S extends StandardSchemaV1>(
  ctx: ServerContext,
  key: string,
  schema: S,
): Answer<StandardSchemaV1.InferOutput<S>> {
  const view = inputResponse(ctx.mcpReq.inputResponses, key);
  if (view.kind !== 'elicit') return { kind: 'missing' };
  if (view.action !== 'accept') return { kind: 'refused', action: view.action };
  const value = acceptedContent(ctx.mcpReq.inputResponses, key, schema);
  return value === undefined ? { kind: 'invalid' } : { kind: 'accepted', value };
}

/** URL-mode answers carry no content: only the action matters. */
export function readAction(
  ctx: ServerContext,
  key: string,
): 'missing' | 'accept' | 'decline' | 'cancel' {
  const view = inputResponse(ctx.mcpReq.inputResponses, key);
  return view.kind === 'elicit' ? view.action : 'missing';
}
