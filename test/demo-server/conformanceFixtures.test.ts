// The --conformance-fixtures tools and prompt, on the raw 2026-07-28 wire the official conformance
// suite uses (test/conformance-official runs the suite itself): what each fixture asks, what it
// answers, and that none of it is there without the flag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONFORMANCE_PROMPT,
  CONFORMANCE_TOOLS,
} from '../../apps/demo-server/src/conformanceFixtures.js';
import { runDemoServer, startDemoServer, stopAllDemoServers } from './demoServerProcess.js';
import type { DemoServerProcess } from './demoServerProcess.js';
import { connectAuto, textOf } from './mcpClients.js';
import { ALL_CAPS, accept, call, inputRequired, rpc, text } from './rawWire.js';

const sampled = (said: string) => ({
  role: 'assistant',
  content: { type: 'text', text: said },
  model: 'test-model',
  stopReason: 'endTurn',
});
const ROOTS = { roots: [{ uri: 'file:///test/root', name: 'Test Root' }] };

let fixtures: DemoServerProcess;
let plain: DemoServerProcess;

beforeAll(async () => {
  [fixtures, plain] = await Promise.all([
    startDemoServer(['--conformance-fixtures']),
    startDemoServer(),
  ]);
});

afterAll(() => stopAllDemoServers());

describe('registration', () => {
  it('registers nothing of it without --conformance-fixtures', async () => {
    const tools = await rpc(plain, 'tools/list', {});
    const names = (tools.reply.result?.tools as { name: string }[]).map((t) => t.name);
    expect(names).toHaveLength(8);
    expect(names.filter((n) => n.startsWith('test_'))).toEqual([]);
    expect((await rpc(plain, 'prompts/list', {})).reply.error?.code).toBe(-32601);
    const unknown = await call(plain, 'test_input_required_result_elicitation');
    expect(unknown.reply.error).toMatchObject({ code: -32602 });
    expect(unknown.reply.error?.message).toMatch(/test_input_required_result_elicitation/);
  });

  it('lists every fixture next to the demo tools, and the prompt, with --conformance-fixtures', async () => {
    const tools = await rpc(fixtures, 'tools/list', {});
    const names = (tools.reply.result?.tools as { name: string }[]).map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining([...CONFORMANCE_TOOLS, 'close_ticket', 'deploy']));
    expect(names).toHaveLength(8 + CONFORMANCE_TOOLS.length);
    const prompts = await rpc(fixtures, 'prompts/list', {});
    expect((prompts.reply.result?.prompts as { name: string }[]).map((p) => p.name)).toEqual([
      CONFORMANCE_PROMPT,
    ]);
    const discover = await rpc(fixtures, 'server/discover', {});
    expect(discover.reply.result?.capabilities).toMatchObject({
      logging: {},
      prompts: { listChanged: false },
      tools: {},
    });
    expect(fixtures.stderr()).toContain('--conformance-fixtures');
  });

  it('documents the flag in --help', async () => {
    const run = await runDemoServer(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('--conformance-fixtures');
  });
});

describe('single questions, answered without a requestState', () => {
  it('elicitation: asks user_name, greets, and asks again for a missing, wrong or malformed answer', async () => {
    const ask = inputRequired(await call(fixtures, 'test_input_required_result_elicitation'));
    expect(ask.inputRequests).toEqual({
      user_name: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message: 'What is your name?',
          requestedSchema: {
            type: 'object',
            properties: { name: { type: 'string' } },
            required: ['name'],
          },
        },
      },
    });
    const answered = await call(fixtures, 'test_input_required_result_elicitation', {
      inputResponses: { user_name: accept({ name: 'Alice' }), extra: accept({ foo: 'bar' }) },
    });
    expect(text(answered)).toBe('Hello, Alice!');
    for (const inputResponses of [
      { wrong_key: accept({ data: 'wrong' }) },
      { user_name: accept({ name: 42 }) },
    ])
      expect(
        Object.keys(
          inputRequired(
            await call(fixtures, 'test_input_required_result_elicitation', { inputResponses }),
          ).inputRequests,
        ),
      ).toEqual(['user_name']);
    // Malformed inputResponses (a number for the answer, or null for the map) are no answer.
    for (const inputResponses of [{ user_name: 12345 }, null])
      expect(
        Object.keys(
          inputRequired(
            await call(fixtures, 'test_input_required_result_elicitation', { inputResponses }),
          ).inputRequests,
        ),
      ).toEqual(['user_name']);
    const declined = await call(fixtures, 'test_input_required_result_elicitation', {
      inputResponses: { user_name: { action: 'decline' } },
    });
    expect(text(declined)).toBe('No name given: the user chose decline.');
  });

  it('sampling: asks capital_question and reports what the model said', async () => {
    const ask = inputRequired(await call(fixtures, 'test_input_required_result_sampling'));
    expect(ask.inputRequests.capital_question).toEqual({
      method: 'sampling/createMessage',
      params: {
        messages: [
          { role: 'user', content: { type: 'text', text: 'What is the capital of France?' } },
        ],
        maxTokens: 100,
      },
    });
    const done = await call(fixtures, 'test_input_required_result_sampling', {
      inputResponses: { capital_question: sampled('Paris.') },
    });
    expect(text(done)).toBe('The model answered: "Paris."');
  });

  it('list_roots: asks client_roots and lists them', async () => {
    const ask = inputRequired(await call(fixtures, 'test_input_required_result_list_roots'));
    expect(ask.inputRequests.client_roots?.method).toBe('roots/list');
    const done = await call(fixtures, 'test_input_required_result_list_roots', {
      inputResponses: { client_roots: ROOTS },
    });
    expect(text(done)).toBe('Client roots: file:///test/root (Test Root)');
  });
});

describe('state-bound fixtures', () => {
  it('request_state: says state-ok only with its own signed state back', async () => {
    const tool = 'test_input_required_result_request_state';
    const ask = inputRequired(await call(fixtures, tool));
    expect(typeof ask.requestState).toBe('string');
    expect(ask.inputRequests.confirm?.method).toBe('elicitation/create');
    const inputResponses = { confirm: accept({ ok: true }) };
    // An answer without the state is no answer: it is asked again.
    inputRequired(await call(fixtures, tool, { inputResponses }));
    const done = await call(fixtures, tool, { inputResponses, requestState: ask.requestState });
    expect(text(done)).toMatch(/^state-ok: /);
    // A genuine state minted for another fixture is refused as a tool error.
    const other = inputRequired(await call(fixtures, 'test_input_required_result_tampered_state'));
    const foreign = await call(fixtures, tool, {
      inputResponses,
      requestState: other.requestState,
    });
    expect(foreign.reply.result).toMatchObject({ isError: true });
    expect(text(foreign)).toMatch(/issued for a different call/);
  });

  it('tampered_state: a tampered requestState is refused with -32602', async () => {
    const tool = 'test_input_required_result_tampered_state';
    const ask = inputRequired(await call(fixtures, tool));
    const tampered = await call(fixtures, tool, {
      inputResponses: { confirm: accept({ ok: true }) },
      requestState: `${ask.requestState}-TAMPERED`,
    });
    expect(tampered.reply.error).toMatchObject({
      code: -32602,
      message: 'Invalid or expired requestState',
    });
    const intact = await call(fixtures, tool, {
      inputResponses: { confirm: accept({ ok: true }) },
      requestState: ask.requestState,
    });
    expect(text(intact)).toMatch(/^state-ok: /);
  });

  it('multiple_inputs: asks all three kinds, re-asks only what is missing, then completes', async () => {
    const tool = 'test_input_required_result_multiple_inputs';
    const ask = inputRequired(await call(fixtures, tool));
    expect(
      Object.fromEntries(Object.entries(ask.inputRequests).map(([k, r]) => [k, r.method])),
    ).toEqual({
      user_name: 'elicitation/create',
      greeting: 'sampling/createMessage',
      client_roots: 'roots/list',
    });
    expect(typeof ask.requestState).toBe('string');
    const partial = inputRequired(
      await call(fixtures, tool, {
        inputResponses: { user_name: accept({ name: 'Alice' }) },
        requestState: ask.requestState,
      }),
    );
    expect(Object.keys(partial.inputRequests).sort()).toEqual(['client_roots', 'greeting']);
    const done = await call(fixtures, tool, {
      inputResponses: {
        user_name: accept({ name: 'Alice' }),
        greeting: sampled('Hello there!'),
        client_roots: ROOTS,
      },
      requestState: partial.requestState,
    });
    expect(text(done)).toBe(
      'All three answered. Name: {"name":"Alice"}; greeting: "Hello there!"; roots: file:///test/root (Test Root).',
    );
  });

  it('multi_round: step1, then step2 under a new state carrying the name, then the result', async () => {
    const tool = 'test_input_required_result_multi_round';
    const r1 = inputRequired(await call(fixtures, tool));
    expect(Object.keys(r1.inputRequests)).toEqual(['step1']);
    const r2 = inputRequired(
      await call(fixtures, tool, {
        inputResponses: { step1: accept({ name: 'Alice' }) },
        requestState: r1.requestState,
      }),
    );
    expect(Object.keys(r2.inputRequests)).toEqual(['step2']);
    expect(r2.inputRequests.step2?.params?.message).toBe('Step 2: What is your favorite color?');
    expect(r2.requestState).toEqual(expect.any(String));
    expect(r2.requestState).not.toBe(r1.requestState);
    const done = await call(fixtures, tool, {
      inputResponses: { step2: accept({ color: 'blue' }) },
      requestState: r2.requestState,
    });
    expect(text(done)).toBe("Alice's favorite color is blue.");
  });
});

describe('client capabilities', () => {
  const caps = (clientCapabilities: Record<string, unknown>) => ({
    'io.modelcontextprotocol/clientCapabilities': clientCapabilities,
  });

  it('capabilities: asks only for what the request declares', async () => {
    const tool = 'test_input_required_result_capabilities';
    const samplingOnly = inputRequired(await call(fixtures, tool, {}, caps({ sampling: {} })));
    expect(Object.keys(samplingOnly.inputRequests)).toEqual(['capital_question']);
    const all = inputRequired(await call(fixtures, tool, {}, caps(ALL_CAPS)));
    expect(Object.keys(all.inputRequests).sort()).toEqual([
      'capital_question',
      'client_roots',
      'user_name',
    ]);
    expect(text(await call(fixtures, tool, {}, caps({})))).toMatch(/^Nothing asked/);
    const done = await call(
      fixtures,
      tool,
      { inputResponses: { capital_question: sampled('Paris') } },
      caps({ sampling: {} }),
    );
    expect(text(done)).toBe('Asked only what was declared: capital_question = "Paris".');
  });

  it('test_missing_capability: -32021 naming sampling, with HTTP 400, when sampling is undeclared', async () => {
    const refused = await call(fixtures, 'test_missing_capability', {}, caps({}));
    expect(refused.status).toBe(400);
    expect(refused.reply.error?.code).toBe(-32021);
    expect(refused.reply.error?.data).toMatchObject({ requiredCapabilities: { sampling: {} } });
    const asked = inputRequired(
      await call(fixtures, 'test_missing_capability', {}, caps({ sampling: {} })),
    );
    expect(Object.keys(asked.inputRequests)).toEqual(['capability_probe']);
  });

  it('test_streaming_elicitation: the question rides the result; no request is pushed on the stream', async () => {
    const wire = await call(fixtures, 'test_streaming_elicitation', {}, caps({ elicitation: {} }));
    expect(Object.keys(inputRequired(wire).inputRequests)).toEqual(['confirm']);
    expect(wire.frames.filter((f) => typeof f.method === 'string')).toEqual([]);
    const done = await call(
      fixtures,
      'test_streaming_elicitation',
      { inputResponses: { confirm: accept({ ok: true }) } },
      caps({ elicitation: {} }),
    );
    expect(text(done)).toMatch(/^Answered in a later round/);
  });
});

describe('test_logging_tool', () => {
  it('sends no log message to a request without a logLevel', async () => {
    const wire = await call(fixtures, 'test_logging_tool');
    expect(text(wire)).toMatch(/^Logged one info message/);
    expect(wire.frames.filter((f) => f.method === 'notifications/message')).toEqual([]);
  });

  it('does log to a request whose _meta sets a logLevel (so the check above is not vacuous)', async () => {
    const wire = await call(
      fixtures,
      'test_logging_tool',
      {},
      {
        'io.modelcontextprotocol/logLevel': 'debug',
      },
    );
    expect(text(wire)).toMatch(/^Logged one info message/);
    expect(wire.frames.filter((f) => f.method === 'notifications/message')).toEqual([
      expect.objectContaining({
        params: expect.objectContaining({ level: 'info', data: 'test_logging_tool ran' }),
      }),
    ]);
  });
});

describe(`prompt ${CONFORMANCE_PROMPT}`, () => {
  it('returns input_required from prompts/get, then the prompt with the context', async () => {
    const ask = inputRequired(await rpc(fixtures, 'prompts/get', { name: CONFORMANCE_PROMPT }));
    expect(ask.inputRequests.user_context?.params?.message).toBe(
      'What context should the prompt use?',
    );
    const done = await rpc(fixtures, 'prompts/get', {
      name: CONFORMANCE_PROMPT,
      inputResponses: { user_context: accept({ context: 'test context' }) },
    });
    expect(done.reply.result?.messages).toEqual([
      { role: 'user', content: { type: 'text', text: 'Answer using this context: test context' } },
    ]);
  });
});

describe('on a 2025-11-25 session', () => {
  it('the same fixtures run through the SDK shim, their questions pushed as requests', async () => {
    const asked: string[] = [];
    const { client } = await connectAuto(
      fixtures.url,
      (params) => {
        asked.push(params.message);
        return { action: 'accept', content: { name: 'Bob' } };
      },
      'legacy',
    );
    try {
      const result = await client.callTool({
        name: 'test_input_required_result_elicitation',
        arguments: {},
      });
      expect(asked).toEqual(['What is your name?']);
      expect(textOf(result)).toBe('Hello, Bob!');
    } finally {
      await client.close();
    }
  });
});
