// The example's own words for what it refuses, beside core's catalogue (which has the bridge's:
// AnswerRefusal, outcome.*). A refusal body is `{ code, message }`: a page or a log decides on
// `code` and may show `message`; nothing decides on the words.

export const refusalWords = Object.freeze({
  'foreign-host': 'This server only answers requests addressed to it by its own name.',
  'cross-origin': 'Only pages served by this server may send this request.',
  'not-json': 'This request must send JSON (Content-Type: application/json).',
  'too-large': 'This request is too large.',
  'bad-json': 'This request’s body is not valid JSON.',
  'bad-request': 'This request is missing what it needs, or has the wrong kind of value.',
  'bad-path': 'This address could not be read.',
  'no-session': 'This page has no session here; reload it to get one.',
  'not-found': 'There is nothing at this address.',
  failed: 'The server could not complete this request.',
} as const);

export type RefusalCode = keyof typeof refusalWords;
