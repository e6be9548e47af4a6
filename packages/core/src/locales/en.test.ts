import { expect, it } from 'vitest';
import en from '@elicitkit/core/locales/en';
import { resolveLocalizer } from '@elicitkit/core';

it('is importable as a package entry point and is the default English', () => {
  expect(en.locale).toBe('en');
  expect(resolveLocalizer(en)).toBe(resolveLocalizer());
});
