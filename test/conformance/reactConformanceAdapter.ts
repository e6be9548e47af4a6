// @elicitkit/react under the shared conformance suite, in jsdom: renderForTest drives the form only
// the way a person would (Testing Library's user-event). Its files pin TZ=UTC: the corpus writes
// date-times in UTC and the datetime-local control works in the browser's zone.
import type { ConformanceAdapter } from './adapter.js';
import { renderForTest } from '../../packages/react/src/renderForTest.js';

export const reactConformanceAdapter: ConformanceAdapter = {
  name: '@elicitkit/react (Testing Library, jsdom)',
  render: async (request, context, options) => renderForTest(request, context, options),
};
