// Demo-server bench (scripts/BENCH-CONTRACT.md): what the shared store costs. Each Redis figure
// is printed against the same thing on the in-memory store, measured in the same run, against a
// real redis-server this bench starts on a free loopback port (and stops by PID):
// - task create → complete: TaskEngine.create() until tasks/get would report `completed`, for a
//   program that completes in its first step (the engine's own overhead: store writes, the claim,
//   the checkpoint);
// - approvals checked per second: useNonce() on fresh nonces, 32 in flight;
// - one approving close_ticket round over HTTP against a demo-server process on each store, and
//   the store's share of that round (the median useNonce() time over the median round time).
import { randomBytes } from 'node:crypto';
import { startRedis } from '../../../test/support/redisServer.js';
import { median, round3 } from '../../../test/support/benchStats.js';
import {
  startDemoServer,
  stopAllDemoServers,
} from '../../../test/demo-server/demoServerProcess.js';
import { accept, call, inputRequired } from '../../../test/demo-server/rawWire.js';
import type { DemoServerProcess } from '../../../test/demo-server/demoServerProcess.js';
import type { DemoStore } from '../src/store/demoStore.js';
import { createMemoryStore } from '../src/store/memoryStore.js';
import { createRedisStore } from '../src/store/redisStore.js';
import { TaskEngine } from '../src/tasks/taskEngine.js';
import type { TaskProgram } from '../src/tasks/taskProgram.js';
import { textResult } from '../src/toolResult.js';

const SUITE = 'demo-server';
const bench = (figure: Record<string, unknown>) =>
  process.stdout.write(`BENCH ${JSON.stringify({ suite: SUITE, ...figure })}\n`);
const quiet = () => {};

const instant: TaskProgram<Record<string, never>, Record<string, never>> = {
  name: 'bench_instant',
  taskSupport: 'optional',
  start: () => ({}),
  step: async () => ({ kind: 'complete', result: textResult('done') }),
};

async function createToComplete(store: DemoStore, samples: number): Promise<number> {
  const engine = new TaskEngine({ store, log: quiet, tickMs: 1000 });
  engine.register(instant);
  engine.start();
  const times: number[] = [];
  try {
    for (let i = 0; i < samples; i++) {
      const t0 = performance.now();
      const { taskId } = await engine.create(instant, {});
      while ((await engine.get(taskId)).status !== 'completed') await new Promise(setImmediate);
      times.push(performance.now() - t0);
    }
  } finally {
    engine.stop();
  }
  return median(times.slice(Math.floor(samples / 5)));
}

async function approvalsPerSecond(store: DemoStore, total: number): Promise<number> {
  const nonces = Array.from({ length: total }, () => randomBytes(16).toString('hex'));
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (next < nonces.length) {
        const nonce = nonces[next++] as string;
        if (!(await store.useNonce(nonce, 60_000))) throw new Error('a fresh nonce was refused');
      }
    }),
  );
  return total / ((performance.now() - t0) / 1000);
}

async function nonceLatency(store: DemoStore, samples: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    await store.useNonce(randomBytes(16).toString('hex'), 60_000);
    times.push(performance.now() - t0);
  }
  return median(times);
}

/** Time of the approving retry of close_ticket (the round that spends the nonce). */
async function approvingRound(server: DemoServerProcess): Promise<number> {
  const round = inputRequired(
    await call(server, 'close_ticket', { arguments: { ticket_id: 'T-1' } }),
  );
  const retry = {
    arguments: { ticket_id: 'T-1' },
    inputResponses: { confirm_close: accept({ confirm: true }) },
    requestState: round.requestState,
  };
  const t0 = performance.now();
  const done = await call(server, 'close_ticket', retry);
  const elapsed = performance.now() - t0;
  if (done.reply.result?.isError) throw new Error(JSON.stringify(done.reply));
  return elapsed;
}

/** Median approving-round times on two servers, samples alternating so drift hits both. */
async function approvingRounds(
  memoryServer: DemoServerProcess,
  redisServer: DemoServerProcess,
  samples: number,
): Promise<[number, number]> {
  const onMemory: number[] = [];
  const onRedis: number[] = [];
  for (let i = 0; i < samples; i++) {
    onMemory.push(await approvingRound(memoryServer));
    onRedis.push(await approvingRound(redisServer));
  }
  const warm = Math.floor(samples / 5);
  return [median(onMemory.slice(warm)), median(onRedis.slice(warm))];
}

async function main(): Promise<void> {
  // everysec, the usual production setting: `always` would measure the disk, not the store.
  const redis = await startRedis({ appendfsync: 'everysec' });
  const memory = createMemoryStore();
  let shared: DemoStore | undefined;
  try {
    shared = await createRedisStore({ url: redis.url, log: quiet });
    process.stdout.write('demo-server bench: task create → complete…\n');
    const memTask = await createToComplete(memory, 200);
    const redisTask = await createToComplete(shared, 200);
    bench({
      name: 'task create → complete (Redis store)',
      value: round3(redisTask),
      unit: 'ms',
      baseline: { name: 'in-memory store', value: round3(memTask) },
      ratio: round3(redisTask / memTask),
      target: '< 10 ms',
    });

    process.stdout.write('demo-server bench: approvals checked per second…\n');
    const memRate = await approvalsPerSecond(memory, 20_000);
    const redisRate = await approvalsPerSecond(shared, 20_000);
    bench({
      name: 'approvals checked per second (Redis store, 32 in flight)',
      value: Math.round(redisRate),
      unit: 'checks/s',
      baseline: { name: 'in-memory store', value: Math.round(memRate) },
      ratio: round3(redisRate / memRate),
      target: '> 5,000 checks/s',
    });

    process.stdout.write('demo-server bench: an approving round over HTTP…\n');
    const secret = { ELICITKIT_DEMO_SECRET: 'd4'.repeat(32) };
    const [memoryServer, redisServer] = await Promise.all([
      startDemoServer([], secret),
      startDemoServer(['--store', redis.url], secret),
    ]);
    const [memRound, redisRound] = await approvingRounds(memoryServer, redisServer, 100);
    bench({
      name: 'approving close_ticket round over HTTP (Redis store)',
      value: round3(redisRound),
      unit: 'ms',
      baseline: { name: 'in-memory store', value: round3(memRound) },
      ratio: round3(redisRound / memRound),
    });
    const [memNonce, redisNonce] = [
      await nonceLatency(memory, 500),
      await nonceLatency(shared, 500),
    ];
    const redisShare = (redisNonce / redisRound) * 100;
    const memShare = (memNonce / memRound) * 100;
    process.stdout.write(
      `demo-server bench: useNonce median ${round3(redisNonce)} ms on Redis, ${round3(memNonce)} ms in memory\n`,
    );
    bench({
      name: "store's share of an approving round (useNonce / round, Redis store)",
      value: round3(redisShare),
      unit: '%',
      baseline: { name: 'in-memory store', value: round3(memShare) },
      ratio: round3(redisShare / memShare),
      target: '< 25 %',
    });
  } finally {
    await shared?.close();
    await stopAllDemoServers();
    await redis.dispose();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`demo-server bench failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
