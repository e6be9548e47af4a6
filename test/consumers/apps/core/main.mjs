// A Node ESM app with exactly the @elicitkit/core README's install line: normalise a request and
// check an answer against it, the way a host with its own UI does.
import { acceptResult, normalizeRequest } from '@elicitkit/core';

const request = normalizeRequest({
  message: 'How many seats?',
  requestedSchema: {
    type: 'object',
    properties: { seats: { type: 'integer', minimum: 1 } },
    required: ['seats'],
  },
});
if (request.mode !== 'form') throw new Error('expected a form');
const bad = acceptResult(request.form, { seats: 0 });
const good = acceptResult(request.form, { seats: 2 });
console.log(`BAD ${JSON.stringify(bad.ok)} GOOD ${JSON.stringify(good.ok && good.result)}`);
