// A host that asks its own question with node:readline first, closes it, then asks through
// promptElicitation on the same terminal; prints "RESULT <json>" (the tmux tests' harness).
import { createInterface } from 'node:readline';
import { promptElicitation } from '@elicitkit/ink';

const rl = createInterface({ input: process.stdin, output: process.stdout });
const name = await new Promise<string>((resolve) => rl.question('Your name? ', resolve));
rl.close();
const result = await promptElicitation(
  {
    message: `Hello ${name}: close the ticket?`,
    requestedSchema: {
      type: 'object',
      properties: { reason: { type: 'string', title: 'Reason' } },
    },
  },
  { context: { server: { trustedId: 'tickets' } } },
);
process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
