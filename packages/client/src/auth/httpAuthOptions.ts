import type {
  AuthProvider,
  FetchLike,
  OAuthClientProvider,
  StreamableHTTPClientTransportOptions,
} from '@modelcontextprotocol/client';
import { oauthInternals } from './oauthProvider.js';

export interface HttpAuthOptions {
  authProvider?: AuthProvider | OAuthClientProvider;
  headers?: Record<string, string>;
  fetch?: FetchLike;
}

function isOAuthProvider(provider: unknown): provider is OAuthClientProvider {
  return (
    typeof provider === 'object' &&
    provider !== null &&
    'redirectToAuthorization' in provider &&
    'tokens' in provider
  );
}

function requestUrl(input: string | URL | Request): string {
  return typeof input === 'string'
    ? new URL(input).href
    : input instanceof URL
      ? input.href
      : input.url;
}

/**
 * The auth part of the HTTP transport's options. A 401 to a request that carried a token drops
 * the cached discovery (the SDK never does; only for the MCP endpoint, not the authorization
 * server's), so a server that moved to another authorization
 * server is discovered again rather than asked with the old one's client.
 */
export function httpAuthOptions(
  url: URL,
  options: HttpAuthOptions,
): Partial<StreamableHTTPClientTransportOptions> {
  const { authProvider, headers } = options;
  const baseFetch = options.fetch;
  oauthInternals(authProvider)?.bind(url, baseFetch);
  let fetchFn = baseFetch;
  if (isOAuthProvider(authProvider) && authProvider.invalidateCredentials) {
    const invalidate = authProvider.invalidateCredentials.bind(authProvider);
    const next: FetchLike = baseFetch ?? ((input, init) => fetch(input, init));
    fetchFn = async (input, init) => {
      const response = await next(input, init);
      if (
        response.status === 401 &&
        requestUrl(input) === url.href &&
        new Headers(init?.headers).has('authorization')
      ) {
        await invalidate('discovery');
      }
      return response;
    };
  }
  return {
    ...(fetchFn && { fetch: fetchFn }),
    ...(authProvider && { authProvider }),
    ...(headers && { requestInit: { headers } }),
  };
}
