import {
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  inputRequired,
} from '@modelcontextprotocol/server';
import type {
  CallToolResult,
  InputRequest,
  McpServer,
  ServerContext,
} from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { CheckId, DoctorEra } from './doctorChecks.js';
import { DOCTOR_CHECKS } from './doctorChecks.js';
import type { DoctorLinks } from './doctorLinks.js';
import type { DoctorRecord } from './doctorRecord.js';
import type { DoctorLocalizer, DoctorMsg } from './messages/DoctorLocalizer.js';
import type { Asked, Probe, ProbeEnv, ProbeRound, Received, Verdict } from './probe.js';
import { quote } from './probe.js';
import type { ProbeRuns } from './probeRuns.js';

export interface DoctorDeps {
  readonly record: DoctorRecord;
  readonly words: DoctorLocalizer;
  readonly links: DoctorLinks;
  readonly runs: ProbeRuns;
  readonly auto: boolean;
  /** The report card's address, named in every tool result. */
  readonly page: () => string;
}

/** A person may take their time; a question waits this long for its answer (2025 pushes). */
const ANSWER_MS = 30 * 60_000;
const anyResult = z.unknown();

interface Declared {
  form: boolean;
  url: boolean;
  raw: unknown;
}

/** `{}` is form mode (the pre-mode rule); otherwise each mode is declared by its own key. */
export function declaredModes(capabilities: unknown): Declared {
  const elicitation = (capabilities as { elicitation?: unknown } | undefined)?.elicitation;
  if (typeof elicitation !== 'object' || elicitation === null)
    return { form: false, url: false, raw: elicitation };
  const keys = Object.keys(elicitation);
  return {
    form: keys.length === 0 || 'form' in elicitation,
    url: 'url' in elicitation,
    raw: elicitation,
  };
}

const modesText = (d: Declared) =>
  [d.form && 'form', d.url && 'url'].filter(Boolean).join(', ') || '—';

function capabilityVerdicts(declared: Declared): Verdict[] {
  const evidence = [`elicitation: ${quote(declared.raw)}`];
  const modes = modesText(declared);
  const one = (check: CheckId, ok: boolean): Verdict => ({
    check,
    status: ok ? 'passed' : 'failed',
    why: ok
      ? { key: 'doctor.why.modesDeclared', values: { modes } }
      : { key: 'doctor.why.modeMissing', values: { modes } },
    evidence,
  });
  return [one('caps.form', declared.form), one('caps.url', declared.url)];
}

/** A tool's answer: each verdict in a line, then where the report card is. */
export function resultText(deps: DoctorDeps, verdicts: readonly Verdict[]): CallToolResult {
  const { words } = deps;
  const lines = verdicts.map((v) =>
    words.format({
      key: 'doctor.result.line',
      values: {
        check: words.format({ key: `doctor.check.${v.check}` }),
        status: words.format({ key: STATUS_WORD[v.status] }),
        why: words.format(v.why),
      },
    }),
  );
  lines.push(words.format({ key: 'doctor.result.recorded', values: { page: deps.page() } }));
  return { content: [{ type: 'text', text: lines.join('\n') }] };
}

export const STATUS_WORD = {
  passed: 'doctor.status.passed',
  failed: 'doctor.status.failed',
  'not-tried': 'doctor.status.notTried',
} as const;

const mainCheck = (probe: Probe): CheckId =>
  DOCTOR_CHECKS.find((c) => c.tool === probe.tool && c.area !== 'capabilities')?.id ?? 'caps.form';

/** The one answer to a probe the client cannot be asked (a mode it does not declare). */
function undeclared(
  deps: DoctorDeps,
  probe: Probe,
  declared: Declared,
  era: DoctorEra,
): CallToolResult {
  const why: DoctorMsg =
    probe.mode === 'url'
      ? { key: 'doctor.why.urlUndeclared' }
      : { key: 'doctor.why.modeMissing', values: { modes: modesText(declared) } };
  const verdicts: Verdict[] = [
    {
      check: mainCheck(probe),
      status: 'not-tried',
      why,
      evidence: [`elicitation: ${quote(declared.raw)}`],
    },
  ];
  deps.record.record(verdicts, era);
  return resultText(deps, verdicts);
}

function finishRun(
  deps: DoctorDeps,
  probe: Probe,
  done: readonly ProbeRound[],
  env: ProbeEnv,
): CallToolResult {
  const verdicts = probe.judge(done, env);
  deps.record.record(verdicts, env.era);
  return resultText(deps, verdicts);
}

function envOf(deps: DoctorDeps, era: DoctorEra, declared: Declared): ProbeEnv {
  return { era, words: deps.words, links: deps.links, auto: deps.auto, urlDeclared: declared.url };
}

const asInputRequests = (asked: readonly Asked[]): Record<string, InputRequest> =>
  Object.fromEntries(
    // The doctor's schemas are written as wire JSON, some deliberately outside the SDK's types.
    asked.map((q) => [q.key, { method: 'elicitation/create', params: q.params } as InputRequest]),
  );

/**
 * 2026-07-28: each round ends the call with input_required; the retry carries the answers. Every
 * retry is also graded on what the spec asks of all of them: the requestState echoed byte for
 * byte, a new JSON-RPC id, the answers under the keys asked, the capabilities declared again
 * (spec: Multi round-trip requests › Client requirements; Base protocol).
 */
export async function serveProbe2026(deps: DoctorDeps, probe: Probe, ctx: ServerContext) {
  const era = '2026-07-28' as const;
  const envelope: Readonly<Record<string, unknown>> = ctx.mcpReq.envelope ?? {};
  const capabilities = envelope[CLIENT_CAPABILITIES_META_KEY];
  const declared = declaredModes(capabilities);
  const clientInfo = envelope[CLIENT_INFO_META_KEY] as
    { name?: unknown; version?: unknown } | undefined;
  deps.record.seeClient({
    name: `${String(clientInfo?.name ?? '—')} ${String(clientInfo?.version ?? '')}`.trim(),
    era,
    elicitation: declared.raw,
  });
  deps.record.record(capabilityVerdicts(declared), era);
  const env = envOf(deps, era, declared);
  const raw = ctx.mcpReq.requestState<unknown>();

  if (raw === undefined) {
    if (!declared.form || (probe.mode === 'url' && !declared.url))
      return undeclared(deps, probe, declared, era);
    const asked = probe.ask(0, [], env);
    const run = deps.runs.start(probe, asked, ctx.mcpReq.id);
    // Until the retry comes: a client that drops the call (no retry at all) leaves this.
    deps.record.record(
      [
        {
          check: mainCheck(probe),
          status: 'not-tried',
          why: { key: 'doctor.why.noAnswer' },
          evidence: [],
        },
      ],
      era,
    );
    return inputRequired({ inputRequests: asInputRequests(asked), requestState: run.state });
  }

  const run = deps.runs.find(raw);
  if (!run || run.probe !== probe) {
    const verdict: Verdict = {
      check: 'rounds.state',
      status: 'failed',
      why: { key: 'doctor.why.stateChanged' },
      evidence: [`received: ${quote(raw)}`],
    };
    deps.record.record([verdict], era);
    const why = deps.words.format(verdict.why);
    const lost: CallToolResult = {
      content: [
        { type: 'text', text: deps.words.format({ key: 'doctor.result.lost', values: { why } }) },
      ],
      isError: true,
    };
    return lost;
  }
  const verdicts: Verdict[] = [];
  verdicts.push(
    raw === run.state
      ? {
          check: 'rounds.state',
          status: 'passed',
          why: { key: 'doctor.why.stateExact' },
          evidence: [`requestState: ${quote(raw)}`],
        }
      : {
          check: 'rounds.state',
          status: 'failed',
          why: { key: 'doctor.why.stateChanged' },
          evidence: [`sent: ${quote(run.state)}`, `received: ${quote(raw)}`],
        },
    ctx.mcpReq.id !== run.lastId
      ? {
          check: 'rounds.newId',
          status: 'passed',
          why: { key: 'doctor.why.newIds' },
          evidence: [`ids: ${quote(run.lastId)} → ${quote(ctx.mcpReq.id)}`],
        }
      : {
          check: 'rounds.newId',
          status: 'failed',
          why: { key: 'doctor.why.sameId', values: { id: quote(ctx.mcpReq.id) } },
          evidence: [`ids: ${quote(run.lastId)} → ${quote(ctx.mcpReq.id)}`],
        },
    declared.form
      ? {
          check: 'caps.perRequest',
          status: 'passed',
          why: { key: 'doctor.why.capsEveryRequest' },
          evidence: [`elicitation: ${quote(declared.raw)}`],
        }
      : {
          check: 'caps.perRequest',
          status: 'failed',
          why: { key: 'doctor.why.capsMissing', values: { method: ctx.mcpReq.method } },
          evidence: [`clientCapabilities: ${quote(capabilities)}`],
        },
  );

  const responses = ctx.mcpReq.inputResponses ?? {};
  const dropped = new Set(ctx.mcpReq.droppedInputResponseKeys ?? []);
  const asked = run.asked.map((q) => q.key);
  const answeredKeys = [...Object.keys(responses), ...dropped];
  const received: Record<string, Received> = {};
  for (const key of asked)
    received[key] = dropped.has(key)
      ? { kind: 'error', text: 'not a bare ElicitResult (dropped)' }
      : key in responses
        ? { kind: 'answer', value: responses[key] }
        : { kind: 'none' };
  const keysMatch = [...asked].sort().join('\u0000') === [...answeredKeys].sort().join('\u0000');
  verdicts.push(
    keysMatch
      ? {
          check: 'rounds.keys',
          status: 'passed',
          why: { key: 'doctor.why.keysAsAsked' },
          evidence: [`keys: ${quote(answeredKeys)}`],
        }
      : {
          check: 'rounds.keys',
          status: 'failed',
          why: {
            key: 'doctor.why.keysWrong',
            values: { asked: quote(asked), answered: quote(answeredKeys) },
          },
          evidence: [`inputResponses: ${quote(responses)}`],
        },
  );
  deps.record.record(verdicts, era);

  run.done.push({ asked: run.asked, received });
  if (run.done.length < probe.rounds) {
    const next = probe.ask(run.done.length, run.done, env);
    deps.runs.next(run, next, ctx.mcpReq.id);
    return inputRequired({ inputRequests: asInputRequests(next), requestState: run.state });
  }
  deps.runs.end(run);
  await probe.settle?.(run.done, env);
  return finishRun(deps, probe, run.done, env);
}

/**
 * 2025-11-25: each question is pushed as elicitation/create on the call's stream, the round's
 * questions at once; the answer is read as the client sent it (no schema applied on the way), an
 * error response as its code and message.
 */
export async function serveProbe2025(
  deps: DoctorDeps,
  probe: Probe,
  server: McpServer,
  ctx: ServerContext,
) {
  const era = '2025-11-25' as const;
  const declared = declaredModes(server.server.getClientCapabilities());
  const info = server.server.getClientVersion();
  deps.record.seeClient({
    name: `${info?.name ?? '—'} ${info?.version ?? ''}`.trim(),
    era,
    elicitation: declared.raw,
  });
  deps.record.record(capabilityVerdicts(declared), era);
  if (!declared.form || (probe.mode === 'url' && !declared.url))
    return undeclared(deps, probe, declared, era);
  const env = envOf(deps, era, declared);
  const done: ProbeRound[] = [];
  for (let round = 0; round < probe.rounds; round++) {
    const asked = probe.ask(round, done, env);
    const answers = await Promise.all(
      asked.map(async (q): Promise<[string, Received]> => {
        try {
          const value = await ctx.mcpReq.send(
            { method: 'elicitation/create', params: q.params },
            anyResult,
            { timeout: ANSWER_MS, resetTimeoutOnProgress: true },
          );
          return [q.key, { kind: 'answer', value }];
        } catch (error) {
          const code = (error as { code?: unknown }).code;
          const message = error instanceof Error ? error.message : String(error);
          return [
            q.key,
            { kind: 'error', text: typeof code === 'number' ? `${code} ${message}` : message },
          ];
        }
      }),
    );
    done.push({ asked, received: Object.fromEntries(answers) });
  }
  await probe.settle?.(done, env);
  // A finished link page is announced (2025-11-25 only: notifications/elicitation/complete).
  for (const q of done.flatMap((r) => r.asked))
    if (
      q.params.mode === 'url' &&
      q.params.elicitationId !== undefined &&
      deps.links.isDone(q.params.elicitationId)
    )
      await ctx.mcpReq
        .notify({
          method: 'notifications/elicitation/complete',
          params: { elicitationId: q.params.elicitationId },
        })
        .catch(() => undefined);
  return finishRun(deps, probe, done, env);
}
