// Drives promptElicitation in a real terminal for the tmux tests: renders the request in a JSON
// file (raw elicitation/create params, or {params, context}) and prints "RESULT <json>" after the
// prompt closes, plus "INTERRUPTED" when it ended with Ctrl-C.
import { readFileSync } from 'node:fs';
// test/ does not depend on @elicitkit/ink (its package.json is not ours to change), so by path.
import { promptElicitation } from '@elicitkit/ink';

const file = process.argv[2];
if (!file) {
  console.error('usage: harness.ts <request.json>');
  process.exit(2);
}
const input = JSON.parse(readFileSync(file, 'utf8')) as { params?: unknown; context?: object };
const params = input.params ?? input;
const context = { server: { trustedId: 'harness' }, ...(input.context ?? {}) };
let interrupted = false;
const result = await promptElicitation(params, {
  context: context as { server: { trustedId: string } },
  onInterrupt: () => {
    interrupted = true;
  },
  openUrl: async () => ({ opened: false, detail: 'opening is disabled in the harness' }),
});
process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
if (interrupted) process.stdout.write('INTERRUPTED\n');
process.exit(interrupted ? 130 : 0);
