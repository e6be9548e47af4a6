// prompts/get and resources/read are input-capable requests too (spec: Multi round-trip requests): a 2026-07-28 server
// may answer them `input_required`. Against the real demo server process (conformance fixtures:
// the prompt asks for user_context, the resource for user_name), the same handle as callTool
// asks the renderer, sends the answer, returns what the server built, and resumes from a
// snapshot in a new handle on a new connection.
import type { ToolCallSnapshot } from '@elicitkit/client';
import type { ElicitationRenderer } from '@elicitkit/core';
import { CallAbortedError, connect, SNAPSHOT_FORMAT } from '@elicitkit/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDemoServer } from './support/demoServer.js';
import { createRecordingFetch } from './support/recordingFetch.js';
import type { ServerProcess } from './support/serverProcess.js';
import { stopAll } from './support/serverProcess.js';
import { accept, scriptedRenderer, waitForAbort } from './support/scriptedRenderer.js';

const PROMPT = 'test_input_required_result_prompt';
const RESOURCE = 'elicitkit://conformance/input-required-resource';
let server: ServerProcess;

beforeAll(async () => {
  server = await startDemoServer({ conformanceFixtures: true });
});
afterAll(stopAll);

/** A connection to the demo server (trusted id "demo") whose wire is recorded. */
async function connectRecorded(renderer: ElicitationRenderer) {
  const wire = createRecordingFetch();
  const client = await connect({ url: server.url, serverId: 'demo', renderer, fetch: wire.fetch });
  return { client, wire };
}

it('getPrompt: the renderer is asked, the answer reaches the server, the prompt is what the server built', async () => {
  const script = scriptedRenderer(accept({ context: 'release notes' }));
  const { client, wire } = await connectRecorded(script.renderer);
  try {
    expect(client.era).toBe('2026-07-28');
    const prompt = client.getPrompt(PROMPT);
    const phases: string[] = [prompt.getState().phase];
    prompt.subscribe((state) => phases.push(state.phase));
    const result = await prompt.result;
    expect(result.messages).toEqual([
      {
        role: 'user',
        content: { type: 'text', text: 'Answer using this context: release notes' },
      },
    ]);
    expect(phases).toEqual(['calling', 'awaiting-input', 'retrying', 'complete']);
    expect(script.shown).toHaveLength(1);
    expect(script.shown[0]?.request.message).toBe('What context should the prompt use?');
    expect(script.shown[0]?.context).toMatchObject({
      inputKey: 'user_context',
      subject: { method: 'prompts/get', name: PROMPT },
    });
    const legs = wire.requests('prompts/get').map((e) => e.body?.['params']);
    expect(legs).toHaveLength(2);
    expect(legs[1]).toMatchObject({
      name: PROMPT,
      inputResponses: { user_context: { action: 'accept', content: { context: 'release notes' } } },
    });
    expect(prompt.method).toBe('prompts/get');
    expect(prompt.snapshot()).toMatchObject({ method: 'prompts/get', params: { name: PROMPT } });
  } finally {
    await client.close();
  }
});

it('readResource: the renderer is asked, the answer reaches the server, the contents are what the server built', async () => {
  const script = scriptedRenderer(accept({ name: 'Ada' }));
  const { client, wire } = await connectRecorded(script.renderer);
  try {
    const read = client.readResource(RESOURCE);
    const result = await read.result;
    expect(result.contents).toEqual([
      { uri: RESOURCE, mimeType: 'text/plain', text: 'Hello, Ada!' },
    ]);
    expect(script.shown.map((shown) => shown.request.message)).toEqual(['What is your name?']);
    expect(script.shown[0]?.context.subject).toEqual({ method: 'resources/read', name: RESOURCE });
    const legs = wire.requests('resources/read').map((e) => e.body?.['params']);
    expect(legs).toHaveLength(2);
    expect(legs[1]).toMatchObject({
      uri: RESOURCE,
      inputResponses: { user_name: { action: 'accept', content: { name: 'Ada' } } },
    });
    expect(read.getState()).toMatchObject({ phase: 'complete', round: 1 });
  } finally {
    await client.close();
  }
});

it('a prompt run snapshotted while its question is open completes when resumed in a new handle on a new connection', async () => {
  let shown!: () => void;
  const asked = new Promise<void>((resolve) => (shown = resolve));
  const first = await connect({
    url: server.url,
    serverId: 'demo',
    renderer: scriptedRenderer(waitForAbort(() => shown())).renderer,
  });
  let saved: ToolCallSnapshot;
  try {
    const prompt = first.getPrompt(PROMPT);
    await asked;
    saved = JSON.parse(JSON.stringify(prompt.snapshot())) as ToolCallSnapshot;
    prompt.abort('the page reloads');
    await expect(prompt.result).rejects.toBeInstanceOf(CallAbortedError);
  } finally {
    await first.close();
  }
  expect(saved).toMatchObject({
    format: SNAPSHOT_FORMAT,
    tool: PROMPT,
    method: 'prompts/get',
    params: { name: PROMPT },
    round: 1,
    inputRequests: { user_context: { method: 'elicitation/create' } },
    answers: {},
  });

  const script = scriptedRenderer(accept({ context: 'from the snapshot' }));
  const { client: second, wire } = await connectRecorded(script.renderer);
  try {
    const resumed = second.resumeToolCall<{ messages: unknown[] }>(JSON.stringify(saved));
    expect(resumed.method).toBe('prompts/get');
    const result = await resumed.result;
    expect(result.messages).toEqual([
      {
        role: 'user',
        content: { type: 'text', text: 'Answer using this context: from the snapshot' },
      },
    ]);
    expect(script.shown).toHaveLength(1);
    // Only the retry went out: the question came from the snapshot, not from a new first leg.
    const legs = wire.requests('prompts/get').map((e) => e.body?.['params']);
    expect(legs).toHaveLength(1);
    expect(legs[0]).toMatchObject({ name: PROMPT, inputResponses: { user_context: {} } });
  } finally {
    await second.close();
  }
});
