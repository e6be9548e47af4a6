// The client under test for @modelcontextprotocol/conformance client scenarios: @elicitkit/client
// with an automatic answer policy. The harness runs it as `<command> <server-url>` with
// MCP_CONFORMANCE_SCENARIO (and MCP_CONFORMANCE_PROTOCOL_VERSION) in the environment.
import type { AuthorizeHandler, ElicitClient, ProtocolChoice } from '@elicitkit/client';
import { connect, createOAuthProvider, memoryOAuthStore } from '@elicitkit/client';
import type { ElicitationRenderer } from '@elicitkit/core';
import { createQuestion } from '@elicitkit/core';

/**
 * Headless policy: accept a form exactly as prefilled (valid spec defaults are answers, untouched
 * optional fields stay out), decline a form that cannot be accepted without inventing answers,
 * and never consent to a URL on a person's behalf.
 */
export const acceptPrefilledDefaults: ElicitationRenderer = async (request) => {
  if (request.mode === 'url') return { action: 'decline' };
  const outcome = createQuestion(request.form).submit();
  return outcome.ok ? outcome.result : { action: 'decline' };
};

const log = (message: string) => process.stderr.write(`[elicitkit-conformance] ${message}\n`);

function protocolFor(version: string | undefined): ProtocolChoice {
  // Dated revisions up to 2025-11-25 use the initialize handshake; newer ones negotiate.
  return version !== undefined && version <= '2025-11-25' ? '2025-11-25' : 'auto';
}

async function call(client: ElicitClient, name: string, args: Record<string, unknown> = {}) {
  try {
    const result = await client.callTool(name, args).result;
    log(`${name}: ${JSON.stringify(result.content)}`);
  } catch (error) {
    log(
      `${name} failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
    );
  }
}

type Scenario = (client: ElicitClient) => Promise<void>;

interface ContextToolCall {
  name: string;
  arguments?: Record<string, unknown>;
}

/** The calls a scenario asks for in MCP_CONFORMANCE_CONTEXT (`{ toolCalls: [...] }`), if any. */
function contextToolCalls(): ContextToolCall[] {
  const raw = process.env['MCP_CONFORMANCE_CONTEXT'];
  if (!raw) return [];
  const context = JSON.parse(raw) as { toolCalls?: ContextToolCall[] };
  return context.toolCalls ?? [];
}

const scenarios: Record<string, Scenario> = {
  async 'sep-2322-client-request-state'(client) {
    await client.listTools();
    // A second call made while the first waits for its answer must carry none of its state.
    let unrelated: Promise<void> | undefined;
    const first = client.callTool('test_mrtr_echo_state', {});
    const done = first.subscribe((state) => {
      if (state.phase === 'awaiting-input' && !unrelated)
        unrelated = call(client, 'test_mrtr_unrelated');
    });
    await first.result.catch((error: unknown) =>
      log(`test_mrtr_echo_state failed: ${String(error)}`),
    );
    done();
    await unrelated;
    await call(client, 'test_mrtr_no_state');
    await call(client, 'test_mrtr_no_result_type');
  },
  async tools_call(client) {
    await client.listTools();
    await call(client, 'add_numbers', { a: 2, b: 3 });
  },
  async 'http-custom-headers'(client) {
    // The x-mcp-header declarations come from tools/list, so list before calling.
    await client.listTools();
    for (const { name, arguments: args } of contextToolCalls()) await call(client, name, args);
  },
  async 'json-schema-2020-12-preservation'(client) {
    // Echo back the inputSchema exactly as the client holds it, so the suite sees what survived.
    const tools = await client.listTools();
    const focal = tools.find((tool) => tool.name === 'json_schema_2020_12_tool');
    if (!focal) throw new Error('json_schema_2020_12_tool is not listed');
    await call(client, 'json_schema_echo', { schema: focal.inputSchema });
  },
  async 'http-standard-headers'(client) {
    const tools = await client.listTools();
    for (const tool of tools) await call(client, tool.name);
    const sdk = client.sdk;
    const resources = await sdk.listResources().catch(() => ({ resources: [] }));
    const resource = resources.resources[0];
    if (resource)
      await sdk.readResource({ uri: resource.uri }).catch((e: unknown) => log(String(e)));
    const prompts = await sdk.listPrompts().catch(() => ({ prompts: [] }));
    const prompt = prompts.prompts[0];
    if (prompt) await sdk.getPrompt({ name: prompt.name }).catch((e: unknown) => log(String(e)));
  },
};

/**
 * Headless sign-in, as conformance clients do: the suite's authorization server answers the
 * authorization URL at once with the redirect, so follow it and hand back its query.
 */
const followRedirect: AuthorizeHandler = async ({ url }) => {
  const response = await fetch(url, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location)
    throw new Error(`the authorization URL did not redirect (HTTP ${response.status})`);
  return new URL(location).searchParams;
};

/** The auth/* scenarios: createOAuthProvider, pre-registered where the suite hands a client. */
function authProvider(scenario: string) {
  if (!scenario.startsWith('auth/')) return undefined;
  const raw = process.env['MCP_CONFORMANCE_CONTEXT'];
  const context = (raw ? JSON.parse(raw) : {}) as { client_id?: string; client_secret?: string };
  return createOAuthProvider({
    store: memoryOAuthStore(),
    redirectUrl: 'http://127.0.0.1:3000/callback',
    clientMetadataUrl: 'https://conformance-test.local/client-metadata.json',
    ...(context.client_id && {
      staticClient: {
        client_id: context.client_id,
        ...(context.client_secret && { client_secret: context.client_secret }),
      },
    }),
    dpop: scenario.startsWith('auth/dpop'),
    authorize: followRedirect,
  });
}

/** Any other scenario: list the tools and call each one with no arguments. */
const everyTool: Scenario = async (client) => {
  for (const tool of await client.listTools()) await call(client, tool.name);
};

async function main(): Promise<void> {
  const url = process.argv.at(-1);
  const scenario = process.env['MCP_CONFORMANCE_SCENARIO'] ?? '';
  if (!url?.startsWith('http')) throw new Error('usage: client.ts <server-url>');
  const provider = authProvider(scenario);
  const client = await connect({
    url,
    ...(provider && { authProvider: provider }),
    serverId: `conformance:${scenario}`,
    renderer: acceptPrefilledDefaults,
    clientInfo: { name: 'elicitkit-conformance-client', version: '0.1.0' },
    protocol: protocolFor(process.env['MCP_CONFORMANCE_PROTOCOL_VERSION']),
  });
  log(`${scenario}: connected, ${client.protocolVersion}`);
  try {
    await (scenarios[scenario] ?? everyTool)(client);
  } finally {
    await client.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    log(`fatal: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
