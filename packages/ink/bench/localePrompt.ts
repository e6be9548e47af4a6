// The first-frame bench's prompt process for a locale (bundled by bench/index.ts like the e2e
// harness): asks the question in a JSON file (raw elicitation/create params, or {params}) through
// the Ink prompt, in English or with `messages:` a locale loaded the way the CLI loads one (a
// dynamic import, so English start-up parses no other catalogue). Never answered: the bench
// stops it.
import { readFileSync } from 'node:fs';
import { promptElicitation } from '../src/promptElicitation.js';

const [file, locale = 'en'] = process.argv.slice(2);
if (!file || (locale !== 'en' && locale !== 'de'))
  throw new Error('usage: localePrompt.mjs <request.json> [en|de]');
const input = JSON.parse(readFileSync(file, 'utf8')) as { params?: unknown };
const params = input.params ?? input;
const messages = locale === 'de' ? (await import('@elicitkit/core/locales/de')).default : undefined;
await promptElicitation(params, {
  context: { server: { trustedId: 'bench' } },
  ...(messages && { messages }),
});
