/**
 * A per-field entry of a record keyed by field name. Own properties only: a field may be named
 * `constructor` or `toString`, and a plain lookup would find Object.prototype's instead.
 */
export function entryOf<T>(map: Record<string, T>, name: string): T | undefined {
  return Object.hasOwn(map, name) ? map[name] : undefined;
}
