// A sign-in file is used only when it has the shape elicitkit writes: a torn, hand-edited or
// planted file with another shape (a number where a date belongs, an object for a token) would
// otherwise fail deep inside a refresh or `auth status` as an internal error. Unknown keys are
// ignored; a record of the wrong shape makes the whole file unusable (its parts belong together).
import type { OAuthRecords } from '@elicitkit/client';

export interface StoredServer {
  /** The MCP server URL the sign-in is for. */
  server: string;
  records: Partial<OAuthRecords>;
}

type Check = (value: unknown) => boolean;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text: Check = (value) => typeof value === 'string';
const number: Check = (value) => typeof value === 'number' && Number.isFinite(value);
/** A time in ms since the epoch that Date can represent (±8.64e15). */
const time: Check = (value) => number(value) && Math.abs(value as number) <= 8.64e15;
const texts: Check = (value) => Array.isArray(value) && value.every(text);
const object: Check = isObject;

/** An object whose listed fields, where present (or where required), pass their check. */
function shape(required: Record<string, Check>, optional: Record<string, Check> = {}): Check {
  return (value) =>
    isObject(value) &&
    Object.entries(required).every(([key, check]) => check(value[key])) &&
    Object.entries(optional).every(([key, check]) => value[key] === undefined || check(value[key]));
}

const RECORDS: { [K in keyof OAuthRecords]: Check } = {
  tokens: shape(
    { access_token: text, token_type: text },
    {
      refresh_token: text,
      scope: text,
      id_token: text,
      issuer: text,
      expires_in: number,
      expires_at: time,
    },
  ),
  client: shape(
    { client_id: text },
    {
      client_secret: text,
      issuer: text,
      redirect_uris: texts,
      client_id_issued_at: number,
      client_secret_expires_at: number,
    },
  ),
  verifier: text,
  discovery: shape(
    { authorizationServerUrl: text },
    {
      resourceMetadataUrl: text,
      resourceMetadata: object,
      authorizationServerMetadata: shape(
        {},
        { issuer: text, token_endpoint: text, authorization_endpoint: text },
      ),
    },
  ),
  grant: shape({}, { scope: text }),
  binding: shape(
    { authorizationServer: text },
    { issuer: text, tokenEndpoint: text, revocationEndpoint: text },
  ),
};

/** The file's content when it is JSON of the stored shape, else undefined. */
export function parseStoredServer(json: string): StoredServer | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!isObject(parsed) || typeof parsed['server'] !== 'string' || !isObject(parsed['records']))
    return undefined;
  const records: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(RECORDS)) {
    const value = parsed['records'][key];
    if (value === undefined) continue;
    if (!check(value)) return undefined;
    records[key] = value;
  }
  return { server: parsed['server'], records: records as Partial<OAuthRecords> };
}
