import { describe, expect, it } from 'vitest';
import type { CheckReport } from './checkReport.js';
import { fakeIo } from './fakeIo.js';
import { runCli } from './runCli.js';

// In-process: the same command path as the spawned tests, minus the process start-up.
async function check(input: unknown, ...flags: string[]) {
  const io = fakeIo({ stdin: JSON.stringify(input) });
  const code = await runCli(['check-schema', '-', ...flags], io);
  return { code, stdout: io.stdout(), stderr: io.stderr() };
}

async function checkJson(input: unknown, ...flags: string[]) {
  const run = await check(input, '--json', ...flags);
  return { code: run.code, report: JSON.parse(run.stdout) as CheckReport };
}

const params = {
  mode: 'form',
  message: 'Which region?',
  requestedSchema: {
    type: 'object',
    properties: { region: { type: 'string', enum: ['eu', 'us'] } },
    required: ['region'],
  },
};
const entry = { method: 'elicitation/create', params };
const urlParams = { mode: 'url', message: 'Sign in', url: 'https://example.com/login' };

describe('check-schema input detection', () => {
  it.each([
    ['params', params, null],
    ['requestedSchema', params.requestedSchema, null],
    ['inputRequest', entry, '2026-07-28'],
    ['inputRequests', { region: entry }, '2026-07-28'],
    [
      'inputRequiredResult',
      { resultType: 'input_required', inputRequests: { region: entry }, requestState: 's' },
      '2026-07-28',
    ],
    [
      'jsonRpcResponse',
      { jsonrpc: '2.0', id: 1, result: { resultType: 'input_required', inputRequests: { entry } } },
      '2026-07-28',
    ],
    ['jsonRpcRequest', { jsonrpc: '2.0', id: 1, ...entry }, '2025-11-25'],
  ])('recognises %s', async (kind, input, era) => {
    const { code, report } = await checkJson(input);
    expect(code).toBe(0);
    expect(report.input.kind).toBe(kind);
    expect(report.input.era).toBe(era);
    expect(report.fields.map((f) => f.name)).toEqual(['region']);
  });

  it('dates URL-mode params by elicitationId (required in 2025-11-25, gone in 2026-07-28)', async () => {
    expect((await checkJson(urlParams)).report.input.era).toBe('2026-07-28');
    const legacy = await checkJson({ ...urlParams, elicitationId: 'e1' });
    expect(legacy.report.input.era).toBe('2025-11-25');
    const pushed = await checkJson({
      jsonrpc: '2.0',
      id: 3,
      method: 'elicitation/create',
      params: urlParams,
    });
    expect(pushed.report.input.notes).toEqual([
      {
        severity: 'warning',
        message: '2025-11-25 requires "elicitationId" on URL-mode requests; this one has none.',
      },
    ]);
  });

  it('reads the URL elicitation out of a 2025 URLElicitationRequiredError', async () => {
    const { code, report } = await checkJson({
      jsonrpc: '2.0',
      id: 2,
      error: {
        code: -32042,
        message: 'More',
        data: { elicitations: [{ ...urlParams, elicitationId: 'x' }] },
      },
    });
    expect(code).toBe(0);
    expect(report).toMatchObject({
      input: { kind: 'jsonRpcResponse', era: '2025-11-25' },
      mode: 'url',
      url: { host: 'example.com' },
    });
  });

  it.each([
    [
      'another JSON-RPC method',
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: {} },
      /"tools\/call" request, not elicitation\/create/,
    ],
    [
      'a complete result',
      { jsonrpc: '2.0', id: 1, result: { resultType: 'complete' } },
      /asks nothing/,
    ],
    [
      'a requestState-only round',
      { resultType: 'input_required', requestState: 'abc' },
      /carries only requestState/,
    ],
    [
      'a sampling entry',
      { method: 'sampling/createMessage', params: {} },
      /not elicitation\/create/,
    ],
  ])('has nothing to check in %s (exit 1)', async (_name, input, reason) => {
    const { code, report } = await checkJson(input);
    expect(code).toBe(1);
    expect(report.mode).toBeNull();
    expect(report.canAccept).toBe(false);
    expect(report.acceptBlockedReason).toMatch(reason);
  });
});

describe('check-schema --request', () => {
  const result = {
    resultType: 'input_required',
    inputRequests: {
      think: { method: 'sampling/createMessage', params: {} },
      first: entry,
      second: { method: 'elicitation/create', params: urlParams },
    },
  };

  it('checks the first elicitation by default and lists the rest', async () => {
    const run = await check(result);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/entry\s+"first"/);
    expect(run.stdout).toContain('"think" is a "sampling/createMessage" request; not checked');
    expect(run.stdout).toContain('Pick another with --request <key> ("first", "second")');
  });

  it('checks the entry it names', async () => {
    const { code, report } = await checkJson(result, '--request', 'second');
    expect(code).toBe(0);
    expect(report).toMatchObject({ input: { requestKey: 'second' }, mode: 'url' });
  });

  it('has nothing to check in a non-elicitation entry (exit 1)', async () => {
    const { code, report } = await checkJson(result, '--request', 'think');
    expect(code).toBe(1);
    expect(report).toMatchObject({ mode: null, canAccept: false, input: { requestKey: 'think' } });
  });

  it('is bad usage for an entry that does not exist (exit 2)', async () => {
    const run = await check(result, '--request', 'nope');
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(
      '--request "nope": no such inputRequests entry (there are "think", "first", "second")',
    );
  });

  it('notes that it was ignored when there are no inputRequests', async () => {
    const { code, report } = await checkJson(params, '--request', 'x');
    expect(code).toBe(0);
    expect(report.input.notes[0]?.message).toContain('--request "x" was ignored');
  });
});
