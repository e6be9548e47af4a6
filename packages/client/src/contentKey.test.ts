import { describe, expect, it } from 'vitest';
import { contentKey, plainCopy } from './contentKey.js';

describe('contentKey', () => {
  it('tells apart what JSON writes alike', () => {
    const values = [
      Number.NaN,
      null,
      -0,
      0,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      undefined,
      'null',
      '0',
      [undefined],
      [null],
      [],
      { a: undefined },
      {},
    ];
    const keys = values.map((v) => contentKey(v));
    expect(keys.every((k) => typeof k === 'string')).toBe(true);
    expect(new Set(keys).size).toBe(values.length);
  });

  it('same content, same key; another key order, another key', () => {
    expect(contentKey({ a: [1, 'x'], b: { c: true } })).toBe(
      contentKey({ a: [1, 'x'], b: { c: true } }),
    );
    expect(contentKey({ a: 1, b: 2 })).not.toBe(contentKey({ b: 2, a: 1 }));
  });

  it('has no key for what is not plain data, nested too deep (a cycle) or too large', () => {
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    const vast: unknown[] = [];
    vast.length = 100_000;
    for (const value of [
      () => 1,
      Symbol('s'),
      1n,
      new Date(0),
      new Map(),
      { a: () => 1 },
      cycle,
      vast,
      { text: 'x'.repeat(100_000) },
      {
        get boom(): never {
          throw new Error('no');
        },
      },
    ])
      expect(contentKey(value)).toBeUndefined();
  });

  it('a plain copy has the same key and shares nothing with the original', () => {
    const original = JSON.parse('{"__proto__":{"a":[1,{"b":-0}]},"c":null}') as Record<
      string,
      unknown
    >;
    const copy = plainCopy(original);
    expect(contentKey(copy)).toBe(contentKey(original));
    expect(Object.keys(copy)).toEqual(['__proto__', 'c']);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(copy['__proto__']).not.toBe(original['__proto__']);
  });
});
