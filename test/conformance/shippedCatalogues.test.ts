import { SHIPPED_LOCALES } from '@elicitkit/core';
import { describe, expect, it } from 'vitest';
import { SHIPPED_CATALOGUES } from './shippedCatalogues.js';

describe('the conformance suite speaks every shipped locale', () => {
  it('has one catalogue per shipped locale, in order', () => {
    expect(SHIPPED_CATALOGUES.map((c) => c.locale)).toEqual([...SHIPPED_LOCALES]);
  });
});
