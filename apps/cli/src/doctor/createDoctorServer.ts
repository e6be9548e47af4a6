import { McpServer, UrlElicitationRequiredError } from '@modelcontextprotocol/server';
import type { CallToolResult } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { DoctorEra } from './doctorChecks.js';
import { buildReport, reportText } from './doctorReport.js';
import type { DoctorTasks } from './doctorTasks.js';
import { DOCTOR_PROBES } from './probes/doctorProbes.js';
import type { Verdict } from './probe.js';
import { quote, withScript } from './probe.js';
import type { DoctorDeps } from './serveProbe.js';
import { declaredModes, resultText, serveProbe2025, serveProbe2026 } from './serveProbe.js';

export const DOCTOR_INFO = { name: 'elicitkit-doctor', version: '0.1.0' } as const;

const text = (value: string): CallToolResult => ({ content: [{ type: 'text', text: value }] });

/**
 * One server instance per serving unit (a 2026 request, a 2025 session, a stdio connection), as
 * the SDK's handlers build them; every instance writes to the one record. Each doctor_ tool asks
 * its questions and grades the answers; doctor_report reads the card back.
 */
export function createDoctorServer(
  deps: DoctorDeps,
  tasks: DoctorTasks,
  era: 'legacy' | 'modern',
): McpServer {
  const { words } = deps;
  const server = new McpServer(DOCTOR_INFO, {
    instructions: words.format({ key: 'doctor.page.title' }),
  });
  if (era === 'modern') tasks.register(server);
  for (const probe of DOCTOR_PROBES)
    server.registerTool(
      probe.tool,
      { description: words.format({ key: probe.description }), inputSchema: z.object({}) },
      async (_args, ctx) =>
        era === 'modern'
          ? serveProbe2026(deps, probe, ctx)
          : serveProbe2025(deps, probe, server, ctx),
    );

  // -32042 exists in 2025-11-25 only: the call fails with a link, and the client retries it once
  // the person has been there (2026-07-28 reserves the code and never sends it).
  let pending: string | undefined;
  server.registerTool(
    'doctor_url_required',
    { description: words.format({ key: 'doctor.tool.urlRequired' }), inputSchema: z.object({}) },
    async () => {
      const thisEra: DoctorEra = era === 'modern' ? '2026-07-28' : '2025-11-25';
      if (era === 'modern')
        return text(words.format({ key: 'doctor.result.notInEra', values: { era: '2025-11-25' } }));
      const declared = declaredModes(server.server.getClientCapabilities());
      if (!declared.url) {
        const verdict: Verdict = {
          check: 'url.required',
          status: 'not-tried',
          why: { key: 'doctor.why.urlUndeclared' },
          evidence: [`elicitation: ${quote(declared.raw)}`],
        };
        deps.record.record([verdict], thisEra);
        return resultText(deps, [verdict]);
      }
      if (pending !== undefined) {
        const visits = deps.links.visits(pending).length;
        const verdict: Verdict = {
          check: 'url.required',
          status: 'passed',
          why: { key: 'doctor.why.urlRetried', values: { visits } },
          evidence: deps.links
            .visits(pending)
            .map((v) => `${v.method} +${v.at} ms (${v.userAgent})`),
        };
        pending = undefined;
        deps.record.record([verdict], thisEra);
        return resultText(deps, [verdict]);
      }
      const link = deps.links.issue();
      pending = link.id;
      const script = { action: 'accept' as const, visit: true };
      throw new UrlElicitationRequiredError(
        [
          {
            mode: 'url',
            message: withScript(words.format({ key: 'doctor.ask.urlRequired' }), script, deps.auto),
            url: link.url,
            elicitationId: link.id,
          },
        ],
        words.format({ key: 'doctor.ask.urlRequired' }),
      );
    },
  );

  // A question asked by a running task (Tasks extension, 2026-07-28 only).
  server.registerTool(
    'doctor_task',
    { description: words.format({ key: 'doctor.tool.task' }), inputSchema: z.object({}) },
    async (_args, ctx) =>
      era === 'modern'
        ? (tasks.start(ctx) as CallToolResult)
        : text(words.format({ key: 'doctor.result.notInEra', values: { era: '2026-07-28' } })),
  );

  server.registerTool(
    'doctor_report',
    { description: words.format({ key: 'doctor.tool.report' }), inputSchema: z.object({}) },
    async () => text(reportText(buildReport(deps.record.state.getState(), words), words)),
  );
  return server;
}
