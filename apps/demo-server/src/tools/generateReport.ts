import { acceptedContent, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import type { McpServer } from '@modelcontextprotocol/server';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { TaskProgram } from '../tasks/taskProgram.js';
import { registerTaskTool } from '../tasks/taskTool.js';
import type { TaskToolDeps } from '../tasks/taskTool.js';
import { textResult } from '../toolResult.js';

const Args = z.object({ topic: z.string().min(1).describe('What the report is about') });

const AUDIENCES = [
  { const: 'executives', title: 'Executives (one page, decisions)' },
  { const: 'engineers', title: 'Engineers (details, numbers)' },
  { const: 'general', title: 'General readers (plain language)' },
] as const;
type Audience = (typeof AUDIENCES)[number]['const'];
const Clarification = z.object({ audience: z.enum(['executives', 'engineers', 'general']) });

/** How the finished report names its audience (its first line reads "for executives"). */
const AUDIENCE_WORDS: Record<Audience, string> = {
  executives: 'executives',
  engineers: 'engineers',
  general: 'general readers',
};

const SECTIONS = ['Background', 'Key findings', 'Risks', 'Recommendations'];
/** After this many sections the report needs to know its audience. */
const ASK_AFTER = 1;
/**
 * Simulated work per section, done while holding the step's lease. ELICITKIT_REPORT_SECTION_MS
 * changes it (tests slow it down to catch a replica mid-section).
 */
const SECTION_MS = Number(process.env.ELICITKIT_REPORT_SECTION_MS) || 300;

interface State {
  topic: string;
  written: string[];
  audience?: Audience;
  asked: number;
}

const keyOf = (asked: number) => (asked <= 1 ? 'report_audience' : `report_audience_${asked}`);
const percent = (done: number) => Math.round((done / (SECTIONS.length + 1)) * 100);

/**
 * A long task: it writes the report section by section, with progress in `statusMessage`, stops
 * after the first section to ask who the report is for, and completes with the report. Each
 * section is one step, so a replica that dies mid-report only loses the section it was writing.
 */
export const generateReportProgram: TaskProgram<z.infer<typeof Args>, State> = {
  name: 'generate_report',
  taskSupport: 'optional',
  start: ({ topic }) => ({ topic, written: [], asked: 0 }),
  async step(state, answers, signal) {
    if (state.written.length === ASK_AFTER && state.audience === undefined) {
      const key = keyOf(state.asked);
      const view = state.asked > 0 ? inputResponse(answers, key) : undefined;
      if (view?.kind === 'elicit' && view.action !== 'accept')
        return {
          kind: 'complete',
          statusMessage: 'Stopped',
          result: textResult(
            `The report on ${state.topic} was not finished: the user chose ${view.action} when asked who it is for.`,
          ),
        };
      const answer = view ? acceptedContent(answers, key, Clarification) : undefined;
      if (answer === undefined) {
        const asked = state.asked + 1;
        return {
          kind: 'ask',
          state: { ...state, asked },
          statusMessage: `${percent(state.written.length)}%: waiting to hear who the report is for`,
          inputRequests: {
            [keyOf(asked)]: inputRequired.elicit({
              message: `Who is the report on ${state.topic} for?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  audience: {
                    type: 'string',
                    title: 'Audience',
                    oneOf: AUDIENCES.map((a) => ({ const: a.const, title: a.title })),
                  },
                },
                required: ['audience'],
              },
            }),
          },
        };
      }
      return {
        kind: 'continue',
        state: { ...state, audience: answer.audience },
        delayMs: 0,
        statusMessage: `${percent(state.written.length)}%: writing for ${answer.audience}`,
      };
    }
    const next = SECTIONS[state.written.length];
    if (next === undefined)
      return {
        kind: 'complete',
        statusMessage: '100%: done',
        result: textResult(
          [
            `Report: ${state.topic} (for ${AUDIENCE_WORDS[state.audience ?? 'general']})`,
            ...state.written.map((section, i) => `${i + 1}. ${section}`),
          ].join('\n'),
        ),
      };
    await sleep(SECTION_MS, undefined, { signal });
    const written = [...state.written, `${next}: notes on ${state.topic}.`];
    return {
      kind: 'continue',
      state: { ...state, written },
      delayMs: 0,
      statusMessage: `${percent(written.length)}%: wrote "${next}" (${written.length} of ${SECTIONS.length} sections)`,
    };
  },
};

export function registerGenerateReport(server: McpServer, deps: TaskToolDeps): void {
  registerTaskTool(server, deps, {
    program: generateReportProgram,
    title: 'Generate report',
    description:
      'Write a report on a topic. Runs as a task when the client supports Tasks: progress shows in the task status, and it asks who the report is for partway through.',
    inputSchema: Args,
    annotations: { readOnlyHint: true },
  });
}
