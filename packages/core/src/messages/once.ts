/**
 * `make`, run on the first call and remembered. Intl's formatters cost tens of milliseconds to
 * build on a process's first use (ICU data), so a localizer builds each only when a message needs
 * it: a command line's first frame with no number or date in it builds none.
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
