import type { FieldAnswer } from './fieldAnswer.js';

/** Forms from this many fields up keep their answers shared (below it, a copy costs nothing). */
export const SHARED_ANSWERS_FROM = 1000;

const SHIFT = 8;
const CHUNK = 1 << SHIFT;

interface Backing {
  /** Each field name's position. Shared by every answers record of the form. */
  index: ReadonlyMap<string, number>;
  names: readonly string[];
  /** The answers in field order, CHUNK to a chunk; a change copies one chunk and this list. */
  chunks: readonly (readonly FieldAnswer[])[];
}

// Known only here: the target keeps its backing under it, and reading it through a record made
// here hands the backing back (to no one else, as no one else has the key).
const BACKING = Symbol('backing');
type Target = { [BACKING]: Backing };

const backingOf = (target: object): Backing => (target as Target)[BACKING];

const answerAt = (b: Backing, i: number) => b.chunks[i >> SHIFT]![i & (CHUNK - 1)]!;

// Reads like the plain record it stands for (own, enumerable, in field order; no prototype), and
// refuses writes: answers are never changed in place.
const handler: ProxyHandler<object> = {
  get(target, key) {
    const b = backingOf(target);
    if (key === BACKING) return b;
    const i = typeof key === 'string' ? b.index.get(key) : undefined;
    return i === undefined ? undefined : answerAt(b, i);
  },
  has: (target, key) => typeof key === 'string' && backingOf(target).index.has(key),
  ownKeys: (target) => [...backingOf(target).names],
  getOwnPropertyDescriptor(target, key) {
    const b = backingOf(target);
    const i = typeof key === 'string' ? b.index.get(key) : undefined;
    if (i === undefined) return undefined;
    return { value: answerAt(b, i), writable: true, enumerable: true, configurable: true };
  },
  set: () => false,
  defineProperty: () => false,
  deleteProperty: () => false,
};

function record(backing: Backing): Record<string, FieldAnswer> {
  const target = Object.create(null) as Target;
  target[BACKING] = backing;
  return new Proxy(target, handler) as Record<string, FieldAnswer>;
}

/**
 * A form's answers as one record whose changes share what they leave alone: changing one answer
 * copies a chunk of them, not all, so a keystroke in a form of thousands of fields does not copy
 * thousands of answers. `answers` is in field order, one per name; undefined when names repeat.
 */
export function sharedAnswers(
  names: readonly string[],
  answers: readonly FieldAnswer[],
): Record<string, FieldAnswer> | undefined {
  const index = new Map(names.map((n, i) => [n, i]));
  if (index.size !== names.length) return undefined;
  const chunks: FieldAnswer[][] = [];
  for (let i = 0; i < answers.length; i += CHUNK) chunks.push(answers.slice(i, i + CHUNK));
  return record({ index, names, chunks });
}

/** `answers` with `name`'s answer replaced, sharing the rest; undefined for a plain record. */
export function withSharedAnswer(
  answers: Record<string, FieldAnswer>,
  name: string,
  answer: FieldAnswer,
): Record<string, FieldAnswer> | undefined {
  const b = (answers as Partial<Target>)[BACKING];
  if (!b) return undefined;
  const i = b.index.get(name);
  if (i === undefined) return answers;
  const chunks = [...b.chunks];
  const chunk = [...chunks[i >> SHIFT]!];
  chunk[i & (CHUNK - 1)] = answer;
  chunks[i >> SHIFT] = chunk;
  return record({ ...b, chunks });
}
