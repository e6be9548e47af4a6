import {
  CLIENT_CAPABILITIES_META_KEY,
  acceptedContent,
  inputRequired,
  inputResponse,
} from '@modelcontextprotocol/server';
import type {
  CallToolResult,
  ClientCapabilities,
  CreateMessageResult,
  CreateMessageResultWithTools,
  GetPromptResult,
  InputRequest,
  InputRequiredResult,
  InputResponseView,
  McpServer,
  PrimitiveSchemaDefinition,
  ReadResourceResult,
  ServerContext,
  StandardSchemaV1,
} from '@modelcontextprotocol/server';
import { z } from 'zod';
import { checkState } from './demoState.js';
import { readAnswer } from './readAnswer.js';
import {
  ConfirmDeleteArgs,
  SlowComputeArgs,
  confirmDelete,
  failingJob,
  multiInput,
  protocolErrorJob,
  slowCompute,
  toolWithTask,
} from './tasks/conformanceTaskPrograms.js';
import { registerTaskTool } from './tasks/taskTool.js';
import type { TaskToolDeps } from './tasks/taskTool.js';
import type { DemoStateCodec, StateOf } from './demoState.js';
import { foreignStateResult, textResult } from './toolResult.js';

/**
 * The fixtures the official MCP conformance suite (@modelcontextprotocol/conformance) calls by
 * name in its server scenarios. They are registered only with `--conformance-fixtures`, so the
 * demo's own tool list stays the eight user-facing tools. Each one does exactly what its scenario
 * describes (the scenario sources name the keys, messages and schemas used here) and nothing else:
 * no effects, nothing stored.
 */
export const CONFORMANCE_TOOLS = [
  'test_input_required_result_elicitation',
  'test_input_required_result_sampling',
  'test_input_required_result_list_roots',
  'test_input_required_result_request_state',
  'test_input_required_result_tampered_state',
  'test_input_required_result_multiple_inputs',
  'test_input_required_result_multi_round',
  'test_input_required_result_capabilities',
  'test_missing_capability',
  'test_streaming_elicitation',
  'test_logging_tool',
  'test_custom_header_region',
  // The tasks-* scenarios (src/tasks/conformanceTaskPrograms.ts).
  'greet',
  'slow_compute',
  'confirm_delete',
  'multi_input',
  'failing_job',
  'protocol_error_job',
  'test_tool_with_task',
] as const;

export const CONFORMANCE_PROMPT = 'test_input_required_result_prompt';
/** resources/read asks the way the prompt does (input_required, key user_name) before it answers. */
const CONFORMANCE_RESOURCE = 'elicitkit://conformance/input-required-resource';

type Answered = Exclude<InputResponseView, { kind: 'missing' }>;

/** One embedded request, and what an answer to it has to look like to count. */
interface Question {
  request: InputRequest;
  expects: Answered['kind'];
  /** Form elicitation only: accepted content that fails this schema is asked for again. */
  content?: StandardSchemaV1;
}

function form(
  message: string,
  properties: Record<string, PrimitiveSchemaDefinition>,
  content: StandardSchemaV1,
) {
  return {
    request: inputRequired.elicit({
      message,
      requestedSchema: { type: 'object', properties, required: Object.keys(properties) },
    }),
    expects: 'elicit',
    content,
  } satisfies Question;
}

const Name = z.object({ name: z.string() });
const Ok = z.object({ ok: z.boolean() });
const Color = z.object({ color: z.string() });
const Context = z.object({ context: z.string() });

const USER_NAME = form('What is your name?', { name: { type: 'string' } }, Name);
const OK_FIELD = { ok: { type: 'boolean' } } satisfies Record<string, PrimitiveSchemaDefinition>;
const CONFIRM = form('Please confirm', OK_FIELD, Ok);
const STEP1 = form('Step 1: What is your name?', { name: { type: 'string' } }, Name);
const STEP2 = form('Step 2: What is your favorite color?', { color: { type: 'string' } }, Color);
const USER_CONTEXT = form(
  'What context should the prompt use?',
  { context: { type: 'string' } },
  Context,
);
const STREAM_CONFIRM = form(
  'Confirm that this question arrived inside the tools/call result',
  { ok: { type: 'boolean' } },
  Ok,
);

function sampling(text: string, maxTokens: number): Question {
  return {
    request: inputRequired.createMessage({
      messages: [{ role: 'user', content: { type: 'text', text } }],
      maxTokens,
    }),
    expects: 'sampling',
  };
}

const CAPITAL_QUESTION = sampling('What is the capital of France?', 100);
const GREETING = sampling('Generate a greeting', 50);
const CLIENT_ROOTS: Question = { request: inputRequired.listRoots(), expects: 'roots' };

/**
 * Splits `questions` into the usable answers the retried request carries and the keys still
 * unanswered: absent, of another kind, not an object (`{user_name: 12345}`), or accepted content
 * that fails its schema. Keys the tool did not ask are ignored.
 */
function answersTo<K extends string>(
  ctx: ServerContext,
  questions: Record<K, Question>,
): { answers: Partial<Record<K, Answered>>; unanswered: K[] } {
  const responses = ctx.mcpReq.inputResponses;
  const answers: Partial<Record<K, Answered>> = {};
  const unanswered: K[] = [];
  for (const key of Object.keys(questions) as K[]) {
    const question = questions[key];
    const view = inputResponse(responses, key);
    const invalid =
      view.kind === 'elicit' &&
      view.action === 'accept' &&
      question.content !== undefined &&
      acceptedContent(responses, key, question.content) === undefined;
    if (view.kind === 'missing' || view.kind !== question.expects || invalid) unanswered.push(key);
    else answers[key] = view;
  }
  return { answers, unanswered };
}

function ask<K extends string>(
  questions: Record<K, Question>,
  keys: readonly K[],
  requestState?: string,
): InputRequiredResult {
  return inputRequired({
    inputRequests: Object.fromEntries(keys.map((key) => [key, questions[key].request])),
    ...(requestState !== undefined && { requestState }),
  });
}

function contentOf<T>(view: Answered | undefined, schema: z.ZodType<T>): T | undefined {
  if (view?.kind !== 'elicit' || view.action !== 'accept') return undefined;
  const parsed = schema.safeParse(view.content);
  return parsed.success ? parsed.data : undefined;
}

/** How an answered question reads in a result text. */
function describe(view: Answered | undefined): string {
  if (!view) return 'no answer';
  switch (view.kind) {
    case 'elicit':
      return view.action === 'accept' ? JSON.stringify(view.content ?? {}) : view.action;
    case 'sampling':
      return JSON.stringify(samplingText(view.result));
    case 'roots':
      return view.roots.length === 0
        ? 'no roots'
        : view.roots.map((r) => (r.name ? `${r.uri} (${r.name})` : r.uri)).join(', ');
  }
}

function samplingText(result: CreateMessageResult | CreateMessageResultWithTools): string {
  const blocks: unknown[] = Array.isArray(result.content) ? result.content : [result.content];
  return blocks
    .map((b) =>
      typeof b === 'object' && b !== null && 'text' in b && typeof b.text === 'string'
        ? b.text
        : '',
    )
    .join('');
}

/**
 * The client capabilities this very request declared: its `_meta` envelope on 2026-07-28, the
 * `initialize` capabilities on a 2025 session.
 */
function declaredCapabilities(server: McpServer, ctx: ServerContext): ClientCapabilities {
  const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined;
  const fromEnvelope = envelope?.[CLIENT_CAPABILITIES_META_KEY];
  if (typeof fromEnvelope === 'object' && fromEnvelope !== null)
    return fromEnvelope as ClientCapabilities;
  return server.server.getClientCapabilities() ?? {};
}

const NO_ARGUMENTS = z.object({});

export function registerConformanceFixtures(
  server: McpServer,
  codec: DemoStateCodec,
  taskDeps: TaskToolDeps,
): void {
  // test_logging_tool needs a server that can log at all; the SDK then sends a 2026-07-28 log
  // message only to a request whose _meta names a logLevel. The one prompt never changes, so
  // prompts.listChanged is declared false (registerPrompt would otherwise default it to true).
  server.server.registerCapabilities({
    logging: {},
    prompts: { listChanged: false },
    resources: { listChanged: false },
  });

  const tool = (
    name: (typeof CONFORMANCE_TOOLS)[number],
    description: string,
    handler: (ctx: ServerContext) => Promise<CallToolResult | InputRequiredResult>,
  ) =>
    server.registerTool(
      name,
      { description: `Conformance fixture: ${description}`, inputSchema: NO_ARGUMENTS },
      (_args, ctx) => handler(ctx),
    );

  const mint = (ctx: ServerContext, fixture: string, round: number, name?: string) =>
    codec.mint(
      { tool: 'conformance_fixture', fixture, round, ...(name !== undefined && { name }) },
      ctx,
    );

  /** The signed state of a state-bound fixture; `foreign` when minted for another fixture. */
  const stateOf = (ctx: ServerContext, fixture: string) =>
    checkState(
      ctx,
      'conformance_fixture',
      (s: StateOf<'conformance_fixture'>) => s.fixture === fixture,
    );

  // Stateless single questions: an answer counts even without a requestState, as the scenarios
  // send it (the ignore-extra-params scenario answers on the very first call).
  const single = (
    name: (typeof CONFORMANCE_TOOLS)[number],
    description: string,
    key: string,
    question: Question,
    done: (view: Answered) => string,
  ) =>
    tool(name, description, async (ctx) => {
      const questions = { [key]: question };
      const view = answersTo(ctx, questions).answers[key];
      return view ? textResult(done(view)) : ask(questions, [key]);
    });

  single(
    'test_input_required_result_elicitation',
    'asks "What is your name?" (key user_name) and greets.',
    'user_name',
    USER_NAME,
    (view) => {
      const answer = contentOf(view, Name);
      return answer ? `Hello, ${answer.name}!` : `No name given: the user chose ${describe(view)}.`;
    },
  );
  single(
    'test_input_required_result_sampling',
    'asks the client model "What is the capital of France?" (key capital_question).',
    'capital_question',
    CAPITAL_QUESTION,
    (view) => `The model answered: ${describe(view)}`,
  );
  single(
    'test_input_required_result_list_roots',
    'asks for the client roots (key client_roots) and lists them.',
    'client_roots',
    CLIENT_ROOTS,
    (view) => `Client roots: ${describe(view)}`,
  );
  single(
    'test_streaming_elicitation',
    'asks one elicitation inside its tools/call result (input_required), never as a request pushed on the response stream.',
    'confirm',
    STREAM_CONFIRM,
    (view) => `Answered in a later round, not on the stream: ${describe(view)}`,
  );
  single(
    'test_missing_capability',
    'needs sampling (key capability_probe). A request whose client capabilities do not declare sampling gets -32021 with data.requiredCapabilities {sampling: {}}.',
    'capability_probe',
    sampling('Say anything: this only proves sampling was declared.', 20),
    (view) => `Sampling was declared; the model said ${describe(view)}`,
  );

  // State-bound: the signed requestState must come back, and only a state minted for this fixture
  // counts. A tampered or expired one is answered -32602 by the SDK before the handler runs.
  for (const fixture of [
    'test_input_required_result_request_state',
    'test_input_required_result_tampered_state',
  ] as const) {
    tool(
      fixture,
      'asks "Please confirm" (key confirm) with a signed requestState; the answer counts only with that state back intact (a tampered one is refused with -32602).',
      async (ctx) => {
        const check = stateOf(ctx, fixture);
        if (check.kind === 'foreign') return foreignStateResult('nothing was confirmed');
        const questions = { confirm: CONFIRM };
        const again = async () => ask(questions, ['confirm'], await mint(ctx, fixture, 1));
        if (check.kind === 'absent') return again();
        const { answers } = answersTo(ctx, questions);
        if (!answers.confirm) return again();
        return textResult(
          `state-ok: the signed requestState came back intact; answer ${describe(answers.confirm)}.`,
        );
      },
    );
  }

  tool(
    'test_input_required_result_multiple_inputs',
    'asks three things at once (user_name by elicitation, greeting by sampling, client_roots) with a requestState; completes when all three are answered.',
    async (ctx) => {
      const fixture = 'test_input_required_result_multiple_inputs';
      const questions = { user_name: USER_NAME, greeting: GREETING, client_roots: CLIENT_ROOTS };
      const check = stateOf(ctx, fixture);
      if (check.kind === 'foreign') return foreignStateResult('nothing was done');
      const state = await mint(ctx, fixture, 1);
      if (check.kind === 'absent')
        return ask(questions, ['user_name', 'greeting', 'client_roots'], state);
      const { answers, unanswered } = answersTo(ctx, questions);
      if (unanswered.length > 0) return ask(questions, unanswered, state);
      return textResult(
        `All three answered. Name: ${describe(answers.user_name)}; greeting: ${describe(answers.greeting)}; roots: ${describe(answers.client_roots)}.`,
      );
    },
  );

  tool(
    'test_input_required_result_multi_round',
    'asks step1 (name), then step2 (favorite color) in a second round with a new requestState, then completes.',
    async (ctx) => {
      const fixture = 'test_input_required_result_multi_round';
      const check = stateOf(ctx, fixture);
      if (check.kind === 'foreign') return foreignStateResult('nothing was done');
      const askStep1 = async () => ask({ step1: STEP1 }, ['step1'], await mint(ctx, fixture, 1));
      if (check.kind === 'absent') return askStep1();
      if (check.state.round === 1) {
        const { answers } = answersTo(ctx, { step1: STEP1 });
        if (!answers.step1) return askStep1();
        const name = contentOf(answers.step1, Name)?.name;
        if (name === undefined)
          return textResult(`Stopped at step 1: the user chose ${describe(answers.step1)}.`);
        // The name answered in round 1 travels in the signed round-2 state.
        return ask({ step2: STEP2 }, ['step2'], await mint(ctx, fixture, 2, name));
      }
      const name = check.state.name ?? '';
      const { answers } = answersTo(ctx, { step2: STEP2 });
      if (!answers.step2)
        return ask({ step2: STEP2 }, ['step2'], await mint(ctx, fixture, 2, name));
      const color = contentOf(answers.step2, Color)?.color;
      return textResult(
        color === undefined
          ? `Stopped at step 2: the user chose ${describe(answers.step2)}.`
          : `${name}'s favorite color is ${color}.`,
      );
    },
  );

  tool(
    'test_input_required_result_capabilities',
    "asks only what the request's client capabilities declare: elicitation (user_name), sampling (capital_question), roots (client_roots).",
    async (ctx) => {
      const declared = declaredCapabilities(server, ctx);
      const offered = {
        ...(declared.elicitation && { user_name: USER_NAME }),
        ...(declared.sampling && { capital_question: CAPITAL_QUESTION }),
        ...(declared.roots && { client_roots: CLIENT_ROOTS }),
      } as Record<string, Question>;
      if (Object.keys(offered).length === 0)
        return textResult(
          'Nothing asked: the client declared none of elicitation, sampling and roots.',
        );
      const { answers, unanswered } = answersTo(ctx, offered);
      if (unanswered.length > 0) return ask(offered, unanswered);
      return textResult(
        `Asked only what was declared: ${Object.keys(offered)
          .map((key) => `${key} = ${describe(answers[key])}`)
          .join('; ')}.`,
      );
    },
  );

  tool(
    'test_logging_tool',
    "logs one info message through the request's context. It reaches the client only when the request's _meta sets a logLevel.",
    async (ctx) => {
      await ctx.mcpReq.log('info', 'test_logging_tool ran', 'conformance');
      return textResult('Logged one info message (sent only to a request that set a logLevel).');
    },
  );

  // http-custom-header-server-validation needs a string parameter mirrored into an Mcp-Param
  // header (x-mcp-header, SEP-2243); the web demo's browser test calls this tool as well.
  server.registerTool(
    'test_custom_header_region',
    {
      description:
        'Conformance fixture: its region argument also travels in the Mcp-Param-Region header (x-mcp-header), which the server checks against the body; asks to confirm the region (key confirm).',
      inputSchema: z.object({ region: z.string().meta({ 'x-mcp-header': 'Region' }) }),
    },
    async ({ region }, ctx) => {
      const questions = { confirm: form(`Use the region "${region}"?`, OK_FIELD, Ok) };
      const view = answersTo(ctx, questions).answers.confirm;
      return view
        ? textResult(`Region "${region}": ${describe(view)}`)
        : ask(questions, ['confirm']);
    },
  );

  server.registerPrompt(
    CONFORMANCE_PROMPT,
    {
      description:
        'Conformance fixture: prompts/get asks "What context should the prompt use?" (key user_context) before it returns the prompt.',
    },
    (ctx): GetPromptResult | InputRequiredResult => {
      const questions = { user_context: USER_CONTEXT };
      const { answers } = answersTo(ctx, questions);
      if (!answers.user_context) return ask(questions, ['user_context']);
      const context = contentOf(answers.user_context, Context)?.context;
      return {
        messages: [
          {
            role: 'user',
            content: {
              type: 'text',
              text:
                context === undefined
                  ? `Answer without extra context (the user chose ${describe(answers.user_context)}).`
                  : `Answer using this context: ${context}`,
            },
          },
        ],
      };
    },
  );

  server.registerResource(
    'input_required_resource',
    CONFORMANCE_RESOURCE,
    {
      description:
        'Conformance fixture: resources/read asks "What is your name?" (key user_name) before it returns a greeting.',
      mimeType: 'text/plain',
    },
    (uri, ctx): ReadResourceResult | InputRequiredResult => {
      const questions = { user_name: USER_NAME };
      const { answers } = answersTo(ctx, questions);
      if (!answers.user_name) return ask(questions, ['user_name']);
      const name = contentOf(answers.user_name, Name)?.name;
      const text =
        name === undefined
          ? `No greeting: the user chose ${describe(answers.user_name)}.`
          : `Hello, ${name}!`;
      return { contents: [{ uri: uri.href, mimeType: 'text/plain', text }] };
    },
  );

  registerTaskFixtures(server, codec, taskDeps);
}

/** The fixtures of the tasks-* scenarios: one plain tool and the task programs. */
function registerTaskFixtures(
  server: McpServer,
  codec: DemoStateCodec,
  taskDeps: TaskToolDeps,
): void {
  server.registerTool(
    'greet',
    {
      description: 'Conformance fixture: a plain synchronous tool that answers "Hello, <name>!".',
      inputSchema: z.object({ name: z.string() }),
    },
    ({ name }) => textResult(`Hello, ${name}!`),
  );
  const none = z.object({});
  const fixture = (what: string) => `Conformance fixture: ${what}`;
  registerTaskTool(server, taskDeps, {
    program: slowCompute,
    description: fixture('sleeps `seconds` (a task when the client supports Tasks).'),
    inputSchema: SlowComputeArgs,
  });
  registerTaskTool(server, taskDeps, {
    program: confirmDelete,
    description: fixture('a task that asks to confirm deleting `filename` (key confirm_delete).'),
    inputSchema: ConfirmDeleteArgs,
  });
  registerTaskTool(server, taskDeps, {
    program: multiInput,
    description: fixture('a task that asks two questions at once.'),
    inputSchema: none,
  });
  registerTaskTool(server, taskDeps, {
    program: failingJob,
    description: fixture('task-only; completes with a tool error after about a second.'),
    inputSchema: none,
  });
  registerTaskTool(server, taskDeps, {
    program: protocolErrorJob,
    description: fixture('a task that fails with a JSON-RPC error.'),
    inputSchema: none,
  });
  registerTaskTool(server, taskDeps, {
    program: toolWithTask,
    description: fixture(
      'task-only; asks for user_name by MRTR on the tools/call, then greets from a task.',
    ),
    inputSchema: none,
    beforeTask: async (_args, ctx) => {
      const check = checkState(
        ctx,
        'conformance_fixture',
        (s: StateOf<'conformance_fixture'>) => s.fixture === 'test_tool_with_task',
      );
      if (check.kind === 'foreign')
        return { kind: 'reply', result: foreignStateResult('no task was created') };
      const answer = check.kind === 'valid' ? readAnswer(ctx, 'user_name', Name) : undefined;
      if (answer?.kind === 'accepted')
        return { kind: 'start', state: toolWithTask.start(answer.value) };
      if (answer?.kind === 'refused')
        return {
          kind: 'reply',
          result: textResult(`No task was created: the user chose ${answer.action}.`),
        };
      return {
        kind: 'reply',
        result: inputRequired({
          inputRequests: { user_name: USER_NAME.request },
          requestState: await codec.mint(
            { tool: 'conformance_fixture', fixture: 'test_tool_with_task', round: 1 },
            ctx,
          ),
        }),
      };
    },
  });
}
