// The web demo's own catalogue: every locale's every message parses in core's ICU subset and keeps
// the English message's placeholders (a dropped {url} would hide where the failure happened).
import { messageShape, parseMessage } from '@elicitkit/core';
import { describe, expect, it } from 'vitest';
import { demoEn } from '../../apps/web/src/locales/demoEn.js';
import { DEMO_LOCALES } from '../../apps/web/src/locales/demoLocales.js';

describe('web demo catalogue', () => {
  for (const { kit, messages } of DEMO_LOCALES)
    it(`${kit.locale}: every message parses and keeps the English arguments`, () => {
      for (const [key, english] of Object.entries(demoEn)) {
        const text = messages[key as keyof typeof demoEn];
        expect(text.trim(), key).not.toBe('');
        const want = messageShape(parseMessage(english));
        expect(messageShape(parseMessage(text)), key).toEqual(want);
      }
    });
});
