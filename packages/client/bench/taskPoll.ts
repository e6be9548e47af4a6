// Per-poll cost of following a Tasks-extension task (2026-07-28): elicitkit's task path
// (connect({ tasks: true }) → callTool, observable state per poll) against ext-tasks' own
// requester session driven directly with a minimal fetch dispatcher, on the same fixture task
// server process (test/client/fixtures/taskServer2026.mjs, `endless` at pollIntervalMs 10), in
// the same run. Samples alternate between the two.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { JsonRpcResponse } from '@modelcontextprotocol/ext-tasks/client';
import { createTaskSessionFromClient } from '@modelcontextprotocol/ext-tasks/client';
import type { JsonValue } from '@modelcontextprotocol/ext-tasks/core';
import { connect } from '../src/index.js';
import { median } from '../../../test/support/benchStats.js';

const POLLS = 40;
const SAMPLES = 9;
const INTERVAL = 10;
const SERVER = fileURLToPath(
  new URL('../../../test/client/fixtures/taskServer2026.mjs', import.meta.url),
);

export interface TaskPollFigure {
  value: number;
  baseline: number;
}

function startServer(): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, [SERVER], { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      const port = /TASKS_LISTENING (\d+)/.exec(err)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}/mcp`, stop: () => child.kill() });
    });
    child.once('exit', (code) => reject(new Error(`task server exited ${code}: ${err}`)));
  });
}

/** ms per poll over POLLS consecutive status changes (each poll moves `tick N`). */
function perPoll(onTick: (tick: () => void) => Promise<() => Promise<void>>): Promise<number> {
  return new Promise((resolve, reject) => {
    let seen = 0;
    let started = 0;
    let stop: (() => Promise<void>) | undefined;
    onTick(() => {
      seen++;
      if (seen === 1) started = performance.now();
      if (seen === POLLS + 1) {
        const elapsed = performance.now() - started;
        void stop?.().then(() => resolve(elapsed / POLLS), reject);
      }
    }).then((s) => (stop = s), reject);
  });
}

export async function taskPollBench(): Promise<TaskPollFigure> {
  const server = await startServer();
  const kit = await connect({
    url: server.url,
    tasks: true,
    renderer: async () => ({ action: 'cancel' }),
  });
  const sdk = new Client(
    { name: 'bench-ext-tasks', version: '0.0.0' },
    { versionNegotiation: { mode: 'auto' } },
  );
  await sdk.connect(new StreamableHTTPClientTransport(new URL(server.url)));
  const version = sdk.getNegotiatedProtocolVersion() ?? '2026-07-28';
  let id = 0;
  // The host dispatcher ext-tasks asks for on 2026: one POST per request, headers from the body.
  const rawDispatch = async (
    request: JsonValue,
    options?: { context?: { headers?: Readonly<Record<string, string>> } },
  ): Promise<JsonRpcResponse> => {
    const message = request as { method: string; params?: Record<string, unknown> };
    const response = await fetch(server.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': version,
        'mcp-method': message.method,
        ...(message.method === 'tools/call' && { 'mcp-name': String(message.params?.['name']) }),
        ...options?.context?.headers,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, ...message }),
    });
    const body = (await response.json()) as {
      result?: JsonValue;
      error?: { code: number; message: string };
    };
    return body.error
      ? { kind: 'error', error: body.error }
      : { kind: 'result', result: body.result as JsonValue };
  };
  const session = createTaskSessionFromClient(sdk, {
    endpointId: 'bench',
    rawDispatch,
    v2RequestFraming: {
      protocolVersion: version,
      clientInfo: { name: 'bench', version: '0' },
      clientCapabilities: {},
    },
  });
  const viaKit = () =>
    perPoll(async (tick) => {
      const call = kit.callTool('endless', { pollIntervalMs: INTERVAL });
      call.subscribe((state) => {
        if (state.phase === 'task' && state.task.statusMessage?.startsWith('tick')) tick();
      });
      return async () => {
        call.abort();
        await call.result.catch(() => undefined);
      };
    });
  const viaExt = () =>
    perPoll(async (tick) => {
      const execution = await session.callTool('endless', { pollIntervalMs: INTERVAL });
      const settled = execution.settle({
        onEvent: (event) => {
          if (event.type === 'task' && event.task.statusMessage?.startsWith('tick')) tick();
        },
      });
      return async () => {
        await execution.cancel().catch(() => undefined);
        await settled.catch(() => undefined);
      };
    });
  try {
    await viaKit();
    await viaExt();
    const ours: number[] = [];
    const theirs: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      if (i % 2 === 0) {
        ours.push(await viaKit());
        theirs.push(await viaExt());
      } else {
        theirs.push(await viaExt());
        ours.push(await viaKit());
      }
      process.stderr.write(`  client bench: task poll sample ${i + 1}/${SAMPLES}\n`);
    }
    return { value: median(ours), baseline: median(theirs) };
  } finally {
    await session.close().catch(() => undefined);
    await kit.close();
    await sdk.close();
    server.stop();
  }
}
