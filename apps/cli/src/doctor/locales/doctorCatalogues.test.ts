import { describe, expect, it } from 'vitest';
import { createLocalizer, EN_CATALOGUE } from '@elicitkit/core';
import {
  describeCatalogueRules,
  SAMPLE_VALUES,
} from '../../../../../test/support/catalogueRules.js';
import { cliEn } from '../../messages/cliEn.js';
import { createDoctorLocalizer } from '../createDoctorLocalizer.js';
import { DOCTOR_AREAS, DOCTOR_CHECKS } from '../doctorChecks.js';
import { doctorEn } from '../messages/doctorEn.js';
import type { DoctorLocaleCatalogue, DoctorMessageKey } from '../messages/DoctorLocalizer.js';
import ar from './ar.js';
import arXB from './ar-XB.js';
import de from './de.js';
import en from './en.js';
import enXA from './en-XA.js';
import es from './es.js';
import fr from './fr.js';
import ja from './ja.js';
import ptBR from './pt-BR.js';
import zhHans from './zh-Hans.js';

const shipped: DoctorLocaleCatalogue[] = [en, de, fr, es, ptBR, ja, zhHans, ar, enXA, arXB];
const keys = Object.keys(doctorEn) as DoctorMessageKey[];

describeCatalogueRules('doctor', doctorEn, shipped, (catalogue, onFallback) => {
  const l = createDoctorLocalizer(createLocalizer(), catalogue as DoctorLocaleCatalogue, {
    onFallback,
  });
  for (const key of keys) l.format({ key, values: { ...SAMPLE_VALUES, visits: 2 } });
});

describe("the doctor's catalogue", () => {
  it("shares no key with the kit's or the command line's: each message has one home", () => {
    const others = new Set([...Object.keys(EN_CATALOGUE.messages), ...Object.keys(cliEn)]);
    expect(keys.filter((k) => others.has(k))).toEqual([]);
  });

  it('names every check and area the report card shows', () => {
    for (const check of DOCTOR_CHECKS) expect(keys).toContain(`doctor.check.${check.id}`);
    for (const area of DOCTOR_AREAS) expect(keys).toContain(`doctor.area.${area}`);
  });

  it('translates the words a person reads (not English copied into another locale)', () => {
    for (const catalogue of [de, fr, es, ptBR, ja, zhHans, ar])
      expect(catalogue.messages['doctor.page.title'], catalogue.locale).not.toBe(
        doctorEn['doctor.page.title'],
      );
  });
});
