/** A mistake in how the command was called (bad flag, missing or unreadable file): exit 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
