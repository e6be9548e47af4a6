/**
 * A sign-in cannot be kept: where the file store would write is not the person's own (a link, a
 * folder at the file's path, a folder of another user). Nothing was written there.
 */
export class TokenStoreRefusedError extends Error {
  readonly code = 'token-store-refused';
  constructor(readonly path: string) {
    super(`elicitkit keeps no sign-in at ${path}: it is not a file or folder of this user`);
    this.name = 'TokenStoreRefusedError';
  }
}

/** The TokenStoreRefusedError in `error` or its causes, as the SDK may have wrapped it. */
export function storeRefusal(error: unknown): TokenStoreRefusedError | undefined {
  for (let at: unknown = error, depth = 0; at !== undefined && depth < 8; depth++) {
    if (at instanceof TokenStoreRefusedError) return at;
    at = at instanceof Error ? at.cause : undefined;
  }
  return undefined;
}
