import type { Localizer, LocalizerWith, MsgPart } from '@elicitkit/core';
import { createLocalizer, extendLocalizer } from '@elicitkit/core';
import type { DemoCatalogue, DemoMessageKey, DemoMsg } from './DemoCatalogue.js';
import { demoEn } from './demoEn.js';

/** The demo's words in one locale: core's Localizer for the kit's, and `demo` for its own. */
export interface DemoWords {
  readonly catalogue: DemoCatalogue;
  readonly kit: Localizer;
  readonly own: LocalizerWith<DemoMessageKey>;
  demo(msg: DemoMsg): string;
  demoParts(msg: DemoMsg): readonly MsgPart[];
}

/** The kit's words from core's catalogue, the demo's from its own beside them (same ICU subset, plurals, numbers). */
export function createDemoWords(catalogue: DemoCatalogue): DemoWords {
  const kit = createLocalizer(catalogue.kit);
  const own = extendLocalizer(kit, demoEn, catalogue.messages);
  return Object.freeze({
    catalogue,
    kit,
    own,
    demo: own.format,
    demoParts: own.formatParts,
  });
}
