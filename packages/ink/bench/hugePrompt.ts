// The huge-question bench's prompt process (bundled and run on a pty by bench/hugeQuestions.ts):
// reads the raw elicitation/create params in a JSON file, says READY, and asks the question
// through promptElicitation once a line arrives on stdin, so start-up is not in the figures.
// Once answered it writes its RSS before the question and its peak RSS to `report`, then prints
// "RESULT <action>".
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { promptElicitation } from '../src/promptElicitation.js';

const [file, report] = process.argv.slice(2);
if (!file || !report) throw new Error('usage: hugePrompt.mjs <params.json> <report.json>');
const params = JSON.parse(readFileSync(file, 'utf8')) as unknown;
const rssBefore = process.memoryUsage().rss;
process.stdout.write('READY\n');
// Left flowing: a paused stdin keeps nothing alive, and the prompt would end as cancelled.
await once(process.stdin, 'data');
const result = await promptElicitation(params, {
  context: { server: { trustedId: 'bench' } },
  announce: false,
  // The bench's keys come from a script the moment the question is drawn, not from a person.
  armDelayMs: 0,
});
// maxRSS is in kilobytes: the peak over the process's life, which is after the question arrived.
writeFileSync(
  report,
  JSON.stringify({ rssBefore, rssPeak: process.resourceUsage().maxRSS * 1024 }),
);
process.stdout.write(`RESULT ${result.action}\n`);
process.exit(0);
