import { inputRequired } from '@modelcontextprotocol/server';
import type { McpServer, ScopeChallengeHandler, ServerContext } from '@modelcontextprotocol/server';
import { STEP_UP_SCOPE } from '../auth/demoAuthServer.js';
import { z } from 'zod';
import { REGIONS, findRegion } from '../catalog.js';
import type { Region } from '../catalog.js';
import { checkState } from '../demoState.js';
import type { DemoStateCodec } from '../demoState.js';
import { readAnswer } from '../readAnswer.js';
import { foreignStateResult, textResult } from '../toolResult.js';

const REGION_KEY = 'region';
const PLAN_KEY = 'plan';

const RegionAnswer = z.object({
  region: z.enum(REGIONS.map((r) => r.id) as [string, ...string[]]),
});

const MIN_REPLICAS = 1;
const MAX_REPLICAS = 10;

/** The plan answer without its replicas: enough to tell which of the two was wrong. */
function planOnly(region: Region) {
  return z.object({ plan: z.enum(region.plans.map((p) => p.const) as [string, ...string[]]) });
}

function planAnswer(region: Region) {
  return planOnly(region).extend({
    replicas: z.number().int().min(MIN_REPLICAS).max(MAX_REPLICAS).default(2),
  });
}

/**
 * Under `--auth oauth`, deploy needs `deploy:write` before it acts. On 2026-07-28 the challenge
 * comes once the person has answered the first question (the first leg that carries answers),
 * so the client must sign in again in the middle of the call and re-send that same leg; the
 * tool has not acted yet. A 2025 call has no later request to challenge (its questions are
 * pushed on one open request), so it is challenged up front.
 */
export function deployScopeChallenge(era: 'legacy' | 'modern'): ScopeChallengeHandler {
  return ({ request, authInfo }) => {
    if (!authInfo || authInfo.scopes.includes(STEP_UP_SCOPE)) return undefined;
    const answered = (request.params as { inputResponses?: unknown } | undefined)?.inputResponses;
    if (era === 'modern' && answered === undefined) return undefined;
    const scopes = [...new Set([...authInfo.scopes, STEP_UP_SCOPE])] as [string, ...string[]];
    return { scopes };
  };
}

export function registerDeploy(
  server: McpServer,
  codec: DemoStateCodec,
  options: { scopeChallenge?: ScopeChallengeHandler; log?: (message: string) => void } = {},
): void {
  server.registerTool(
    'deploy',
    {
      ...(options.scopeChallenge && { scopeChallenge: options.scopeChallenge }),
      title: 'Deploy service',
      description:
        'Deploy a service. Asks the user for a region, then for a plan available in that region and a replica count.',
      inputSchema: z.object({ service: z.string().min(1).describe('Service name, like checkout') }),
    },
    async ({ service }, ctx) => {
      const check = checkState(ctx, 'deploy', (s) => s.service === service);
      if (check.kind === 'foreign') return foreignStateResult(`${service} was not deployed`);

      const askRegion = async (note = '') =>
        inputRequired({
          inputRequests: {
            [REGION_KEY]: inputRequired.elicit({
              message: `${note}Where should ${service} be deployed?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  region: {
                    type: 'string',
                    title: 'Region',
                    oneOf: REGIONS.map((r) => ({ const: r.id, title: r.title })),
                  },
                },
                required: ['region'],
              },
            }),
          },
          requestState: await codec.mint({ tool: 'deploy', service, round: 1 }, ctx),
        });

      if (check.kind === 'absent') return askRegion();
      const state = check.state;
      if (state.round === 1) {
        const answer = readAnswer(ctx, REGION_KEY, RegionAnswer);
        switch (answer.kind) {
          case 'missing':
            return askRegion();
          case 'invalid':
            return askRegion('Pick one of the listed regions. ');
          case 'refused':
            return textResult(
              `${service} was not deployed: the user chose ${answer.action} at the region question.`,
            );
          case 'accepted': {
            const region = findRegion(answer.value.region);
            // Unreachable after schema validation, but the catalog lookup must not be trusted blindly.
            if (!region) return askRegion();
            return askPlan(ctx, codec, service, region);
          }
        }
      }

      // Round 2: the region comes from the signed state, so the client cannot swap it for one
      // whose plan list it did not see.
      const region = findRegion(state.region);
      if (!region) return foreignStateResult(`${service} was not deployed`);
      const answer = readAnswer(ctx, PLAN_KEY, planAnswer(region));
      switch (answer.kind) {
        case 'missing':
          return askPlan(ctx, codec, service, region);
        case 'invalid':
          // Blame the field that is wrong: a listed plan with replicas out of range is the
          // replicas' fault, not the plan's.
          return askPlan(
            ctx,
            codec,
            service,
            region,
            readAnswer(ctx, PLAN_KEY, planOnly(region)).kind === 'accepted'
              ? `Replicas must be a whole number from ${MIN_REPLICAS} to ${MAX_REPLICAS}. `
              : `Pick a plan offered in ${region.title}. `,
          );
        case 'refused':
          return textResult(
            `${service} was not deployed: the user chose ${answer.action} at the plan question.`,
          );
        case 'accepted': {
          const plan = region.plans.find((p) => p.const === answer.value.plan);
          options.log?.(`deploy: ${service} deployed to ${region.id} (simulated)`);
          return textResult(
            `Deployed ${service} to ${region.id} (${region.title}) on plan ${answer.value.plan} (${plan?.title ?? '?'}) with ${answer.value.replicas} replica(s) (simulated).`,
          );
        }
      }
    },
  );
}

async function askPlan(
  ctx: ServerContext,
  codec: DemoStateCodec,
  service: string,
  region: Region,
  note = '',
) {
  return inputRequired({
    inputRequests: {
      [PLAN_KEY]: inputRequired.elicit({
        message: `${note}Which plan for ${service} in ${region.title}?`,
        requestedSchema: {
          type: 'object',
          properties: {
            plan: {
              type: 'string',
              title: `Plan (${region.id})`,
              oneOf: region.plans.map((p) => ({ const: p.const, title: p.title })),
            },
            replicas: {
              type: 'integer',
              title: 'Replicas',
              minimum: MIN_REPLICAS,
              maximum: MAX_REPLICAS,
              default: 2,
            },
          },
          required: ['plan'],
        },
      }),
    },
    requestState: await codec.mint({ tool: 'deploy', service, round: 2, region: region.id }, ctx),
  });
}
