// Drives promptElicitation in a real terminal for the tmux tests: renders the request in a JSON
// file (raw elicitation/create params, or {params, context}) and prints "RESULT <json>" after the
// prompt closes, plus "INTERRUPTED" when it ended with Ctrl-C. `{ "all": [request, …] }` asks every
// request at once (as parallel tool calls would) and prints "RESULT <i> <json>" for each once all are answered.
import { readFileSync } from 'node:fs';
// test/ does not depend on @elicitkit/ink (its package.json is not ours to change), so by path.
import { promptElicitation } from '@elicitkit/ink';

const file = process.argv[2];
if (!file) {
  console.error('usage: harness.ts <request.json>');
  process.exit(2);
}
const input = JSON.parse(readFileSync(file, 'utf8')) as {
  params?: unknown;
  context?: object;
  all?: { params?: unknown; context?: object }[];
};
let interrupted = false;
function ask(request: { params?: unknown; context?: object }) {
  const params = request.params ?? request;
  const context = { server: { trustedId: 'harness' }, ...(request.context ?? {}) };
  return promptElicitation(params, {
    context: context as { server: { trustedId: string } },
    onInterrupt: () => {
      interrupted = true;
    },
    openUrl: async () => ({ opened: false, detail: 'opening is disabled in the harness' }),
    // The tmux tests keep the person's first-moment wait; the keystroke bench, a script, sets 0.
    ...(process.env['EK_HARNESS_ARM_MS'] !== undefined && {
      armDelayMs: Number(process.env['EK_HARNESS_ARM_MS']),
    }),
  });
}
if (input.all) {
  // Printed once all are answered: writing while the next question is drawn would be drawn over.
  const results = await Promise.all(input.all.map(ask));
  results.forEach((result, i) => process.stdout.write(`RESULT ${i} ${JSON.stringify(result)}\n`));
} else {
  const result = await ask(input);
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
}
if (interrupted) process.stdout.write('INTERRUPTED\n');
process.exit(interrupted ? 130 : 0);
