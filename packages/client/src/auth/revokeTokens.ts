import type {
  AuthorizationServerMetadata,
  FetchLike,
  StoredOAuthClientInformation,
} from '@modelcontextprotocol/client';
import { assertSecureTokenEndpoint } from '@modelcontextprotocol/client';
import type { KeptTokens } from './memoryOAuthStore.js';

/**
 * RFC 7009 revocation (the SDK has none): the refresh token first (servers revoke the access
 * tokens issued from it), then the access token. True when the server accepted every request.
 * Without a `revocation_endpoint`, nothing is sent.
 */
export async function revokeTokens(options: {
  tokens: KeptTokens | undefined;
  client: StoredOAuthClientInformation | undefined;
  metadata: AuthorizationServerMetadata | undefined;
  fetch: FetchLike;
}): Promise<boolean> {
  const { tokens, client, metadata } = options;
  // OIDC-shaped metadata types lack the RFC 8414 revocation fields; read them as plain JSON.
  const fields = (metadata ?? {}) as Record<string, unknown>;
  const endpoint = fields['revocation_endpoint'];
  if (!tokens || !client || typeof endpoint !== 'string') return false;
  let url: URL;
  try {
    url = assertSecureTokenEndpoint(endpoint);
  } catch {
    return false;
  }
  const listed = fields['revocation_endpoint_auth_methods_supported'];
  const methods = Array.isArray(listed) ? (listed as unknown[]) : undefined;
  const secret = client.client_secret;
  const basic = secret !== undefined && (!methods || methods.includes('client_secret_basic'));
  let allAccepted = true;
  const candidates: [string, string | undefined][] = [
    ['refresh_token', tokens.refresh_token],
    ['access_token', tokens.access_token],
  ];
  for (const [hint, token] of candidates) {
    if (!token) continue;
    const body = new URLSearchParams({ token, token_type_hint: hint });
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
    };
    if (basic) {
      const id = encodeURIComponent(client.client_id);
      headers['authorization'] = `Basic ${btoa(`${id}:${encodeURIComponent(secret)}`)}`;
    } else {
      body.set('client_id', client.client_id);
      if (secret !== undefined) body.set('client_secret', secret);
    }
    try {
      const response = await options.fetch(url, { method: 'POST', headers, body });
      await response.text().catch(() => '');
      if (!response.ok) allAccepted = false;
    } catch {
      allAccepted = false;
    }
  }
  return allAccepted;
}
