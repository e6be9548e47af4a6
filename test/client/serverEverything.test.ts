// @modelcontextprotocol/server-everything (SDK v1, 2025-11-25) run from node_modules over
// Streamable HTTP: its 13-field form and its URL tool (request path and -32042 error path), and a
// connect told the server is 2025-only (knownLegacy) skipping the era probe.
import { connect, RendererError } from '@elicitkit/client';
import { PROTOCOL_2025 } from '@elicitkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEverythingServer } from './support/everythingServer.js';
import { createRecordingFetch } from './support/recordingFetch.js';
import type { ServerProcess } from './support/serverProcess.js';
import { stopAll } from './support/serverProcess.js';
import type { Step } from './support/scriptedRenderer.js';
import { accept, decline, openUrl, raw, scriptedRenderer } from './support/scriptedRenderer.js';
import { textOf } from './support/text.js';

let server: ServerProcess;

beforeAll(async () => {
  server = await startEverythingServer();
});
afterAll(stopAll);

async function session(...steps: Step[]) {
  const wire = createRecordingFetch();
  const script = scriptedRenderer(...steps);
  const client = await connect({ url: server.url, renderer: script.renderer, fetch: wire.fetch });
  return { client, script, wire };
}

const FIELDS = [
  'name',
  'check',
  'firstLine',
  'email',
  'homepage',
  'birthdate',
  'integer',
  'number',
  'untitledSingleSelectEnum',
  'untitledMultipleSelectEnum',
  'titledSingleSelectEnum',
  'titledMultipleSelectEnum',
  'legacyTitledEnum',
];

describe('server-everything', () => {
  it('falls back to 2025-11-25 and reports itself', async () => {
    const { client } = await session();
    try {
      expect(client.era).toBe(PROTOCOL_2025);
      expect(client.protocolVersion).toBe('2025-11-25');
      expect(client.server.reportedName).toBe('mcp-servers/everything');
      expect(client.server.trustedId).toBe(server.url);
      const names = (await client.listTools()).map((t) => t.name);
      expect(names).toEqual(
        expect.arrayContaining(['trigger-elicitation-request', 'trigger-url-elicitation']),
      );
    } finally {
      await client.close();
    }
  });

  it('knownLegacy: no server/discover probe (which this server refuses with 400), straight to 2025-11-25', async () => {
    const probed = createRecordingFetch();
    const first = await connect({
      url: server.url,
      renderer: scriptedRenderer().renderer,
      fetch: probed.fetch,
    });
    await first.close();
    expect(probed.requests('server/discover').map((e) => e.status)).toEqual([400]);
    const wire = createRecordingFetch();
    const client = await connect({
      url: server.url,
      renderer: scriptedRenderer().renderer,
      fetch: wire.fetch,
      knownLegacy: true,
    });
    try {
      expect(client.era).toBe(PROTOCOL_2025);
      expect(wire.requests('server/discover')).toEqual([]);
      expect(wire.requests('initialize')).toHaveLength(1);
    } finally {
      await client.close();
    }
  });

  it('the 13-field form: every field normalised, defaults and answers accepted by the server', async () => {
    const { client, script, wire } = await session(
      accept({
        name: 'Grace Hopper',
        check: true,
        email: 'grace@example.com',
        homepage: 'https://example.com/grace',
        birthdate: '1906-12-09',
        integer: 7,
        titledMultipleSelectEnum: ['fish-2', 'fish-3'],
        legacyTitledEnum: 'pet-4',
      }),
    );
    try {
      await client.listTools();
      const text = textOf(await client.callTool('trigger-elicitation-request', {}).result);
      expect(text).toContain('User provided the requested information');
      expect(text).toContain('- Name: Grace Hopper');
      expect(text).toContain('- Email: grace@example.com');
      expect(text).toContain('- Favorite Integer: 7');
      expect(text).toContain('- Favorite Number: 3.14');
      const shown = script.shown[0]?.request;
      expect(shown?.mode).toBe('form');
      if (shown?.mode !== 'form') return;
      expect(shown.form.fields.map((f) => f.name)).toEqual(FIELDS);
      expect(shown.form.fields.every((f) => f.kind !== 'unsupported')).toBe(true);
      // The answer went back as a JSON-RPC response to the pushed request.
      const answer = wire.exchanges.find((e) => e.body?.['result'] !== undefined)?.body;
      expect(answer?.['result']).toMatchObject({
        action: 'accept',
        content: {
          name: 'Grace Hopper',
          untitledMultipleSelectEnum: ['Guitar'],
          legacyTitledEnum: 'pet-4',
        },
      });
    } finally {
      await client.close();
    }
  });

  it('invalid content is never pushed back; a second bad answer cancels and fails the call', async () => {
    const { client, script, wire } = await session(
      raw({ action: 'accept', content: { name: 'x', email: 'not-an-email' } }),
      raw({ action: 'accept', content: { name: 'x', integer: 1000 } }),
    );
    try {
      await client.listTools();
      const error = await client
        .callTool('trigger-elicitation-request', {})
        .result.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RendererError);
      expect(error).toMatchObject({ code: 'invalid-content' });
      expect(script.shown).toHaveLength(2);
      expect(wire.sentText()).not.toContain('not-an-email');
      expect(wire.sentText()).not.toContain('1000');
      const answer = wire.exchanges.find((e) => e.body?.['result'] !== undefined)?.body;
      expect(answer?.['result']).toEqual({ action: 'cancel' });
    } finally {
      await client.close();
    }
  });

  it('a decline reaches the tool', async () => {
    const { client } = await session(decline());
    try {
      await client.listTools();
      const text = textOf(await client.callTool('trigger-elicitation-request', {}).result);
      expect(text).toContain('User declined');
    } finally {
      await client.close();
    }
  });

  it('URL tool, request path: a pushed URL elicitation with an elicitationId', async () => {
    const { client, script } = await session(openUrl());
    try {
      await client.listTools();
      const text = textOf(
        await client.callTool('trigger-url-elicitation', { url: 'https://example.com/consent' })
          .result,
      );
      expect(text).toContain('User completed the URL elicitation flow');
      const shown = script.shown[0]?.request;
      expect(shown?.mode === 'url' && shown.url.href).toBe('https://example.com/consent');
      expect(shown?.mode === 'url' && typeof shown.elicitationId).toBe('string');
    } finally {
      await client.close();
    }
  });

  it('URL tool, error path: -32042 is shown, the call is retried, then the request path runs', async () => {
    const { client, script, wire } = await session(openUrl(), openUrl());
    try {
      await client.listTools();
      const call = client.callTool('trigger-url-elicitation', {
        url: 'https://example.com/after-prerequisite',
        errorPath: true,
      });
      const sources: string[] = [];
      call.subscribe((s) => s.phase === 'awaiting-input' && sources.push(s.source));
      expect(textOf(await call.result)).toContain('User completed the URL elicitation flow');
      expect(sources).toEqual(['url-required', 'pushed']);
      expect(script.shown.map((s) => s.request.mode === 'url' && s.request.url.href)).toEqual([
        'https://modelcontextprotocol.io/',
        'https://example.com/after-prerequisite',
      ]);
      const calls = wire.requests('tools/call');
      expect(calls).toHaveLength(2);
      expect(calls[0]?.body?.['id']).not.toBe(calls[1]?.body?.['id']);
    } finally {
      await client.close();
    }
  });
});
