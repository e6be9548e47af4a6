import type { CatalogueLocalizer, Localizer, MsgPart } from '@elicitkit/core';
import { createCatalogueLocalizer, createLocalizer } from '@elicitkit/core';
import type { DemoCatalogue, DemoMessageKey, DemoMsg } from './DemoCatalogue.js';
import { demoEn } from './demoEn.js';

/** The demo's words in one locale: core's Localizer for the kit's, and `demo` for its own. */
export interface DemoWords {
  readonly catalogue: DemoCatalogue;
  readonly kit: Localizer;
  readonly own: CatalogueLocalizer<DemoMessageKey>;
  demo(msg: DemoMsg): string;
  demoParts(msg: DemoMsg): readonly MsgPart[];
}

/** The kit's words from core's catalogue, the demo's from its own (same ICU subset, plurals, numbers). */
export function createDemoWords(catalogue: DemoCatalogue): DemoWords {
  const kit = createLocalizer(catalogue.kit);
  const own = createCatalogueLocalizer(
    { locale: catalogue.kit.locale, dir: catalogue.kit.dir, messages: catalogue.messages },
    demoEn,
    { number: kit.number },
  );
  return Object.freeze({
    catalogue,
    kit,
    own,
    demo: own.format,
    demoParts: own.formatParts,
  });
}
