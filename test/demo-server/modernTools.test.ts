import type { Client, ElicitResult } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleArguments } from '../../apps/web/src/exampleArguments.js';
import { startDemoServer, stopAllDemoServers } from './demoServerProcess.js';
import type { DemoServerProcess } from './demoServerProcess.js';
import {
  callRound,
  connectAuto,
  connectManual,
  elicitationOf,
  expectComplete,
  expectInputRequired,
  textOf,
} from './mcpClients.js';

let server: DemoServerProcess;
let client: Client;
const clients: Client[] = [];

beforeAll(async () => {
  server = await startDemoServer();
  client = await connectManual(server.url);
  clients.push(client);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await stopAllDemoServers();
});

describe('discovery', () => {
  it('every tool starts in the web demo with arguments its inputSchema accepts', async () => {
    const { tools } = await client.listTools();
    for (const tool of tools) {
      const args = exampleArguments(tool);
      const schema = tool.inputSchema as {
        properties?: Record<string, { minLength?: number }>;
        required?: string[];
      };
      for (const name of schema.required ?? []) {
        expect(args, `${tool.name}.${name}`).toHaveProperty(name);
        const minLength = schema.properties?.[name]?.minLength ?? 0;
        expect(String(args[name]).length, `${tool.name}.${name}`).toBeGreaterThanOrEqual(minLength);
      }
    }
  });

  it('speaks 2026-07-28 and lists the eight modern tools only', async () => {
    expect(client.getProtocolEra()).toBe('modern');
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'apply_db_migration',
      'assign_ticket',
      'close_ticket',
      'deploy',
      'generate_report',
      'link_account',
      'profile',
      'publish_post',
    ]);
  });
});

describe('close_ticket', () => {
  const start = () => callRound(client, { name: 'close_ticket', arguments: { ticket_id: 'T-1' } });

  it('asks for a required boolean and an optional titled resolution', async () => {
    const round = expectInputRequired(await start());
    expect(Object.keys(round.inputRequests ?? {})).toEqual(['confirm_close']);
    expect(typeof round.requestState).toBe('string');
    const ask = elicitationOf(round, 'confirm_close');
    expect(ask.mode).toBe('form');
    expect(ask.message).toContain('T-1');
    expect(ask).toMatchObject({
      requestedSchema: {
        type: 'object',
        required: ['confirm'],
        properties: {
          confirm: { type: 'boolean' },
          resolution: {
            type: 'string',
            oneOf: [
              { const: 'fixed', title: 'Fixed' },
              { const: 'wontfix', title: "Won't fix" },
              { const: 'duplicate', title: 'Duplicate' },
            ],
          },
        },
      },
    });
  });

  it.each([
    [
      { action: 'accept', content: { confirm: true, resolution: 'duplicate' } },
      /^Closed T-1 .* as duplicate/,
    ],
    [{ action: 'accept', content: { confirm: true } }, /^Closed T-1 .* as fixed/],
    [{ action: 'accept', content: { confirm: false } }, /^T-1 was not closed: the answer was No/],
    [{ action: 'decline' }, /^T-1 was not closed: the user said no/],
    [{ action: 'cancel' }, /^T-1 was not closed: the user dismissed/],
  ] as const)('answers %j with the right outcome', async (answer, expected) => {
    const round = expectInputRequired(await start());
    const final = await callRound(client, {
      name: 'close_ticket',
      arguments: { ticket_id: 'T-1' },
      inputResponses: { confirm_close: answer },
      requestState: round.requestState,
    });
    expect(textOf(final)).toMatch(expected);
    expect(expectComplete(final).isError).toBeFalsy();
  });

  it('ignores an answer nobody asked for (no requestState) and asks instead', async () => {
    const round = await callRound(client, {
      name: 'close_ticket',
      arguments: { ticket_id: 'T-2' },
      inputResponses: { confirm_close: { action: 'accept', content: { confirm: true } } },
    });
    expect(expectInputRequired(round).inputRequests).toHaveProperty('confirm_close');
  });

  it('refuses a state minted for another ticket', async () => {
    const round = expectInputRequired(await start());
    const final = expectComplete(
      await callRound(client, {
        name: 'close_ticket',
        arguments: { ticket_id: 'T-3' },
        inputResponses: { confirm_close: { action: 'accept', content: { confirm: true } } },
        requestState: round.requestState,
      }),
    );
    expect(final.isError).toBe(true);
    expect(textOf(final)).toContain('T-3 was not closed');
  });

  it('re-asks when the accepted content does not match the form', async () => {
    const round = expectInputRequired(await start());
    const again = await callRound(client, {
      name: 'close_ticket',
      arguments: { ticket_id: 'T-1' },
      inputResponses: { confirm_close: { action: 'accept', content: { confirm: 'yes' } } },
      requestState: round.requestState,
    });
    expect(elicitationOf(expectInputRequired(again), 'confirm_close').message).toMatch(
      /did not match/,
    );
  });
});

describe('assign_ticket', () => {
  it('assigns directly when the agent is given', async () => {
    const final = await callRound(client, {
      name: 'assign_ticket',
      arguments: { ticket_id: 'T-2', agent: 'sam' },
    });
    expect(textOf(final)).toBe('Assigned T-2 to Sam (accounts) (priority normal).');
  });

  it('asks with a titled single-select of agents and a defaulted priority', async () => {
    const round = expectInputRequired(
      await callRound(client, { name: 'assign_ticket', arguments: { ticket_id: 'T-2' } }),
    );
    const ask = elicitationOf(round, 'pick_agent');
    expect(ask).toMatchObject({
      requestedSchema: {
        required: ['agent'],
        properties: {
          agent: {
            type: 'string',
            oneOf: [
              { const: 'nour', title: 'Nour (billing)' },
              { const: 'sam', title: 'Sam (accounts)' },
              { const: 'priya', title: 'Priya (escalations)' },
            ],
          },
          priority: { type: 'string', enum: ['low', 'normal', 'urgent'], default: 'normal' },
        },
      },
    });
  });

  it.each([
    [
      { action: 'accept', content: { agent: 'priya' } },
      'Assigned T-2 to Priya (escalations) (priority normal).',
    ],
    [
      { action: 'accept', content: { agent: 'nour', priority: 'urgent' } },
      'Assigned T-2 to Nour (billing) (priority urgent).',
    ],
    [{ action: 'decline' }, 'T-2 was not assigned: the user did not pick an agent.'],
    [{ action: 'cancel' }, 'T-2 was not assigned: the user did not pick an agent.'],
  ] as const)('answers %j', async (answer, expected) => {
    const round = expectInputRequired(
      await callRound(client, { name: 'assign_ticket', arguments: { ticket_id: 'T-2' } }),
    );
    const final = await callRound(client, {
      name: 'assign_ticket',
      arguments: { ticket_id: 'T-2' },
      inputResponses: { pick_agent: answer },
      requestState: round.requestState,
    });
    expect(textOf(final)).toBe(expected);
  });
});

describe('deploy', () => {
  const args = { service: 'checkout' };
  const regionRound = async () =>
    expectInputRequired(await callRound(client, { name: 'deploy', arguments: args }));
  const planRound = async (region: string) => {
    const first = await regionRound();
    return expectInputRequired(
      await callRound(client, {
        name: 'deploy',
        arguments: args,
        inputResponses: { region: { action: 'accept', content: { region } } },
        requestState: first.requestState,
      }),
    );
  };

  it('asks for a region first', async () => {
    const ask = elicitationOf(await regionRound(), 'region');
    expect(ask).toMatchObject({
      requestedSchema: {
        required: ['region'],
        properties: {
          region: {
            oneOf: [
              { const: 'us-east-1', title: 'US East (N. Virginia)' },
              { const: 'eu-west-1', title: 'EU West (Ireland)' },
              { const: 'ap-southeast-2', title: 'Asia Pacific (Sydney)' },
            ],
          },
        },
      },
    });
  });

  it('offers only the plans of the region answered in round 1', async () => {
    const plansFor = async (region: string) => {
      const ask = elicitationOf(await planRound(region), 'plan');
      const schema = ask.mode === 'url' ? undefined : ask.requestedSchema;
      const plan = schema?.properties.plan as { oneOf: { const: string }[] };
      expect(schema?.properties.replicas).toEqual({
        type: 'integer',
        title: 'Replicas',
        minimum: 1,
        maximum: 10,
        default: 2,
      });
      return plan.oneOf.map((o) => o.const);
    };
    expect(await plansFor('eu-west-1')).toEqual(['euw1-basic', 'euw1-highmem']);
    expect(await plansFor('us-east-1')).toEqual(['use1-basic', 'use1-standard', 'use1-gpu']);
    expect(await plansFor('ap-southeast-2')).toEqual(['apse2-standard']);
  });

  it('completes with a summary built from both rounds', async () => {
    const second = await planRound('eu-west-1');
    const final = await callRound(client, {
      name: 'deploy',
      arguments: args,
      inputResponses: {
        plan: { action: 'accept', content: { plan: 'euw1-highmem', replicas: 3 } },
      },
      requestState: second.requestState,
    });
    expect(textOf(final)).toBe(
      'Deployed checkout to eu-west-1 (EU West (Ireland)) on plan euw1-highmem (High memory: 2 vCPU, 16 GB) with 3 replica(s) (simulated).',
    );
  });

  it('applies the replica default when the field is left out', async () => {
    const second = await planRound('ap-southeast-2');
    const final = await callRound(client, {
      name: 'deploy',
      arguments: args,
      inputResponses: { plan: { action: 'accept', content: { plan: 'apse2-standard' } } },
      requestState: second.requestState,
    });
    expect(textOf(final)).toMatch(/with 2 replica\(s\)/);
  });

  it('re-asks round 2 when the plan belongs to another region', async () => {
    const second = await planRound('eu-west-1');
    const again = expectInputRequired(
      await callRound(client, {
        name: 'deploy',
        arguments: args,
        inputResponses: { plan: { action: 'accept', content: { plan: 'use1-gpu', replicas: 2 } } },
        requestState: second.requestState,
      }),
    );
    expect(elicitationOf(again, 'plan').message).toMatch(/^Pick a plan offered in EU West/);
  });

  it('re-asks round 2 blaming the replicas when only they are out of range', async () => {
    const second = await planRound('eu-west-1');
    const again = expectInputRequired(
      await callRound(client, {
        name: 'deploy',
        arguments: args,
        inputResponses: {
          plan: { action: 'accept', content: { plan: 'euw1-basic', replicas: 50 } },
        },
        requestState: second.requestState,
      }),
    );
    expect(elicitationOf(again, 'plan').message).toMatch(
      /^Replicas must be a whole number from 1 to 10\. Which plan/,
    );
  });

  it('stops on decline in round 2 and on cancel in round 1', async () => {
    const second = await planRound('us-east-1');
    const declined = await callRound(client, {
      name: 'deploy',
      arguments: args,
      inputResponses: { plan: { action: 'decline' } },
      requestState: second.requestState,
    });
    expect(textOf(declined)).toBe(
      'checkout was not deployed: the user chose decline at the plan question.',
    );

    const first = await regionRound();
    const cancelled = await callRound(client, {
      name: 'deploy',
      arguments: args,
      inputResponses: { region: { action: 'cancel' } },
      requestState: first.requestState,
    });
    expect(textOf(cancelled)).toBe(
      'checkout was not deployed: the user chose cancel at the region question.',
    );
  });
});

describe('link_account', () => {
  const args = { provider: 'github' };
  const first = async () =>
    expectInputRequired(await callRound(client, { name: 'link_account', arguments: args }));

  it('asks in URL mode with a page on this server, and links only after the page is finished', async () => {
    const round1 = await first();
    const ask = elicitationOf(round1, 'sign_in');
    expect(ask.mode).toBe('url');
    if (ask.mode !== 'url') return;
    expect(ask).not.toHaveProperty('elicitationId');
    expect(ask.url.startsWith(`${server.origin}/link/`)).toBe(true);

    const page = await fetch(ask.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<button type="submit">Finish</button>');

    // Accepting before finishing the page is not proof: the same sign-in is asked for again.
    const round2 = expectInputRequired(
      await callRound(client, {
        name: 'link_account',
        arguments: args,
        inputResponses: { sign_in: { action: 'accept' } },
        requestState: round1.requestState,
      }),
    );
    const again = elicitationOf(round2, 'sign_in');
    expect(again.message).toMatch(/not finished yet/);

    const finish = await fetch(ask.url, { method: 'POST' });
    expect(finish.status).toBe(200);
    expect(await finish.text()).toContain('is linked');

    const final = await callRound(client, {
      name: 'link_account',
      arguments: args,
      inputResponses: { sign_in: { action: 'accept' } },
      requestState: round2.requestState,
    });
    expect(textOf(final)).toMatch(/^Linked github \(sign-in [0-9a-f]{8} finished\)\.$/);
  });

  it('says pending after three unfinished accepts', async () => {
    let round = await first();
    for (let attempt = 0; attempt < 2; attempt++)
      round = expectInputRequired(
        await callRound(client, {
          name: 'link_account',
          arguments: args,
          inputResponses: { sign_in: { action: 'accept' } },
          requestState: round.requestState,
        }),
      );
    const final = await callRound(client, {
      name: 'link_account',
      arguments: args,
      inputResponses: { sign_in: { action: 'accept' } },
      requestState: round.requestState,
    });
    expect(textOf(final)).toMatch(/^Linking github is pending/);
  });

  it.each(['decline', 'cancel'] as const)('does not link on %s', async (action) => {
    const round = await first();
    const final = await callRound(client, {
      name: 'link_account',
      arguments: args,
      inputResponses: { sign_in: { action } },
      requestState: round.requestState,
    });
    expect(textOf(final)).toBe(`github was not linked: the user chose ${action}.`);
  });

  // A real browser posts the Finish form with the page's own Origin only if the page's referrer
  // policy lets it: under no-referrer, Chromium sends `Origin: null` (test/e2e-app covers Chromium).
  it('serves the page with Referrer-Policy same-origin and accepts its same-origin Finish post', async () => {
    const round1 = await first();
    const ask = elicitationOf(round1, 'sign_in');
    if (ask.mode !== 'url') throw new Error('expected url mode');
    const page = await fetch(ask.url);
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    const finish = await fetch(ask.url, {
      method: 'POST',
      headers: { origin: server.origin, 'sec-fetch-site': 'same-origin' },
    });
    expect(finish.status).toBe(200);
    expect(await finish.text()).toContain('is linked');
    const final = await callRound(client, {
      name: 'link_account',
      arguments: args,
      inputResponses: { sign_in: { action: 'accept' } },
      requestState: round1.requestState,
    });
    expect(textOf(final)).toMatch(/^Linked github /);
  });

  it('accepts Origin: null only with Sec-Fetch-Site: same-origin, and refuses cross-origin posts', async () => {
    const round1 = await first();
    const ask = elicitationOf(round1, 'sign_in');
    if (ask.mode !== 'url') throw new Error('expected url mode');
    const otherPort = `http://127.0.0.1:${Number(server.url.port) === 1 ? 2 : 1}`;
    const refusedHeaders: Record<string, string>[] = [
      { origin: 'null' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: otherPort, 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refusedHeaders) {
      const refused = await fetch(ask.url, { method: 'POST', headers });
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(await refused.text()).toBe('Cross-origin form posts are refused\n');
    }
    // None of the refused posts finished the sign-in.
    const round2 = expectInputRequired(
      await callRound(client, {
        name: 'link_account',
        arguments: args,
        inputResponses: { sign_in: { action: 'accept' } },
        requestState: round1.requestState,
      }),
    );
    expect(elicitationOf(round2, 'sign_in').message).toMatch(/not finished yet/);

    const finish = await fetch(ask.url, {
      method: 'POST',
      headers: { origin: 'null', 'sec-fetch-site': 'same-origin' },
    });
    expect(finish.status).toBe(200);
    const final = await callRound(client, {
      name: 'link_account',
      arguments: args,
      inputResponses: { sign_in: { action: 'accept' } },
      requestState: round2.requestState,
    });
    expect(textOf(final)).toMatch(/^Linked github /);
  });

  it('refuses a cross-site post and forged page tokens', async () => {
    const ask = elicitationOf(await first(), 'sign_in');
    if (ask.mode !== 'url') throw new Error('expected url mode');
    const crossSite = await fetch(ask.url, {
      method: 'POST',
      headers: { origin: 'http://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    const forged = await fetch(`${ask.url.slice(0, -3)}AAA`);
    expect(forged.status).toBe(404);
  });
});

describe('profile', () => {
  it('asks with every schema variant and echoes the accepted content', async () => {
    const round = expectInputRequired(await callRound(client, { name: 'profile', arguments: {} }));
    const ask = elicitationOf(round, 'profile');
    if (ask.mode === 'url') throw new Error('expected form mode');
    const props = ask.requestedSchema.properties as Record<string, Record<string, unknown>>;
    expect(ask.requestedSchema.required).toEqual(['name', 'email']);
    expect(props.name).toMatchObject({
      type: 'string',
      minLength: 2,
      maxLength: 40,
      default: 'Ada Lovelace',
    });
    expect(['email', 'uri', 'date', 'date-time']).toEqual(
      ['email', 'homepage', 'birthday', 'next_call'].map((k) => props[k]?.format),
    );
    expect(props.height_m).toMatchObject({
      type: 'number',
      minimum: 0.5,
      maximum: 2.5,
      default: 1.75,
    });
    expect(props.age).toMatchObject({ type: 'integer', minimum: 0, maximum: 150 });
    expect(props.newsletter).toMatchObject({ type: 'boolean', default: true });
    expect(props.color).toMatchObject({ enum: ['red', 'green', 'blue'], default: 'green' });
    expect(props.shirt_size?.oneOf).toHaveLength(3);
    expect(props.team).toMatchObject({
      enum: ['eng', 'ops', 'sales'],
      enumNames: ['Engineering', 'Operations', 'Sales'],
    });
    expect(props.languages).toMatchObject({
      type: 'array',
      minItems: 1,
      maxItems: 3,
      items: { enum: ['en', 'fr', 'de', 'ja'] },
      default: ['en'],
    });
    expect(props.roles).toMatchObject({
      type: 'array',
      maxItems: 2,
      items: { anyOf: expect.any(Array) },
    });

    const content = {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      homepage: 'https://example.com/grace',
      birthday: '1906-12-09',
      next_call: '2026-12-01T09:30:00Z',
      height_m: 1.68,
      age: 85,
      newsletter: false,
      color: 'blue',
      shirt_size: 'm',
      team: 'eng',
      languages: ['en', 'fr'],
      roles: ['admin'],
    };
    const final = await callRound(client, {
      name: 'profile',
      arguments: {},
      inputResponses: { profile: { action: 'accept', content } },
      requestState: round.requestState,
    });
    expect(JSON.parse(textOf(final))).toEqual(content);
  });

  it('re-asks on content that breaks the schema, and saves nothing on decline', async () => {
    const round = expectInputRequired(await callRound(client, { name: 'profile', arguments: {} }));
    const again = expectInputRequired(
      await callRound(client, {
        name: 'profile',
        arguments: {},
        inputResponses: {
          profile: { action: 'accept', content: { name: 'G', email: 'not-an-email' } },
        },
        requestState: round.requestState,
      }),
    );
    expect(elicitationOf(again, 'profile').message).toMatch(/did not match/);
    const final = await callRound(client, {
      name: 'profile',
      arguments: {},
      inputResponses: { profile: { action: 'decline' } },
      requestState: again.requestState,
    });
    expect(textOf(final)).toBe('No profile saved: the user chose decline.');
  });
});

describe('auto mode (the SDK driver answers through one handler)', () => {
  it('runs close_ticket, the two deploy rounds and a URL sign-in end to end', async () => {
    const seen: string[] = [];
    const { client: auto } = await connectAuto(
      server.url,
      async (params): Promise<ElicitResult> => {
        seen.push(params.message);
        if (params.mode === 'url') {
          await fetch(params.url, { method: 'POST' });
          return { action: 'accept' };
        }
        const props = Object.keys(params.requestedSchema.properties);
        if (props.includes('confirm')) return { action: 'accept', content: { confirm: true } };
        if (props.includes('region')) return { action: 'accept', content: { region: 'us-east-1' } };
        return { action: 'accept', content: { plan: 'use1-gpu', replicas: 4 } };
      },
    );
    clients.push(auto);
    expect(auto.getProtocolEra()).toBe('modern');

    expect(
      textOf(await auto.callTool({ name: 'close_ticket', arguments: { ticket_id: 'T-3' } })),
    ).toMatch(/^Closed T-3/);
    expect(textOf(await auto.callTool({ name: 'deploy', arguments: { service: 'api' } }))).toMatch(
      /^Deployed api to us-east-1 .* plan use1-gpu .* with 4 replica/,
    );
    expect(
      textOf(await auto.callTool({ name: 'link_account', arguments: { provider: 'slack' } })),
    ).toMatch(/^Linked slack/);
    expect(seen).toHaveLength(4);
  });
});
