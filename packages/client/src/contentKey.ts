// The content of a JSON-like value as a string, for caching what is derived from it. Two values
// get the same key only if they are the same data: own enumerable keys in the order
// `Object.keys` gives them (a form's fields follow that order), every array slot, and the numbers
// JSON would blur told apart (NaN, ±Infinity, -0, and undefined are not null or 0). Strings are
// JSON-quoted, so no key or text can pass for structure. Anything else (functions, symbols,
// bigints, class instances), a value nested too deep (a cycle) or too large has no key.

const MAX_DEPTH = 32;
const MAX_CHARS = 64 * 1024;

const UNKEYED = Symbol('unkeyed');

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The content key of `value`, or undefined when it has none (then nothing may be cached for it). */
export function contentKey(value: unknown): string | undefined {
  const budget = { chars: 0 };
  try {
    const key = encode(value, 0, budget);
    return key === UNKEYED ? undefined : key;
  } catch {
    // A getter or proxy that throws: no key.
    return undefined;
  }
}

/** `JSON.stringify` of a string, without the call for the common text that needs no escape. */
function quote(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff))
      return JSON.stringify(text);
  }
  return `"${text}"`;
}

function encode(value: unknown, depth: number, budget: { chars: number }): string | typeof UNKEYED {
  switch (typeof value) {
    case 'string':
      budget.chars += value.length;
      return budget.chars > MAX_CHARS ? UNKEYED : quote(value);
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
      return 'undefined';
    case 'object': {
      if (value === null) return 'null';
      if (depth >= MAX_DEPTH) return UNKEYED;
      let out: string;
      if (Array.isArray(value)) {
        if (Object.getPrototypeOf(value) !== Array.prototype) return UNKEYED;
        if (value.length > MAX_CHARS - budget.chars) return UNKEYED;
        out = '[';
        for (let i = 0; i < value.length; i++) {
          // Each slot counts, so a vast sparse array is refused before it is walked.
          if (++budget.chars > MAX_CHARS) return UNKEYED;
          const item = encode(value[i], depth + 1, budget);
          if (item === UNKEYED) return UNKEYED;
          out += i === 0 ? item : `,${item}`;
        }
        return `${out}]`;
      }
      if (!isPlainObject(value)) return UNKEYED;
      out = '{';
      let first = true;
      for (const key of Object.keys(value)) {
        budget.chars += key.length + 1;
        if (budget.chars > MAX_CHARS) return UNKEYED;
        const item = encode((value as Record<string, unknown>)[key], depth + 1, budget);
        if (item === UNKEYED) return UNKEYED;
        out += `${first ? '' : ','}${quote(key)}:${item}`;
        first = false;
      }
      return `${out}}`;
    }
    default:
      return UNKEYED;
  }
}

/**
 * A plain copy of a value that has a content key: what was read once, as data. Deriving from the
 * copy (not the original) means a getter that answers differently on a second read cannot make
 * the cache hold something derived from other content than its key says.
 */
export function plainCopy<T>(value: T, depth = 0): T {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) throw new RangeError('nested too deep to copy');
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    for (let i = 0; i < value.length; i++) copy.push(plainCopy(value[i], depth + 1));
    return copy as T;
  }
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = plainCopy((value as Record<string, unknown>)[key], depth + 1);
    // An own "__proto__" key (JSON.parse makes one) stays a key, not a prototype.
    if (key === '__proto__')
      Object.defineProperty(copy, key, {
        value: item,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else copy[key] = item;
  }
  return copy as T;
}
