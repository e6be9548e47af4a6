import {
  Client,
  StreamableHTTPClientTransport,
  isInputRequiredResult,
} from '@modelcontextprotocol/client';
import type {
  CallToolResult,
  ElicitRequest,
  ElicitResult,
  InputRequiredResult,
  InputResponses,
} from '@modelcontextprotocol/client';

export const CLIENT_INFO = { name: 'demo-server-tests', version: '0.0.1' };
export const ELICITATION_CAPS = { elicitation: { form: {}, url: {} } };

export type ElicitHandler = (
  params: ElicitRequest['params'],
) => Promise<ElicitResult> | ElicitResult;

/** Auto mode: the SDK driver answers each round through `handler` (modern) or the push (legacy). */
export async function connectAuto(
  url: URL,
  handler: ElicitHandler,
  mode: 'auto' | 'legacy' = 'auto',
): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const client = new Client(CLIENT_INFO, {
    capabilities: ELICITATION_CAPS,
    versionNegotiation: { mode },
  });
  client.setRequestHandler('elicitation/create', async (request) => handler(request.params));
  const transport = new StreamableHTTPClientTransport(url);
  await client.connect(transport);
  return { client, transport };
}

/** Manual mode: every input_required round is returned to the test, which answers it itself. */
export async function connectManual(url: URL): Promise<Client> {
  const client = new Client(CLIENT_INFO, {
    capabilities: ELICITATION_CAPS,
    versionNegotiation: { mode: 'auto' },
    inputRequired: { autoFulfill: false },
  });
  await client.connect(new StreamableHTTPClientTransport(url));
  return client;
}

export interface Round {
  name: string;
  arguments?: Record<string, unknown>;
  inputResponses?: InputResponses;
  requestState?: string;
}

/** One tools/call leg; the result is either the raw input_required or the final result. */
export async function callRound(
  client: Client,
  round: Round,
): Promise<InputRequiredResult | CallToolResult> {
  const result: unknown = await client.callTool(round, { allowInputRequired: true });
  return result as InputRequiredResult | CallToolResult;
}

export function expectInputRequired(
  result: InputRequiredResult | CallToolResult,
): InputRequiredResult {
  if (!isInputRequiredResult(result))
    throw new Error(`expected input_required, got ${JSON.stringify(result)}`);
  return result;
}

export function expectComplete(result: InputRequiredResult | CallToolResult): CallToolResult {
  if (isInputRequiredResult(result))
    throw new Error(`expected a final result, got ${JSON.stringify(result)}`);
  return result as CallToolResult;
}

/** The text of a final result's single text block. */
export function textOf(result: InputRequiredResult | CallToolResult): string {
  const final = expectComplete(result);
  return final.content.map((block) => (block.type === 'text' ? block.text : '')).join('');
}

/** The one embedded elicitation of a round, by key. */
export function elicitationOf(result: InputRequiredResult, key: string): ElicitRequest['params'] {
  const entry = result.inputRequests?.[key];
  if (!entry || entry.method !== 'elicitation/create')
    throw new Error(`no elicitation under ${key}: ${JSON.stringify(result.inputRequests)}`);
  return entry.params as ElicitRequest['params'];
}
