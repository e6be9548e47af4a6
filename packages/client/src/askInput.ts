import type { CreateMessageRequestParams } from '@modelcontextprotocol/client';
import { askRenderer, runHandler } from './askRenderer.js';
import type { CallHost } from './callHost.js';
import { record } from './classifyLegError.js';
import { UnsupportedInputRequestError } from './errors.js';
import type { RunContext } from './runContext.js';
import { throwIfAborted } from './runContext.js';
import { urlShownBefore } from './runReducer.js';
import type { InputResponse } from './snapshot.js';
import type { TaskStatus } from './runTask2026.js';

/**
 * Everything a round asks must be answerable before the person is asked anything: a question
 * the host cannot answer fails the call up front, not after the person typed half the round.
 */
export function checkInputSupport(
  host: Pick<CallHost, 'modes' | 'handlers'>,
  inputRequests: Record<string, unknown>,
  answers: Record<string, unknown> = {},
): void {
  for (const [key, request] of Object.entries(inputRequests)) {
    if (Object.hasOwn(answers, key)) continue;
    const method = record(request)?.['method'];
    const params = record(record(request)?.['params']);
    switch (method) {
      case 'elicitation/create': {
        const url = params?.['mode'] === 'url';
        if (url && !host.modes.url)
          throw new UnsupportedInputRequestError(
            key,
            'a URL elicitation',
            'this app did not declare URL mode',
          );
        if (!url && !host.modes.form)
          throw new UnsupportedInputRequestError(
            key,
            'a form elicitation',
            'this app did not declare form mode',
          );
        break;
      }
      case 'sampling/createMessage':
        if (!host.handlers.sampling)
          throw new UnsupportedInputRequestError(key, method, 'this app has no sampling handler');
        break;
      case 'roots/list':
        if (!host.handlers.roots)
          throw new UnsupportedInputRequestError(key, method, 'this app has no roots handler');
        break;
      default:
        throw new UnsupportedInputRequestError(
          key,
          typeof method === 'string' ? method : 'an unnamed request',
          'this client does not know that kind of request',
        );
    }
  }
}

/**
 * Answers one embedded request (a 2026 round's or a task's) with the one renderer, validated
 * before it is returned, or with the host's sampling/roots handler. The question is shown
 * through the reducer (`question-shown`), so every path's questions look alike to a host.
 */
export async function askInput(
  ctx: RunContext,
  key: string,
  request: unknown,
  task?: TaskStatus,
  signal: AbortSignal = ctx.signal,
): Promise<InputResponse> {
  const method = record(request)?.['method'];
  const params = record(request)?.['params'];
  const context = {
    server: ctx.server,
    era: ctx.host.era,
    round: ctx.state().round,
    inputKey: key,
    ...(task && {
      task: {
        taskId: task.taskId,
        ...(task.statusMessage !== undefined && { statusMessage: task.statusMessage }),
      },
    }),
    subject: ctx.subject,
  };
  const source = task ? ('task' as const) : ('input-required' as const);
  if (method === 'elicitation/create') {
    const url = record(params)?.['mode'] === 'url' ? record(params)?.['url'] : undefined;
    const shownBefore = typeof url === 'string' ? urlShownBefore(ctx.state(), url) : 0;
    const answer = await askRenderer({
      renderer: ctx.host.renderer,
      budget: ctx.host.budget,
      params,
      context: { ...context, ...(shownBefore > 0 && { shownBefore }) },
      signal,
      onAttempt: (elicitation, attempt) =>
        ctx.dispatch({
          type: 'question-shown',
          key,
          request,
          elicitation,
          attempt,
          source,
          ...(task && { task }),
        }),
    });
    if (typeof url === 'string' && answer.action === 'accept')
      ctx.dispatch({ type: 'url-finished', url });
    return answer;
  }
  ctx.dispatch({ type: 'question-shown', key, request, attempt: 1, source, ...(task && { task }) });
  const { sampling, roots } = ctx.host.handlers;
  const answer =
    method === 'sampling/createMessage' && sampling
      ? await runHandler(
          'sampling',
          () => sampling(params as CreateMessageRequestParams, { ...context, signal }),
          signal,
        )
      : method === 'roots/list' && roots
        ? await runHandler('roots', () => roots({ ...context, signal }), signal)
        : undefined;
  if (answer === undefined) {
    throwIfAborted(ctx);
    throw new UnsupportedInputRequestError(key, String(method), 'nothing could answer it');
  }
  return answer;
}
