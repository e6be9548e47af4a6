import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  OAuthError,
  OAuthErrorCode,
  getOAuthProtectedResourceMetadataUrl,
  oauthMetadataResponse,
  requireBearerAuth,
} from '@modelcontextprotocol/server';
import type { AuthInfo, AuthMetadataOptions, OAuthMetadata } from '@modelcontextprotocol/server';
import type { OriginPolicy } from '../originPolicy.js';
import { isSameOriginPost } from '../isSameOriginPost.js';
import { ClientError, ClientRegistry, redirectAllowed } from './clientRegistry.js';
import type { DemoClient } from './clientRegistry.js';
import { consentPage, errorPage } from './consentPage.js';
import { GrantStore } from './grantStore.js';
import type { Grant } from './grantStore.js';

/** Every token carries this scope; the MCP endpoint refuses tokens without it. */
const BASE_SCOPE = 'mcp';
/** The extra scope `deploy` needs before it acts (a step-up in the middle of the call). */
export const STEP_UP_SCOPE = 'deploy:write';
const SCOPES = [BASE_SCOPE, STEP_UP_SCOPE];

export interface DemoAuthOptions {
  /** The server secret; consent requests are signed with it under their own domain prefix. */
  key: Uint8Array;
  tokenTtlSeconds: number;
  refreshTtlSeconds?: number;
  origins: OriginPolicy;
  log: (message: string) => void;
  now?: () => number;
}

interface ConsentRequest {
  clientId: string;
  redirectUri: string;
  state?: string;
  codeChallenge: string;
  scopes: string[];
  resource: string;
  exp: number;
}

const CONSENT_TTL_SECONDS = 600;

/**
 * A small OAuth 2.1 authorization server for `--auth oauth`, on the same origin as the MCP
 * endpoint: RFC 8414 metadata, dynamic client registration (RFC 7591), client ID metadata
 * documents, a consent page, PKCE S256 only, `iss` in the authorization response (RFC 9207),
 * short-lived opaque access tokens, rotating refresh tokens and revocation (RFC 7009). The MCP
 * side (protected resource metadata, bearer checks, scope challenges) uses the server SDK's
 * helpers; the SDK has no authorization server of its own, so this part is ours.
 */
export class DemoAuthServer {
  readonly grants: GrantStore;
  private readonly clients: ClientRegistry;
  private readonly now: () => number;
  private origin = '';
  private bearerGate: ((request: Request) => Promise<AuthInfo | Response>) | undefined;

  constructor(private readonly options: DemoAuthOptions) {
    this.now = options.now ?? Date.now;
    this.grants = new GrantStore(
      options.tokenTtlSeconds,
      options.refreshTtlSeconds ?? 24 * 3600,
      this.now,
    );
    this.clients = new ClientRegistry(this.now);
  }

  /** Called once the listener knows its port. */
  setOrigin(origin: string): void {
    this.origin = origin;
    this.bearerGate = requireBearerAuth({
      verifier: { verifyAccessToken: (token) => this.verifyAccessToken(token) },
      requiredScopes: [BASE_SCOPE],
      expectedResource: this.resource,
      resourceMetadataUrl: getOAuthProtectedResourceMetadataUrl(this.resource),
    });
  }

  get resource(): URL {
    return new URL('/mcp', this.origin);
  }

  /** The verified caller, or the 401/403 challenge to send back (with `WWW-Authenticate`). */
  async gate(request: Request): Promise<AuthInfo | Response> {
    if (!this.bearerGate) throw new Error('DemoAuthServer.setOrigin was not called');
    return this.bearerGate(request);
  }

  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const record = this.grants.lookupAccess(token);
    if (!record) throw new OAuthError(OAuthErrorCode.InvalidToken, 'The access token is not valid');
    return {
      token,
      clientId: record.grant.clientId,
      scopes: record.grant.scopes,
      expiresAt: record.expiresAt,
      resource: new URL(record.grant.resource),
      // requestState and tasks are bound to the subject, so a refresh keeps the call.
      extra: { subject: record.grant.subject },
    };
  }

  metadata(): OAuthMetadata {
    const base = this.origin;
    return {
      issuer: base,
      authorization_endpoint: `${base}/oauth/authorize`,
      token_endpoint: `${base}/oauth/token`,
      registration_endpoint: `${base}/oauth/register`,
      revocation_endpoint: `${base}/oauth/revoke`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none', 'client_secret_post', 'client_secret_basic'],
      revocation_endpoint_auth_methods_supported: [
        'none',
        'client_secret_post',
        'client_secret_basic',
      ],
      scopes_supported: SCOPES,
      authorization_response_iss_parameter_supported: true,
      client_id_metadata_document_supported: true,
    } as OAuthMetadata;
  }

  /** Serves the OAuth paths; undefined for any other path. */
  async handle(request: Request, body: Buffer): Promise<Response | undefined> {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/.well-known/')) {
      const metadataOptions: AuthMetadataOptions = {
        oauthMetadata: this.metadata(),
        resourceServerUrl: this.resource,
        scopesSupported: SCOPES,
        resourceName: 'elicitkit demo server',
        // Loopback only (see --allow-remote); a real deployment has an HTTPS issuer.
        dangerouslyAllowInsecureIssuerUrl: true,
      };
      return oauthMetadataResponse(request, metadataOptions);
    }
    if (!path.startsWith('/oauth/')) return undefined;
    if (path === '/oauth/authorize') {
      if (request.method === 'GET') return this.authorizePage(new URL(request.url).searchParams);
      if (request.method === 'POST') return this.authorizeDecision(request, body);
      return new Response('Method not allowed\n', { status: 405, headers: { allow: 'GET, POST' } });
    }
    const endpoint = {
      '/oauth/register': () => this.registerClient(body),
      '/oauth/token': () => this.token(request, body),
      '/oauth/revoke': () => this.revoke(request, body),
    }[path];
    if (!endpoint) return new Response('Not found\n', { status: 404 });
    return this.withCors(request, endpoint);
  }

  /** Browser clients (the web demo) call these endpoints cross-origin; only allowed origins. */
  private async withCors(request: Request, serve: () => Promise<Response>): Promise<Response> {
    const rejected = this.options.origins.rejection(request);
    if (rejected) return rejected;
    const origin = request.headers.get('origin');
    const cors: Record<string, string> = origin
      ? { 'access-control-allow-origin': origin, vary: 'Origin' }
      : {};
    if (request.method === 'OPTIONS')
      return new Response(null, {
        status: 204,
        headers: {
          ...cors,
          'access-control-allow-methods': 'POST, OPTIONS',
          'access-control-allow-headers': 'content-type, authorization, mcp-protocol-version',
          'access-control-max-age': '600',
        },
      });
    if (request.method !== 'POST')
      return new Response('Method not allowed\n', { status: 405, headers: { allow: 'POST' } });
    const response = await serve();
    for (const [name, value] of Object.entries(cors)) response.headers.set(name, value);
    return response;
  }

  private registerClient(body: Buffer): Promise<Response> {
    let metadata: unknown;
    try {
      metadata = JSON.parse(body.toString('utf8'));
    } catch {
      return Promise.resolve(oauthError(400, 'invalid_client_metadata', 'the body is not JSON'));
    }
    try {
      const client = this.clients.register(metadata);
      this.options.log(`oauth: registered client ${client.clientId}`);
      return Promise.resolve(
        json(201, {
          ...(metadata as object),
          client_id: client.clientId,
          client_id_issued_at: client.issuedAt,
          redirect_uris: client.redirectUris,
          token_endpoint_auth_method: client.authMethod,
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          ...(client.clientSecret !== undefined && {
            client_secret: client.clientSecret,
            client_secret_expires_at: 0,
          }),
        }),
      );
    } catch (error) {
      if (error instanceof ClientError)
        return Promise.resolve(oauthError(400, error.code, error.message));
      throw error;
    }
  }

  private async authorizePage(query: URLSearchParams): Promise<Response> {
    const clientId = query.get('client_id') ?? '';
    const redirectUri = query.get('redirect_uri') ?? '';
    let client: DemoClient;
    try {
      client = await this.clients.find(clientId);
    } catch (error) {
      return html(400, errorPage(error instanceof ClientError ? error.message : 'unknown client'));
    }
    // Never redirect to an unregistered URI: that would hand codes to anyone (RFC 6749 §4.1.2.1).
    if (!redirectAllowed(client, redirectUri))
      return html(400, errorPage('redirect_uri is not registered for this client'));
    const state = query.get('state') ?? undefined;
    const fail = (error: string, description: string) =>
      this.redirect(redirectUri, { error, error_description: description, state });
    if (query.get('response_type') !== 'code')
      return fail('unsupported_response_type', 'only response_type=code is supported');
    const codeChallenge = query.get('code_challenge');
    if (!codeChallenge || query.get('code_challenge_method') !== 'S256')
      return fail('invalid_request', 'PKCE with code_challenge_method=S256 is required');
    const requested = (query.get('scope') ?? BASE_SCOPE).split(' ').filter(Boolean);
    if (requested.some((scope) => !SCOPES.includes(scope)))
      return fail('invalid_scope', 'unknown scope');
    const scopes = [...new Set([BASE_SCOPE, ...requested])];
    const resource = query.get('resource') ?? this.resource.href;
    if (!sameResource(resource, this.resource))
      return fail('invalid_target', 'this server issues tokens only for its own /mcp resource');

    const consent: ConsentRequest = {
      clientId,
      redirectUri,
      ...(state !== undefined && { state }),
      codeChallenge,
      scopes,
      resource: this.resource.href,
      exp: Math.floor(this.now() / 1000) + CONSENT_TTL_SECONDS,
    };
    return html(
      200,
      consentPage({
        clientName: client.clientName ?? 'An MCP client',
        clientId,
        redirectHost: new URL(redirectUri).host,
        scopes,
        request: this.sign(consent),
      }),
    );
  }

  private authorizeDecision(request: Request, body: Buffer): Response {
    // The consent form posts to itself; a cross-site post must not approve anything.
    if (!isSameOriginPost(request))
      return new Response('Cross-origin form posts are refused\n', { status: 403 });
    const form = new URLSearchParams(body.toString('utf8'));
    const consent = this.verify(form.get('request') ?? '');
    if (!consent) return html(400, errorPage('This sign-in request is unknown or has expired.'));
    if (form.get('decision') !== 'approve')
      return this.redirect(consent.redirectUri, {
        error: 'access_denied',
        error_description: 'the user denied the request',
        state: consent.state,
      });
    const user = form.get('user') ?? '';
    if (!/^[A-Za-z0-9._-]{1,40}$/.test(user))
      return html(400, errorPage('The user name may hold letters, digits, dot, dash, underscore.'));
    const grant = this.grants.newGrant(user, consent.clientId, consent.scopes, consent.resource);
    const code = this.grants.issueCode(grant, consent.redirectUri, consent.codeChallenge);
    this.options.log(`oauth: ${user} approved ${consent.clientId} (${consent.scopes.join(' ')})`);
    return this.redirect(consent.redirectUri, { code, state: consent.state });
  }

  private async token(request: Request, body: Buffer): Promise<Response> {
    const form = new URLSearchParams(body.toString('utf8'));
    const authed = await this.clientOf(request, form);
    if ('error' in authed) return authed.error;
    const { client } = authed;
    let exchange;
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      exchange = this.grants.redeemCode(
        form.get('code') ?? '',
        client.clientId,
        form.get('redirect_uri') ?? undefined,
        form.get('code_verifier') ?? undefined,
      );
    } else if (grantType === 'refresh_token') {
      exchange = this.grants.redeemRefresh(form.get('refresh_token') ?? '', client.clientId);
      if (exchange.ok) {
        const narrowed = narrowScopes(exchange.grant, form.get('scope'));
        if (!narrowed) return oauthError(400, 'invalid_scope', 'a refresh cannot add scopes');
        exchange = { ok: true as const, grant: narrowed };
      }
    } else {
      return oauthError(400, 'unsupported_grant_type', 'authorization_code or refresh_token');
    }
    if (!exchange.ok) return oauthError(400, exchange.error, exchange.reason);
    const resource = form.get('resource');
    if (resource !== null && !sameResource(resource, new URL(exchange.grant.resource)))
      return oauthError(400, 'invalid_target', 'the token was granted for another resource');
    const issued = this.grants.issueTokens(exchange.grant);
    return json(200, {
      access_token: issued.accessToken,
      token_type: 'Bearer',
      expires_in: issued.expiresIn,
      refresh_token: issued.refreshToken,
      scope: exchange.grant.scopes.join(' '),
    });
  }

  private async revoke(request: Request, body: Buffer): Promise<Response> {
    const form = new URLSearchParams(body.toString('utf8'));
    const authed = await this.clientOf(request, form);
    if ('error' in authed) return authed.error;
    this.grants.revoke(form.get('token') ?? '', authed.client.clientId);
    // RFC 7009 §2.2: 200 whether or not the token was known.
    return new Response(null, { status: 200, headers: { 'cache-control': 'no-store' } });
  }

  /** Client authentication: HTTP Basic, client_secret in the body, or a public client by id. */
  private async clientOf(
    request: Request,
    form: URLSearchParams,
  ): Promise<{ client: DemoClient } | { error: Response }> {
    let clientId = form.get('client_id') ?? undefined;
    let secret = form.get('client_secret') ?? undefined;
    const basic = /^Basic\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
    if (basic?.[1]) {
      const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon > 0) {
        clientId = decodeURIComponent(decoded.slice(0, colon));
        secret = decodeURIComponent(decoded.slice(colon + 1));
      }
    }
    const invalid = { error: oauthError(401, 'invalid_client', 'client authentication failed') };
    if (clientId === undefined) return invalid;
    try {
      const client = await this.clients.find(clientId);
      return this.clients.authenticate(client, secret) ? { client } : invalid;
    } catch {
      return invalid;
    }
  }

  private redirect(redirectUri: string, params: Record<string, string | undefined>): Response {
    const url = new URL(redirectUri);
    for (const [name, value] of Object.entries(params))
      if (value !== undefined) url.searchParams.set(name, value);
    // RFC 9207: the client checks that the answer came from the issuer it asked.
    url.searchParams.set('iss', this.origin);
    return new Response(null, {
      status: 302,
      headers: {
        location: url.href,
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      },
    });
  }

  private sign(consent: ConsentRequest): string {
    const body = Buffer.from(JSON.stringify(consent)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  private verify(signed: string): ConsentRequest | undefined {
    const [body, mac] = signed.split('.');
    if (!body || !mac) return undefined;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    const consent = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ConsentRequest;
    return consent.exp < Math.floor(this.now() / 1000) ? undefined : consent;
  }

  private mac(body: string): string {
    return createHmac('sha256', this.options.key)
      .update(`elicitkit-oauth-consent\n${body}`)
      .digest('base64url');
  }
}

function narrowScopes(grant: Grant, scope: string | null): Grant | undefined {
  if (scope === null) return grant;
  const wanted = scope.split(' ').filter(Boolean);
  return wanted.every((s) => grant.scopes.includes(s)) ? { ...grant, scopes: wanted } : undefined;
}

function sameResource(given: string, resource: URL): boolean {
  try {
    const url = new URL(given);
    url.hash = '';
    return url.href.replace(/\/$/, '') === resource.href.replace(/\/$/, '');
  } catch {
    return false;
  }
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
}

function oauthError(status: number, error: string, description: string): Response {
  return json(status, { error, error_description: description });
}

function html(status: number, page: string): Response {
  return new Response(page, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'same-origin',
      'x-frame-options': 'DENY',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
    },
  });
}
