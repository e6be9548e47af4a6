import type { ElicitResult, InputRequest } from '@elicitkit/core';
import type { ElicitRequestURLParams } from '@modelcontextprotocol/client';
import { UrlElicitationRequiredError } from '@modelcontextprotocol/client';
import { askRenderer } from './askRenderer.js';
import { UrlError } from './errors.js';
import type { RunContext } from './runContext.js';
import { step, throwIfAborted } from './runContext.js';
import { urlShownBefore } from './runReducer.js';

// 2025-11-25 `-32042` (URLElicitationRequired): the request failed because the person must visit
// URLs first. Each URL is shown (the renderer asks for consent); once all are done the request
// is made again, as a new question round. The reducer counts the round and spots a loop (a URL
// finished twice and asked a third time); a URL asked again after the person said they had
// finished is shown again with `shownBefore` (the server does not see the step done yet).

export function isUrlRequired(error: unknown): error is UrlElicitationRequiredError {
  return UrlElicitationRequiredError.isInstance(error);
}

export async function showRequiredUrls(
  ctx: RunContext,
  elicitations: ElicitRequestURLParams[],
): Promise<void> {
  step(ctx, { type: 'urls-required', urls: elicitations });
  for (const elicitation of elicitations) {
    const id = elicitation.elicitationId;
    const shownBefore = urlShownBefore(ctx.state(), elicitation.url, id);
    // A completion reaches the renderer as `serverCompleted`: it closes the prompt (accept) only
    // once the person has opened the page; before that the prompt stays open for them.
    const watch = id ? ctx.host.urlCompletions.watch(id) : undefined;
    const request = { method: 'elicitation/create', params: { ...elicitation, mode: 'url' } };
    let answer: ElicitResult;
    try {
      answer = await askRenderer({
        renderer: ctx.host.renderer,
        budget: ctx.host.budget,
        params: request.params,
        context: {
          server: ctx.server,
          era: ctx.host.era,
          subject: ctx.subject,
          ...(shownBefore > 0 && { shownBefore }),
          ...(watch && { serverCompleted: watch.signal }),
        },
        signal: ctx.signal,
        onAttempt: (shown, attempt) =>
          ctx.dispatch({
            type: 'question-shown',
            key: id ?? elicitation.url,
            request: request as InputRequest,
            elicitation: shown,
            attempt,
            source: 'url-required',
          }),
      });
    } finally {
      watch?.dispose();
    }
    throwIfAborted(ctx);
    if (answer.action !== 'accept')
      throw new UrlError({ code: 'url-declined', url: elicitation.url, action: answer.action });
    ctx.dispatch({ type: 'url-finished', url: elicitation.url, elicitationId: id });
  }
}
