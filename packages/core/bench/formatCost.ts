import de from '../src/locales/de.js';
import type { MessageKey, Msg } from '../src/index.js';
import { createLocalizer, en, EN_CATALOGUE } from '../src/index.js';
import type { BenchFigure } from '../../../test/support/benchStats.js';
import { timePerCall } from './measure.js';

// Every key with values for every argument name it could use, so plurals and selects take a branch.
const VALUES = { count: 3, min: 2, max: 9, round: 2, total: 3, id: 'github', site: 'example.com' };
const messages: Msg[] = (Object.keys(en) as MessageKey[]).map((key) => ({ key, values: VALUES }));

/** Cost of `format` per message (µs), averaged over every key: German against English. */
export function measureFormatCost(report: (figure: BenchFigure) => void): void {
  const perMessage = (catalogue: typeof de) => {
    const l = createLocalizer(catalogue);
    return (timePerCall(() => messages.map((m) => l.format(m))) * 1000) / messages.length;
  };
  const english = perMessage(EN_CATALOGUE);
  report({
    name: `format one message (de, ${messages.length} keys)`,
    value: perMessage(de),
    unit: 'µs',
    baseline: { name: 'en', value: english },
  });
}
