import { inputRequired } from '@modelcontextprotocol/server';
import type { ElicitRequestFormParams, McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { checkState } from '../demoState.js';
import type { DemoStateCodec } from '../demoState.js';
import { readAnswer } from '../readAnswer.js';
import { foreignStateResult, textResult } from '../toolResult.js';

const KEY = 'profile';

/**
 * One property per variant of the restricted elicitation schema of the spec, written as wire JSON
 * rather than derived from zod: zod cannot express `enumNames`, titled multi-select or the string
 * formats the way a renderer test needs them.
 */
const PROFILE_SCHEMA = {
  type: 'object',
  properties: {
    name: {
      type: 'string',
      title: 'Full name',
      minLength: 2,
      maxLength: 40,
      default: 'Ada Lovelace',
    },
    email: { type: 'string', title: 'Email', format: 'email' },
    homepage: { type: 'string', title: 'Homepage', format: 'uri' },
    birthday: { type: 'string', title: 'Birthday', format: 'date' },
    next_call: { type: 'string', title: 'Next call', format: 'date-time' },
    height_m: { type: 'number', title: 'Height (m)', minimum: 0.5, maximum: 2.5, default: 1.75 },
    age: { type: 'integer', title: 'Age', minimum: 0, maximum: 150 },
    newsletter: { type: 'boolean', title: 'Subscribe to the newsletter', default: true },
    color: {
      type: 'string',
      title: 'Favourite colour',
      enum: ['red', 'green', 'blue'],
      default: 'green',
    },
    shirt_size: {
      type: 'string',
      title: 'Shirt size',
      oneOf: [
        { const: 's', title: 'Small' },
        { const: 'm', title: 'Medium' },
        { const: 'l', title: 'Large' },
      ],
    },
    team: {
      type: 'string',
      title: 'Team (legacy enumNames)',
      enum: ['eng', 'ops', 'sales'],
      enumNames: ['Engineering', 'Operations', 'Sales'],
    },
    languages: {
      type: 'array',
      title: 'Languages',
      minItems: 1,
      maxItems: 3,
      items: { type: 'string', enum: ['en', 'fr', 'de', 'ja'] },
      default: ['en'],
    },
    roles: {
      type: 'array',
      title: 'Roles',
      maxItems: 2,
      items: {
        anyOf: [
          { const: 'admin', title: 'Administrator' },
          { const: 'editor', title: 'Editor' },
          { const: 'viewer', title: 'Viewer' },
        ],
      },
    },
  },
  required: ['name', 'email'],
} satisfies ElicitRequestFormParams['requestedSchema'];

const Profile = z.object({
  name: z.string().min(2).max(40),
  email: z.email(),
  homepage: z.url().optional(),
  birthday: z.iso.date().optional(),
  next_call: z.iso.datetime({ offset: true }).optional(),
  height_m: z.number().min(0.5).max(2.5).optional(),
  age: z.number().int().min(0).max(150).optional(),
  newsletter: z.boolean().optional(),
  color: z.enum(['red', 'green', 'blue']).optional(),
  shirt_size: z.enum(['s', 'm', 'l']).optional(),
  team: z.enum(['eng', 'ops', 'sales']).optional(),
  languages: z
    .array(z.enum(['en', 'fr', 'de', 'ja']))
    .min(1)
    .max(3)
    .optional(),
  roles: z
    .array(z.enum(['admin', 'editor', 'viewer']))
    .max(2)
    .optional(),
});

export function registerProfile(server: McpServer, codec: DemoStateCodec): void {
  server.registerTool(
    'profile',
    {
      title: 'Edit profile',
      description:
        'Asks for a profile with one field of every elicitation schema variant and echoes the accepted answer as JSON. For renderer testing.',
      inputSchema: z.object({}),
    },
    async (_args, ctx) => {
      const check = checkState(ctx, 'profile', () => true);
      if (check.kind === 'foreign') return foreignStateResult('nothing was saved');
      const ask = async (note = '') =>
        inputRequired({
          inputRequests: {
            [KEY]: inputRequired.elicit({
              message: `${note}Tell us about yourself (every field type is here once).`,
              requestedSchema: PROFILE_SCHEMA,
            }),
          },
          requestState: await codec.mint({ tool: 'profile' }, ctx),
        });
      if (check.kind === 'absent') return ask();
      const answer = readAnswer(ctx, KEY, Profile);
      switch (answer.kind) {
        case 'missing':
          return ask();
        case 'invalid':
          return ask('Some answers did not match the form; please check them. ');
        case 'refused':
          return textResult(`No profile saved: the user chose ${answer.action}.`);
        case 'accepted':
          return textResult(JSON.stringify(answer.value));
      }
    },
  );
}
