import type { Localizer, MessageKey, Messages } from '@elicitkit/core';
import { createLocalizer } from '@elicitkit/core';
import type { DemoCatalogue, DemoMsg } from './DemoCatalogue.js';

/** The demo's words in one locale: core's Localizer for the kit's, and `demo` for its own. */
export interface DemoWords {
  readonly catalogue: DemoCatalogue;
  readonly kit: Localizer;
  demo(msg: DemoMsg): string;
}

/**
 * The id a demo key has inside its own localizer: an identifier, because core's localizer parses
 * `{<id>}` as the stand-in for an id it has no English for (a dotted id would not parse). No kit
 * id is an identifier (they all have dots), so the two never meet.
 */
const ownId = (key: string) => `demo_${key.replace(/[^A-Za-z0-9]/g, '_')}`;

/**
 * Core's formatter (its ICU subset, plurals, numbers) runs the demo's catalogue too: the demo's
 * keys are handed to a localizer made over that catalogue alone, so they never mix with the kit's.
 */
export function createDemoWords(catalogue: DemoCatalogue): DemoWords {
  const own = createLocalizer({
    locale: catalogue.kit.locale,
    dir: catalogue.kit.dir,
    messages: Object.fromEntries(
      Object.entries(catalogue.messages).map(([key, text]) => [ownId(key), text]),
    ) as unknown as Messages,
  });
  return Object.freeze({
    catalogue,
    kit: createLocalizer(catalogue.kit),
    demo: (msg: DemoMsg) =>
      own.format({
        key: ownId(msg.key) as MessageKey,
        ...(msg.values && { values: msg.values }),
      }),
  });
}
