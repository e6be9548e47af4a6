// A hostile 2026 server (test/adversarial/servers/hostile2026.mjs, a real process): a result
// that breaks the tool's own output schema is a local InvalidResultError, never a ServerError
// with a code the server did not send; a destructive tool's questions name it as the subject.
import { connect, InvalidResultError, ServerError } from '@elicitkit/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopAll } from '../client/support/serverProcess.js';
import { accept, scriptedRenderer } from '../client/support/scriptedRenderer.js';
import type { Hostile2026 } from './support/hostile2026.js';
import { executions, startHostile2026 } from './support/hostile2026.js';

let server: Hostile2026;
beforeAll(async () => {
  server = await startHostile2026();
});
afterAll(async () => {
  await stopAll();
});

describe('errors say whose they are', () => {
  it('structured content that breaks the output schema: output-schema-mismatch, not ServerError', async () => {
    const script = scriptedRenderer();
    const client = await connect({
      url: server.url,
      renderer: script.renderer,
      protocol: '2026-07-28',
    });
    try {
      await client.listTools();
      const failure = await client.callTool('bad_structured').result.catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(InvalidResultError);
      expect(failure).toMatchObject({ code: 'output-schema-mismatch' });
      expect(failure).not.toBeInstanceOf(ServerError);
      expect(executions(server.log, 'bad_structured')).toBe(1);
    } finally {
      await client.close();
    }
  });
});

describe('the subject of a question', () => {
  it('names the tool, its title and its destructive hint', async () => {
    const script = scriptedRenderer(accept({ confirm: true }));
    const client = await connect({
      url: server.url,
      renderer: script.renderer,
      protocol: '2026-07-28',
    });
    try {
      await client.listTools();
      await client.callTool('drop_table').result;
      expect(script.shown[0]?.context.subject).toEqual({
        method: 'tools/call',
        name: 'drop_table',
        title: 'Drop table',
        destructive: true,
      });
    } finally {
      await client.close();
    }
  });
});
