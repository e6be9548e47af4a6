import type { ElicitationRenderer, ProtocolEra, ServerIdentity } from '@elicitkit/core';
import type { Client, ElicitResult, RequestId } from '@modelcontextprotocol/client';
import { answerElicitation } from './answerElicitation.js';
import type { ActiveLeg, InputHandlers } from './callHost.js';
import type { HostAnsweredKind } from './hostInputHandlers.js';
import { HOST_ANSWERED } from './hostInputHandlers.js';
import type { KeptClientHandlers, StoredRequestHandler } from './keepClientHandlers.js';
import type { ElicitationModes } from './capabilities.js';
import { ElicitClientError, RendererError } from './errors.js';
import type { QuestionBudget } from './questionBudget.js';
import type { QuestionLock } from './questionLock.js';
import { QuestionSignal } from './questionSignal.js';
import type { RefusedQuestion } from './reportRefusedPushes.js';
import { reportRefusedPushes } from './reportRefusedPushes.js';
import { urlShownBefore } from './runReducer.js';
import type { UrlCompletions } from './urlCompletions.js';

export interface PushDeps {
  renderer: ElicitationRenderer;
  handlers: InputHandlers;
  modes: ElicitationModes;
  urlCompletions: UrlCompletions;
  server(): ServerIdentity;
  era(): ProtocolEra;
  activeLegs(): ActiveLeg[];
  /** Told when the SDK refuses a pushed question before the loop sees it (`connect`'s option). */
  onQuestionRefused?: ((refusal: RefusedQuestion) => void) | undefined;
  /** Pushes from parallel calls are shown one at a time. */
  lock: QuestionLock;
  /** The connection's question budget, shared with its calls' rounds, URL-required and tasks. */
  budget: QuestionBudget;
}

/**
 * 2025-11-25: the server pushes `elicitation/create` (and sampling/roots) during a `tools/call`.
 * The same renderer and validation as the 2026 loop answer it. The spec links a push to no
 * particular call, so while any push is open every leg's timer is paused (think time is not
 * machine time); when exactly one call is in flight the push is shown as that call's question
 * and follows its abort signal.
 */
export function installPushHandlers(sdk: Client, deps: PushDeps): { watchRefusals(): void } {
  const during = <T>(run: (owner: ActiveLeg | undefined) => Promise<T>) => pausingLegs(deps, run);

  const entered = new Set<RequestId>();
  if (deps.modes.form || deps.modes.url) {
    sdk.setRequestHandler('elicitation/create', (request, ctx) =>
      during(async (owner): Promise<ElicitResult> => {
        entered.add(ctx.mcpReq.id);
        const params = request.params;
        const key = String(ctx.mcpReq.id);
        // Each push is a question round of the call it belongs to, capped like a 2026 round, and
        // a URL finished twice and pushed a third time is a loop: either way the reducer fails
        // the call, and the server gets cancel.
        if (owner?.dispatch({ type: 'push-received', key, request }).settled)
          return { action: 'cancel' };
        // The reply to a pushed URL request is the person's own consent, so it waits for them:
        // a completion notification only reaches the renderer as `serverCompleted`, which closes
        // the prompt with accept only once the person has opened the page (see urlCompletions.ts).
        const signals = [ctx.mcpReq.signal];
        if (owner) signals.push(owner.signal);
        const url = params.mode === 'url' ? params : undefined;
        const shownBefore =
          url && owner ? urlShownBefore(owner.state(), url.url, url.elicitationId) : 0;
        // Listeners on the call's signal end with the question (AbortSignal.any's last until
        // collected): a flood of pushes during one call must not pile them up.
        const signal = new QuestionSignal(signals);
        try {
          // The budget is checked before the question waits for its turn (askRenderer), so a
          // flood of pushes is refused at once instead of queueing behind the lock.
          const answer = await answerElicitation({
            renderer: deps.renderer,
            params,
            server: deps.server(),
            era: deps.era(),
            signal,
            budget: deps.budget,
            lock: deps.lock,
            urlCompletions: deps.urlCompletions,
            ...(owner && { subject: owner.subject }),
            shownBefore,
            onAttempt: (elicitation, attempt) =>
              owner?.dispatch({
                type: 'question-shown',
                key,
                request,
                elicitation,
                attempt,
                source: 'pushed',
              }),
          });
          if (url && answer.action === 'accept')
            owner?.dispatch({
              type: 'url-finished',
              url: url.url,
              elicitationId: url.elicitationId,
            });
          owner?.dispatch({ type: 'question-answered' });
          return answer;
        } catch (error) {
          // Nothing invented reaches the server: it gets cancel, and the call fails with the reason.
          if (owner && error instanceof ElicitClientError) {
            owner.fail(error);
            return { action: 'cancel' };
          }
          throw error;
        } finally {
          signal.dispose();
        }
      }),
    );
  }

  const { sampling, roots } = deps.handlers;
  if (sampling) {
    sdk.setRequestHandler('sampling/createMessage', (request, ctx) =>
      during((owner) =>
        sampling(request.params, {
          server: deps.server(),
          era: deps.era(),
          signal: owner ? AbortSignal.any([ctx.mcpReq.signal, owner.signal]) : ctx.mcpReq.signal,
        }).catch((error: unknown) => {
          throw new RendererError({ code: 'handler-failed', source: 'sampling', cause: error });
        }),
      ),
    );
  }
  if (roots) {
    sdk.setRequestHandler('roots/list', (_request, ctx) =>
      during(() =>
        roots({ server: deps.server(), era: deps.era(), signal: ctx.mcpReq.signal }).catch(
          (error: unknown) => {
            throw new RendererError({ code: 'handler-failed', source: 'roots', cause: error });
          },
        ),
      ),
    );
  }

  sdk.setNotificationHandler('notifications/elicitation/complete', (notification) => {
    deps.urlCompletions.complete(notification.params.elicitationId);
  });
  // Called once every handler of the method stands (the task receiver wraps it too, and
  // validates first): the refusals are watched from outside all of them.
  return {
    watchRefusals: () => {
      if (deps.modes.form || deps.modes.url)
        reportRefusedPushes(sdk, entered, deps.server, deps.onQuestionRefused);
    },
  };
}

/**
 * `connect({ client })`: a push the Client's own sampling or roots handler answers reaches it as
 * the SDK delivered it (the same request and context); only the legs' timers pause meanwhile,
 * as for every push, and a sampling push shown as one call's follows that call's abort.
 */
export function installOwnPushHandlers(
  kept: KeptClientHandlers,
  deps: Pick<PushDeps, 'activeLegs'>,
  own: Partial<Record<HostAnsweredKind, StoredRequestHandler>>,
): void {
  for (const kind of Object.keys(own) as HostAnsweredKind[]) {
    const handler = own[kind];
    if (!handler) continue;
    kept.put(HOST_ANSWERED[kind], (request, ctx) =>
      pausingLegs(deps, (owner) =>
        handler(
          request,
          owner && kind === 'sampling'
            ? {
                ...ctx,
                mcpReq: {
                  ...ctx.mcpReq,
                  signal: AbortSignal.any([ctx.mcpReq.signal, owner.signal]),
                },
              }
            : ctx,
        ),
      ),
    );
  }
}

/** Think time is not machine time: while a push is answered, no leg in flight runs its timer. */
async function pausingLegs<T>(
  deps: Pick<PushDeps, 'activeLegs'>,
  run: (owner: ActiveLeg | undefined) => Promise<T>,
): Promise<T> {
  const legs = deps.activeLegs();
  for (const leg of legs) leg.timer.pause();
  try {
    return await run(legs.length === 1 ? legs[0] : undefined);
  } finally {
    for (const leg of legs) leg.timer.resume();
  }
}
