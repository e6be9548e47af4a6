import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDemoServer, stopAllDemoServers } from './demoServerProcess.js';
import type { DemoServerProcess } from './demoServerProcess.js';
import {
  callRound,
  connectManual,
  elicitationOf,
  expectInputRequired,
  textOf,
} from './mcpClients.js';

const SECRET = 'c3'.repeat(32);
const scratch = mkdtempSync(join(tmpdir(), 'demo-server-replicas-'));
const linkStore = join(scratch, 'links.txt');

let a: DemoServerProcess;
let b: DemoServerProcess;
let clientA: Client;
let clientB: Client;

beforeAll(async () => {
  // The secret comes from the environment here, the flag path is covered elsewhere.
  const env = { ELICITKIT_DEMO_SECRET: SECRET };
  [a, b] = await Promise.all([
    startDemoServer(['--link-store', linkStore], env),
    startDemoServer(['--link-store', linkStore], env),
  ]);
  [clientA, clientB] = await Promise.all([connectManual(a.url), connectManual(b.url)]);
});

afterAll(async () => {
  await Promise.all([clientA.close(), clientB.close()]);
  await stopAllDemoServers();
  rmSync(scratch, { recursive: true, force: true });
});

it('runs a two-round deploy across two processes that share only the secret', async () => {
  expect(a.pid).not.toBe(b.pid);
  const args = { service: 'billing' };
  const round1 = expectInputRequired(await callRound(clientA, { name: 'deploy', arguments: args }));
  const round2 = expectInputRequired(
    await callRound(clientB, {
      name: 'deploy',
      arguments: args,
      inputResponses: { region: { action: 'accept', content: { region: 'eu-west-1' } } },
      requestState: round1.requestState,
    }),
  );
  const plan = elicitationOf(round2, 'plan');
  expect(JSON.stringify(plan)).toContain('euw1-highmem');
  const final = await callRound(clientA, {
    name: 'deploy',
    arguments: args,
    inputResponses: { plan: { action: 'accept', content: { plan: 'euw1-basic', replicas: 5 } } },
    requestState: round2.requestState,
  });
  expect(textOf(final)).toMatch(
    /^Deployed billing to eu-west-1 .* plan euw1-basic .* with 5 replica/,
  );
});

it('finishes a URL sign-in started on one replica on the other (shared --link-store)', async () => {
  const args = { provider: 'stripe' };
  const round1 = expectInputRequired(
    await callRound(clientA, { name: 'link_account', arguments: args }),
  );
  const ask = elicitationOf(round1, 'sign_in');
  if (ask.mode !== 'url') throw new Error('expected url mode');
  expect(ask.url.startsWith(a.origin)).toBe(true);
  // The page token is signed with the shared secret, so replica B can serve the same page.
  const onB = ask.url.replace(a.origin, b.origin);
  expect((await fetch(onB)).status).toBe(200);
  expect((await fetch(ask.url, { method: 'POST' })).status).toBe(200);

  const final = await callRound(clientB, {
    name: 'link_account',
    arguments: args,
    inputResponses: { sign_in: { action: 'accept' } },
    requestState: round1.requestState,
  });
  expect(textOf(final)).toMatch(/^Linked stripe/);
});
