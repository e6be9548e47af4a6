import type { ElicitRequestFormParams, McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { textResult } from '../toolResult.js';

// The 2025-11-25 elicitation server scenarios of the official conformance suite
// (`tools-call-elicitation`, `elicitation-sep1034-defaults`, `elicitation-sep1330-enums`) call the
// tools registered here by name (test_elicitation, test_elicitation_sep1034_defaults,
// test_elicitation_sep1330_enums). Each pushes one `elicitation/create` with exactly the schema its
// scenario describes and reports the answer. Registered with `--conformance-fixtures` on 2025-era
// instances only (pushed requests are the 2025 way to ask).

type Schema = ElicitRequestFormParams['requestedSchema'];

const DEFAULTS: Schema = {
  type: 'object',
  properties: {
    name: { type: 'string', default: 'John Doe' },
    age: { type: 'integer', default: 30 },
    score: { type: 'number', default: 95.5 },
    status: { type: 'string', enum: ['active', 'inactive', 'pending'], default: 'active' },
    verified: { type: 'boolean', default: true },
  },
};

const ENUMS: Schema = {
  type: 'object',
  properties: {
    untitledSingle: { type: 'string', enum: ['option1', 'option2', 'option3'] },
    titledSingle: {
      type: 'string',
      oneOf: [
        { const: 'value1', title: 'First Option' },
        { const: 'value2', title: 'Second Option' },
        { const: 'value3', title: 'Third Option' },
      ],
    },
    legacyEnum: {
      type: 'string',
      enum: ['opt1', 'opt2', 'opt3'],
      enumNames: ['Option One', 'Option Two', 'Option Three'],
    },
    untitledMulti: {
      type: 'array',
      items: { type: 'string', enum: ['option1', 'option2', 'option3'] },
    },
    titledMulti: {
      type: 'array',
      items: {
        anyOf: [
          { const: 'value1', title: 'First Choice' },
          { const: 'value2', title: 'Second Choice' },
          { const: 'value3', title: 'Third Choice' },
        ],
      },
    },
  },
};

export function registerConformanceElicitation2025(server: McpServer): void {
  const ask = async (
    message: string,
    requestedSchema: Schema,
    ctx: { mcpReq: { elicitInput: McpServer['server']['elicitInput'] } },
  ) => {
    const result = await ctx.mcpReq.elicitInput({ mode: 'form', message, requestedSchema });
    return `action=${result.action}, content=${JSON.stringify(result.content ?? {})}`;
  };
  server.registerTool(
    'test_elicitation',
    {
      description: 'Asks the user for a username and an email address (conformance fixture).',
      inputSchema: z.object({ message: z.string() }),
    },
    async ({ message }, ctx) => {
      const answer = await ask(
        message,
        {
          type: 'object',
          properties: {
            username: { type: 'string', description: "User's response" },
            email: { type: 'string', description: "User's email address" },
          },
          required: ['username', 'email'],
        },
        ctx,
      );
      return textResult(`User response: ${answer}`);
    },
  );
  server.registerTool(
    'test_elicitation_sep1034_defaults',
    { description: 'Asks with a default for every primitive type (conformance fixture).' },
    async (ctx) =>
      textResult(
        `Elicitation completed: ${await ask('Please review and update the form fields with defaults', DEFAULTS, ctx)}`,
      ),
  );
  server.registerTool(
    'test_elicitation_sep1330_enums',
    { description: 'Asks with all five enum shapes (conformance fixture).' },
    async (ctx) =>
      textResult(
        `Elicitation completed: ${await ask('Please select options from the enum fields', ENUMS, ctx)}`,
      ),
  );
}
