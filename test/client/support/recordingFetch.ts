interface Exchange {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The raw request body, exactly as it went on the wire. */
  bodyText?: string;
  /** The request body parsed (JSON-RPC), when it was JSON. */
  body?: Record<string, unknown>;
  status?: number;
  /** JSON response bodies as received (SSE streams are not buffered). */
  responseText?: Promise<string>;
  error?: unknown;
}

export interface RecordingFetch {
  fetch: typeof fetch;
  exchanges: Exchange[];
  /** POSTed JSON-RPC requests with this method, in order. */
  requests(method: string): Exchange[];
  /** Every request body sent, as text (to prove something was never sent). */
  sentText(): string;
}

/** A fetch for StreamableHTTPClientTransport that keeps every request's bytes and headers. */
export function createRecordingFetch(): RecordingFetch {
  const exchanges: Exchange[] = [];
  const recording: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const exchange: Exchange = { method: request.method, url: request.url, headers };
    if (typeof init?.body === 'string') {
      exchange.bodyText = init.body;
      try {
        exchange.body = JSON.parse(init.body) as Record<string, unknown>;
      } catch {
        // not JSON: keep the text only
      }
    }
    exchanges.push(exchange);
    try {
      const response = await fetch(input, init);
      exchange.status = response.status;
      if ((response.headers.get('content-type') ?? '').includes('application/json')) {
        exchange.responseText = response.clone().text();
      }
      return response;
    } catch (error) {
      exchange.error = error;
      throw error;
    }
  };
  return {
    fetch: recording,
    exchanges,
    requests: (method) =>
      exchanges.filter((e) => e.method === 'POST' && e.body?.['method'] === method),
    sentText: () => exchanges.map((e) => e.bodyText ?? '').join('\n'),
  };
}
