// For host libraries that register no `notifications/elicitation/complete` handler (Mastra,
// @ai-sdk/mcp) but take a `fetch`: the server's Streamable HTTP event streams pass through
// unchanged, and each completion notification on them is handed to the handler, which closes
// only the URL prompt open with that elicitationId (anything else is ignored there).

/** The part of an elicitkit handler a completion reaches. */
export interface CompletionTarget {
  complete(elicitationId: string): void;
}

/** Any fetch-shaped function; extra arguments (Mastra's request context) are passed through. */
export type FetchLike = (input: never, init?: never, ...rest: never[]) => Promise<Response>;

type AnyFetch = (...args: unknown[]) => Promise<Response>;

const METHOD = 'notifications/elicitation/complete';

/**
 * Wraps `fetch` (the global one by default) so completions on the server's event streams reach
 * `target.complete(elicitationId)`. The bytes the library reads are exactly the server's.
 */
export function completionFetch<F extends FetchLike>(
  target: CompletionTarget | { readonly handler: CompletionTarget },
  fetch?: F,
): F {
  const handler = 'handler' in target ? target.handler : target;
  const inner =
    (fetch as AnyFetch | undefined) ??
    ((input, init) =>
      globalThis.fetch(input as RequestInfo | URL, init as RequestInit | undefined));
  const wrapped: AnyFetch = async (...args) => {
    const response = await inner(...args);
    const type = response.headers.get('content-type') ?? '';
    if (!response.body || !type.includes('text/event-stream')) return response;
    const body = response.body.pipeThrough(completionTap((id) => handler.complete(id)));
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
  return wrapped as unknown as F;
}

/** Passes every chunk on untouched while reading the SSE `data:` lines of each event. */
function completionTap(onComplete: (elicitationId: string) => void) {
  const decoder = new TextDecoder();
  let buffered = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) dispatch(data.join('\n'));
      data = [];
    } else if (text.startsWith('data:')) {
      data.push(text.slice(text.startsWith('data: ') ? 6 : 5));
    }
  };
  const dispatch = (payload: string) => {
    if (!payload.includes(METHOD)) return;
    try {
      const message = JSON.parse(payload) as {
        method?: unknown;
        params?: { elicitationId?: unknown };
      };
      const id = message.params?.elicitationId;
      if (message.method === METHOD && typeof id === 'string') onComplete(id);
    } catch {
      // Not JSON: the library reports it; nothing to complete.
    }
  };
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      controller.enqueue(chunk);
      buffered += decoder.decode(chunk, { stream: true });
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const text of lines) line(text.endsWith('\r') ? text.slice(0, -1) : text);
    },
  });
}
