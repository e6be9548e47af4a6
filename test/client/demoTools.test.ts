// Every demo-server tool through the 2026-07-28 loop over Streamable HTTP, with a scripted renderer.
import type { ElicitClient, ToolCallState } from '@elicitkit/client';
import { connect } from '@elicitkit/client';
import { PROTOCOL_2026 } from '@elicitkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from './support/demoServer.js';
import type { ServerProcess } from './support/serverProcess.js';
import { stopAll } from './support/serverProcess.js';
import type { Step } from './support/scriptedRenderer.js';
import { accept, cancel, decline, openUrl, scriptedRenderer } from './support/scriptedRenderer.js';
import { textOf } from './support/text.js';

let server: ServerProcess;

beforeAll(async () => {
  server = await startDemoServer();
});
afterAll(stopAll);

async function run(tool: string, args: Record<string, unknown>, ...steps: Step[]) {
  const script = scriptedRenderer(...steps);
  const client = await connect({ url: server.url, serverId: 'demo', renderer: script.renderer });
  try {
    const call = client.callTool(tool, args);
    const states: ToolCallState[] = [call.getState()];
    call.subscribe((state) => states.push(state));
    const result = await call.result;
    return { client, result, text: textOf(result), script, states };
  } finally {
    await client.close();
  }
}

describe('demo-server over HTTP, 2026-07-28', () => {
  it('negotiates 2026-07-28 and keeps trusted and self-reported identity apart', async () => {
    let client: ElicitClient | undefined;
    try {
      client = await connect({ url: server.url, serverId: 'demo', renderer: cancelEverything });
      expect(client.era).toBe(PROTOCOL_2026);
      expect(client.server).toEqual({
        trustedId: 'demo',
        trustedUrl: server.url,
        reportedName: 'elicitkit-demo-server',
        reportedVersion: '0.1.0',
      });
      expect(client.capabilities).toEqual({ elicitation: { form: {}, url: {} } });
      const names = (await client.listTools()).map((tool) => tool.name);
      expect(names).toEqual(
        expect.arrayContaining([
          'close_ticket',
          'assign_ticket',
          'apply_db_migration',
          'deploy',
          'link_account',
          'profile',
        ]),
      );
    } finally {
      await client?.close();
    }
  });

  it('close_ticket: accept sends the confirmation and closes', async () => {
    const { text, script } = await run(
      'close_ticket',
      { ticket_id: 'T-1' },
      accept({ confirm: true, resolution: 'duplicate' }),
    );
    expect(text).toBe('Closed T-1 ("Cannot log in") as duplicate and emailed the customer.');
    const [shown] = script.shown;
    expect(shown?.request.mode).toBe('form');
    expect(shown?.context).toMatchObject({
      era: PROTOCOL_2026,
      round: 1,
      inputKey: 'confirm_close',
      server: { trustedId: 'demo', reportedName: 'elicitkit-demo-server' },
    });
  });

  it('close_ticket: decline and cancel reach the server as such', async () => {
    expect((await run('close_ticket', { ticket_id: 'T-2' }, decline())).text).toContain(
      'the user said no',
    );
    expect((await run('close_ticket', { ticket_id: 'T-2' }, cancel())).text).toContain(
      'dismissed the question',
    );
  });

  it('assign_ticket: untouched defaults are sent as answers', async () => {
    const { text } = await run('assign_ticket', { ticket_id: 'T-2' }, accept({ agent: 'sam' }));
    expect(text).toBe('Assigned T-2 to Sam (accounts) (priority normal).');
  });

  it('assign_ticket: a decline leaves it unassigned', async () => {
    const { text } = await run('assign_ticket', { ticket_id: 'T-2' }, decline());
    expect(text).toContain('was not assigned');
  });

  it('apply_db_migration: a destructive script needs the confirmation and the environment tag', async () => {
    const applied = await run(
      'apply_db_migration',
      { cluster_id: 'prod-db-01', script_name: 'V004__drop_legacy_users.sql' },
      accept({ confirm_drop: true, environment_tag: 'production' }),
    );
    expect(applied.text).toContain(
      'Applied V004__drop_legacy_users.sql to prod-db-01 (production)',
    );
    const refused = await run(
      'apply_db_migration',
      { cluster_id: 'prod-db-01', script_name: 'V004__drop_legacy_users.sql' },
      decline(),
    );
    expect(refused.text).toContain('was NOT applied');
  });

  it('deploy: two rounds, one question at a time, observable state in order', async () => {
    const { text, script, states } = await run(
      'deploy',
      { service: 'checkout' },
      accept({ region: 'eu-west-1' }),
      accept({ plan: 'euw1-highmem', replicas: 3 }),
    );
    expect(text).toContain('Deployed checkout to eu-west-1');
    expect(text).toContain('euw1-highmem');
    expect(text).toContain('3 replica(s)');
    expect(script.shown.map((s) => [s.context.round, s.context.inputKey])).toEqual([
      [1, 'region'],
      [2, 'plan'],
    ]);
    // The second question depends on the first answer: only that region's plans are offered.
    const planForm = script.shown[1]?.request;
    expect(planForm?.mode === 'form' && planForm.form.fields.map((f) => f.name)).toEqual([
      'plan',
      'replicas',
    ]);
    expect(
      states.map((s) =>
        s.phase === 'awaiting-input' ? `${s.phase}:${s.round}:${s.key}` : s.phase,
      ),
    ).toEqual([
      'calling',
      'awaiting-input:1:region',
      'retrying',
      'awaiting-input:2:plan',
      'retrying',
      'complete',
    ]);
  });

  it('onQuestion: the host hears each question as it reaches the renderer, who asks and the mode only', async () => {
    const log: string[] = [];
    const script = scriptedRenderer(
      accept({ region: 'eu-west-1' }),
      accept({ plan: 'euw1-highmem', replicas: 3 }),
      openUrl({ finish: true }),
    );
    const renderer: typeof script.renderer = (request, context) => {
      log.push(`shown:${request.mode}`);
      return script.renderer(request, context);
    };
    const events: unknown[] = [];
    const client = await connect({
      url: server.url,
      serverId: 'demo',
      renderer,
      onQuestion: (event) => {
        events.push(event);
        log.push(`heard:${event.mode}`);
      },
    });
    try {
      await client.callTool('deploy', { service: 'checkout' }).result;
      await client.callTool('link_account', { provider: 'github' }).result;
    } finally {
      await client.close();
    }
    // Each question is heard just before it is shown, once.
    expect(log).toEqual([
      'heard:form',
      'shown:form',
      'heard:form',
      'shown:form',
      'heard:url',
      'shown:url',
    ]);
    for (const event of events) {
      // Who asks, as the host named it, and nothing of the question.
      expect(Object.keys(event as object).sort()).toEqual(['mode', 'server']);
      expect((event as { server: { trustedId: string } }).server.trustedId).toBe('demo');
    }
  });

  it('deploy: a cancel in round 2 ends the call without deploying', async () => {
    const { text } = await run(
      'deploy',
      { service: 'checkout' },
      accept({ region: 'us-east-1' }),
      cancel(),
    );
    expect(text).toContain('not deployed: the user chose cancel at the plan question');
  });

  it('link_account: URL mode, the page is finished, then accept', async () => {
    const { text, script } = await run(
      'link_account',
      { provider: 'github' },
      openUrl({ finish: true }),
    );
    expect(text).toMatch(/^Linked github/);
    const shown = script.shown[0]?.request;
    expect(shown?.mode).toBe('url');
    expect(shown?.mode === 'url' && shown.url.href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/link\//);
    // 2026-07-28 URL mode has no elicitationId (no completion notification either).
    expect(shown?.mode === 'url' ? shown.elicitationId : 'not a url').toBeUndefined();
  });

  it('link_account: decline', async () => {
    const { text } = await run('link_account', { provider: 'slack' }, decline());
    expect(text).toBe('slack was not linked: the user chose decline.');
  });

  it('profile: every schema variant, defaults kept, answers echoed', async () => {
    const { text, script } = await run(
      'profile',
      {},
      accept({ email: 'ada@example.com', age: 36, roles: ['admin'] }),
    );
    const shown = script.shown[0]?.request;
    expect(shown?.mode === 'form' && shown.form.fields.length).toBe(13);
    expect(text).toContain('"email":"ada@example.com"');
    expect(text).toContain('"name":"Ada Lovelace"');
    expect(text).toContain('"languages":["en"]');
    expect(text).toContain('"roles":["admin"]');
  });
});

async function cancelEverything() {
  return { action: 'cancel' as const };
}
