import type { CallToolResult, Tool } from '@modelcontextprotocol/client';
import { fromJsonSchema } from '@modelcontextprotocol/client';
import type { CallHost } from './callHost.js';
import { InvalidResultError } from './errors.js';

/**
 * The SDK checks a tool's outputSchema on every return of callTool, input_required included,
 * which would reject each round. Legs get the definition without it; the final result is
 * checked by `checkOutput` instead.
 */
export function legToolDefinition(host: CallHost, name: string): Tool | undefined {
  const tool = host.tool(name);
  if (!tool?.outputSchema) return undefined;
  const { outputSchema: _outputSchema, ...rest } = tool;
  return rest as Tool;
}

/** The final result against the tool's listed output schema: a local check, a local error. */
export async function checkOutput(
  host: CallHost,
  name: string,
  result: CallToolResult,
): Promise<CallToolResult> {
  const schema = host.tool(name)?.outputSchema;
  if (!schema || result.isError) return result;
  if (result.structuredContent === undefined)
    throw new InvalidResultError({
      code: 'output-schema-mismatch',
      tool: name,
      issues: ['the result has no structured content'],
    });
  const outcome = await fromJsonSchema(schema as Record<string, unknown>)['~standard'].validate(
    result.structuredContent,
  );
  if (outcome.issues)
    throw new InvalidResultError({
      code: 'output-schema-mismatch',
      tool: name,
      issues: outcome.issues.map((issue) => issue.message),
    });
  return result;
}
