// The loop against a hostile 2025-11-25 server process (servers/hostile2025.mjs, on the official
// server package), one trick per test. Each test asserts what the renderer (the scripted person)
// was shown and the ElicitResult the server actually received, read from the server's own log.
import type { RefusedQuestion } from '@elicitkit/client';
import { connect, RendererError, RoundLimitError, UrlError } from '@elicitkit/client';
import type { UrlConsentPhase } from '@elicitkit/core';
import { createUrlConsent, english } from '@elicitkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopAll } from '../client/support/serverProcess.js';
import type { Step } from '../client/support/scriptedRenderer.js';
import {
  accept,
  decline,
  openUrl,
  raw,
  scriptedRenderer,
} from '../client/support/scriptedRenderer.js';
import { textOf } from '../client/support/text.js';
import type { Hostile2025 } from './support/hostile2025.js';
import {
  announceComplete,
  events,
  mark,
  received,
  receivedEventually,
  startHostile2025,
} from './support/hostile2025.js';

let server: Hostile2025;

beforeAll(async () => {
  server = await startHostile2025();
});
afterAll(stopAll);

async function session(...steps: Step[]) {
  const script = scriptedRenderer(...steps);
  const client = await connect({
    url: server.url,
    renderer: script.renderer,
    protocol: '2025-11-25',
    serverId: 'hostile-2025',
  });
  return { client, script, since: mark(server.log) };
}

/**
 * The actions the server received for `tool` since `since` ("refused" when it got an error),
 * once it has logged `count` of them.
 */
async function actions(tool: string, since: number, count: number): Promise<string[]> {
  const seen = await receivedEventually(server.log, tool, since, count);
  return seen.map((e) => (e.event === 'received' ? e.result.action : 'refused'));
}

// Any of these in text shown to a person could restyle a terminal or reorder what they read.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe('completions the client never asked for', () => {
  it('a completion for an unknown id, then a URL push with that id: the person is asked, and the server gets only their decline', async () => {
    const { client, script, since } = await session(decline());
    try {
      const result = await client.callTool('complete_then_push', {}).result;
      expect(script.shown).toHaveLength(1);
      const shown = script.shown[0]?.request;
      expect(shown?.mode).toBe('url');
      expect(shown?.mode === 'url' && shown.elicitationId).toEqual(expect.any(String));
      expect(await actions('complete_then_push', since, 1)).toEqual(['decline']);
      expect(textOf(result)).toBe('received {"action":"decline"}');
    } finally {
      await client.close();
    }
  });

  it('a completion for an already-used id is ignored: the same id pushed again is shown again, and the server gets the decline', async () => {
    const { client, script, since } = await session(openUrl(), decline());
    try {
      await client.callTool('complete_used_then_push', {}).result;
      expect(script.shown).toHaveLength(2);
      expect(script.shown[1]?.context.shownBefore).toBe(1);
      expect(await actions('complete_used_then_push', since, 2)).toEqual(['accept', 'decline']);
    } finally {
      await client.close();
    }
  });
});

describe('URL asked again', () => {
  it('a push loop: the same id after "I\'ve finished" is shown again with the not-finished note; the third ask is a url-loop and the server gets cancel', async () => {
    const { client, script, since } = await session(openUrl(), openUrl());
    try {
      const call = client.callTool('push_loop', {});
      const error = await call.result.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UrlError);
      expect(error).toMatchObject({ code: 'url-loop' });
      expect(script.shown).toHaveLength(2);
      expect(script.shown[0]?.context.shownBefore).toBeUndefined();
      expect(script.shown[1]?.context.shownBefore).toBe(1);
      expect(await actions('push_loop', since, 3)).toEqual(['accept', 'accept', 'cancel']);
      expect(call.getState()).toMatchObject({ phase: 'failed', retryable: false });
    } finally {
      await client.close();
    }
  });
});

describe('-32042 and the round cap', () => {
  it('a -32042 loop with a fresh elicitationId each time is stopped by maxRounds', async () => {
    const { client, script, since } = await session(openUrl(), openUrl(), openUrl());
    try {
      const call = client.callTool('url_required_forever', {}, { maxRounds: 3 });
      await expect(call.result).rejects.toBeInstanceOf(RoundLimitError);
      const ids = script.shown.map((s) => s.request.mode === 'url' && s.request.elicitationId);
      expect(new Set(ids).size).toBe(3);
      // Three rounds shown, and the fourth -32042 is where the cap stops it.
      const calls = events(server.log, since).filter(
        (e) => e.event === 'called' && e.tool === 'url_required_forever',
      );
      expect(calls).toHaveLength(4);
    } finally {
      await client.close();
    }
  });

  it('each -32042 re-call round counts against maxRounds exactly once', async () => {
    // url_required_twice needs two URL rounds: maxRounds 2 is enough, maxRounds 1 is not.
    const enough = await session(openUrl(), openUrl());
    try {
      const result = await enough.client.callTool('url_required_twice', {}, { maxRounds: 2 })
        .result;
      expect(textOf(result)).toBe('ran after two URL rounds');
      expect(enough.script.shown).toHaveLength(2);
    } finally {
      await enough.client.close();
    }
    const short = await session(openUrl());
    try {
      const call = short.client.callTool('url_required_twice', {}, { maxRounds: 1 });
      await expect(call.result).rejects.toBeInstanceOf(RoundLimitError);
      expect(short.script.shown).toHaveLength(1);
      expect(
        events(server.log, short.since).filter(
          (e) => e.event === 'ran' && e.tool === 'url_required_twice',
        ),
      ).toEqual([]);
    } finally {
      await short.client.close();
    }
  });
});

describe('hostile forms', () => {
  it('terminal escapes and bidi overrides never reach the person; the server gets exactly what they chose', async () => {
    const { client, script, since } = await session(accept({ confirm: true }));
    try {
      await client.callTool('hostile_text_form', {}).result;
      const shown = script.shown[0]?.request;
      expect(shown?.mode).toBe('form');
      expect(shown?.message).not.toMatch(UNSAFE);
      expect(shown?.message).toContain('invoice');
      const labels = shown?.mode === 'form' ? shown.form.fields.map((f) => f.label) : [];
      expect(labels.join('')).not.toMatch(UNSAFE);
      expect(received(server.log, 'hostile_text_form', since)).toEqual([
        {
          event: 'received',
          tool: 'hostile_text_form',
          result: { action: 'accept', content: { confirm: true } },
        },
      ]);
    } finally {
      await client.close();
    }
  });

  it('a schema no answer can satisfy: the person is told why, an accept anyway is never sent, the server gets cancel', async () => {
    const forced: Step = raw({ action: 'accept', content: { plan: 'pro' } });
    const { client, script, since } = await session(forced, forced);
    try {
      const error = await client.callTool('bad_schema_form', {}).result.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RendererError);
      expect(error).toMatchObject({ code: 'invalid-content' });
      const shown = script.shown[0]?.request;
      expect(shown?.mode === 'form' && shown.form.accept.enabled).toBe(false);
      expect(
        shown?.mode === 'form' &&
          !shown.form.accept.enabled &&
          english.format(shown.form.accept.reason),
      ).toContain('"plan"');
      expect(shown?.diagnostics.map((d) => d.code)).toEqual(
        expect.arrayContaining(['unsupported-dialect', 'invalid-constraint']),
      );
      expect(await actions('bad_schema_form', since, 1)).toEqual(['cancel']);
    } finally {
      await client.close();
    }
  });

  it('a requestedSchema outside the protocol is refused before anyone is asked: the server gets a one-line error, never an answer, and the host is told who asked', async () => {
    const script = scriptedRenderer();
    const refusals: RefusedQuestion[] = [];
    const client = await connect({
      url: server.url,
      renderer: script.renderer,
      protocol: '2025-11-25',
      serverId: 'hostile-2025',
      onQuestionRefused: (refusal) => refusals.push(refusal),
    });
    const since = mark(server.log);
    try {
      const result = await client.callTool('malformed_schema_form', {}).result;
      expect(script.shown).toEqual([]);
      expect(await actions('malformed_schema_form', since, 1)).toEqual(['refused']);
      expect(textOf(result)).toBe('received null');
      // Who asked, and why as core reads it: the required nested object first (an error).
      expect(refusals).toHaveLength(1);
      const [refusal] = refusals;
      expect(refusal?.server.trustedId).toBe('hostile-2025');
      expect(refusal?.method).toBe('elicitation/create');
      expect(refusal?.diagnostics[0]).toMatchObject({
        code: 'required-unsupported',
        field: 'nested',
      });
      // What the server got: invalid params, one line naming the field and why (not the SDK's
      // whole validation dump), the same line the host is given for the person.
      const line = 'nested: nested objects are not part of an elicitation schema';
      expect(refusal?.line).toBe(line);
      expect(refusal?.reason).toEqual({
        key: 'refusal.field',
        values: { field: 'nested', reason: 'nested', detail: '' },
      });
      expect(errorBytesSince(since)).toEqual([
        `{"jsonrpc":"2.0","id":${pushIdOf(since)},"error":{"code":-32602,"message":"${line}"}}`,
      ]);
    } finally {
      await client.close();
    }
  });

  it('a `type: ["string", "null"]` field, refused by the SDK: the server and the host are told which field and why', async () => {
    const refusals: RefusedQuestion[] = [];
    const script = scriptedRenderer();
    const client = await connect({
      url: server.url,
      renderer: script.renderer,
      protocol: '2025-11-25',
      serverId: 'hostile-2025',
      onQuestionRefused: (refusal) => refusals.push(refusal),
    });
    const since = mark(server.log);
    try {
      await client.callTool('nullable_type_form', {}).result;
      expect(script.shown).toEqual([]);
      expect(await actions('nullable_type_form', since, 1)).toEqual(['refused']);
      const line =
        'nickname: a type that may be null is not part of an elicitation schema (leave the field out of \\"required\\" instead)';
      expect(errorBytesSince(since)).toEqual([
        `{"jsonrpc":"2.0","id":${pushIdOf(since)},"error":{"code":-32602,"message":"${line}"}}`,
      ]);
      expect(refusals.map((r) => r.line)).toEqual([JSON.parse(`"${line}"`)]);
      expect(english.format(refusals[0]!.reason!)).toBe(refusals[0]!.line);
    } finally {
      await client.close();
    }
  });
});

/** The raw JSON-RPC errors the client answered pushes with, since `since`. */
function errorBytesSince(since: number): string[] {
  return events(server.log)
    .slice(since)
    .flatMap((e) => (e.event === 'error-response' ? [e.bytes] : []));
}
/** The id of the push the client answered with an error, as the bytes carry it. */
function pushIdOf(since: number): number {
  const [bytes] = errorBytesSince(since);
  return (JSON.parse(bytes ?? '{}') as { id: number }).id;
}

/**
 * A person at a URL prompt drawn from core's consent model, as the web and terminal renderers
 * are: optionally opens the page, then has the server announce the elicitation complete (side
 * channel) while the prompt is open. The server's completion is handed to the model as "I've
 * finished" — what `serverCompleted` means for a renderer. If that does not close the prompt,
 * the person then declines.
 */
function personAtUrl(
  options: { opens: boolean },
  seen: { phaseAtCompletion?: UrlConsentPhase },
): Step {
  return async (request, context) => {
    if (request.mode !== 'url') throw new Error(`expected a URL, got ${request.mode}`);
    const model = createUrlConsent(request.url, { shownBefore: context.shownBefore ?? 0 });
    if (options.opens) {
      model.open();
      model.openResult(true);
    }
    const completed = context.serverCompleted;
    if (!completed || !request.elicitationId) throw new Error('no completion to wait for');
    const arrived = new Promise<void>((resolve) =>
      completed.addEventListener('abort', () => resolve(), { once: true }),
    );
    expect(await announceComplete(server.origin, request.elicitationId)).toBe(200);
    await arrived;
    seen.phaseAtCompletion = model.getState().phase;
    return model.finished() ?? model.decline();
  };
}

describe('a completion while the URL prompt is open', () => {
  it('pushed, still in review: the prompt stays open, and the server gets the decline the person then chose', async () => {
    const seen: { phaseAtCompletion?: UrlConsentPhase } = {};
    const { client, since } = await session(personAtUrl({ opens: false }, seen));
    try {
      await client.callTool('push_then_wait', {}).result;
      expect(seen.phaseAtCompletion).toBe('review');
      expect(await actions('push_then_wait', since, 1)).toEqual(['decline']);
    } finally {
      await client.close();
    }
  });

  it('pushed, page opened: the completion closes the prompt as "I\'ve finished", and the server gets accept', async () => {
    const seen: { phaseAtCompletion?: UrlConsentPhase } = {};
    const { client, since } = await session(personAtUrl({ opens: true }, seen));
    try {
      await client.callTool('push_then_wait', {}).result;
      expect(seen.phaseAtCompletion).toBe('opened');
      expect(await actions('push_then_wait', since, 1)).toEqual(['accept']);
    } finally {
      await client.close();
    }
  });

  it('-32042, still in review: the completion does not count the URL as done; the person declines and the tool is never re-run', async () => {
    const seen: { phaseAtCompletion?: UrlConsentPhase } = {};
    const { client, since } = await session(personAtUrl({ opens: false }, seen));
    try {
      const call = client.callTool('url_required_then_wait', {});
      await expect(call.result).rejects.toMatchObject({ code: 'url-declined', action: 'decline' });
      expect(seen.phaseAtCompletion).toBe('review');
      const log = events(server.log, since);
      expect(log.filter((e) => e.event === 'called')).toHaveLength(1);
      expect(log.filter((e) => e.event === 'ran')).toEqual([]);
    } finally {
      await client.close();
    }
  });

  it('-32042, page opened: the completion finishes the prompt and the call is made again, once', async () => {
    const seen: { phaseAtCompletion?: UrlConsentPhase } = {};
    const { client, since } = await session(personAtUrl({ opens: true }, seen));
    try {
      const result = await client.callTool('url_required_then_wait', {}).result;
      expect(seen.phaseAtCompletion).toBe('opened');
      expect(textOf(result)).toBe('ran after the sign-in');
      expect(events(server.log, since).filter((e) => e.event === 'called')).toHaveLength(2);
    } finally {
      await client.close();
    }
  });
});

describe('questions pushed during prompts/get and resources/read', () => {
  it('prompts/get: the pushed question goes to the same renderer, validated, and the prompt carries the answer', async () => {
    const { client, script, since } = await session(accept({ tone: 'dry' }));
    try {
      const call = client.getPrompt('asking_prompt');
      const result = await call.result;
      expect(result.messages[0]?.content).toEqual({ type: 'text', text: 'tone: dry' });
      expect(script.shown).toHaveLength(1);
      expect(script.shown[0]?.request.message).toBe('Which tone should the prompt take?');
      expect(await actions('asking_prompt', since, 1)).toEqual(['accept']);
    } finally {
      await client.close();
    }
  });

  it('resources/read: an answer outside the schema is never sent; the server gets the cancel', async () => {
    const forced: Step = raw({ action: 'accept', content: { owner: 'x'.repeat(41) } });
    const { client, since } = await session(forced, forced);
    try {
      await expect(client.readResource('hostile://asking-resource').result).rejects.toMatchObject({
        code: 'invalid-content',
      });
      expect(await actions('asking_resource', since, 1)).toEqual(['cancel']);
    } finally {
      await client.close();
    }
  });
});
