import type {
  CallToolRequestParams,
  CallToolResult,
  GetPromptRequest,
  InputRequiredResult,
  ReadResourceRequest,
} from '@modelcontextprotocol/client';
import { ProtocolError, SdkError, SdkErrorCode } from '@modelcontextprotocol/client';
import { classifyLegError, record } from './classifyLegError.js';
import type { ElicitClientError } from './errors.js';
import { CallAbortedError, InvalidResultError, LegFailedError } from './errors.js';
import { startLegTimer } from './startLegTimer.js';
import { legToolDefinition } from './outputCheck.js';
import { withPushLeg } from './path2025Push.js';
import { isUrlRequired } from './path2025UrlRequired.js';
import type { RawResponse } from './rawChannel.js';
import type { RunContext } from './runContext.js';
import { step } from './runContext.js';
import { withSignIn } from './auth/withSignIn.js';

/**
 * A leg's outcome: the final result (a CallToolResult, GetPromptResult or ReadResourceResult),
 * another round, or (Tasks extension, tools/call only) a task to follow.
 */
export type LegOutcome = CallToolResult | InputRequiredResult | TaskCreated;
export interface TaskCreated {
  resultType: 'task';
  taskId: string;
}

export function isTaskCreated(outcome: LegOutcome): outcome is TaskCreated {
  return (outcome as { resultType?: unknown }).resultType === 'task';
}

// The SDK's own per-request timer is pushed out of the way; our leg timer (which can pause) rules.
const SDK_TIMEOUT_MS = 2_147_483_647;

/**
 * One network leg on a fresh JSON-RPC id (the SDK or the raw channel assigns it), timed by our
 * own leg timer, which the push handlers pause while a person answers inside it (2025). What it
 * threw is classified here: aborts and timeouts by what we did, -32042 passed on to its path,
 * everything else by `classifyLegError` (retryable only when the leg never reached the server).
 */
export async function runLeg(
  ctx: RunContext,
  params: Record<string, unknown>,
  sentRequestState: boolean,
): Promise<LegOutcome> {
  const callSignal = ctx.signal;
  const legController = new AbortController();
  let timedOut = false;
  let forced: ElicitClientError | undefined;
  const onCallAbort = () => legController.abort(callSignal.reason);
  callSignal.addEventListener('abort', onCallAbort, { once: true });
  const timer = startLegTimer(ctx.legTimeoutMs, () => {
    timedOut = true;
    // An SdkError reason keeps the SDK from re-labelling it; we map it ourselves below.
    legController.abort(new SdkError(SdkErrorCode.RequestTimeout, 'Leg timed out'));
  });
  const fail = (error: ElicitClientError) => {
    forced ??= error;
    legController.abort(error);
  };
  try {
    return await withPushLeg(ctx, timer, fail, () =>
      withSignIn(
        ctx.host.auth,
        legController.signal,
        () => send(ctx, params, legController.signal, () => timer.touch()),
        {
          // The reducer caps sign-ins per leg; the person's sign-in time is not the leg's.
          needed: (pending) => {
            step(ctx, {
              type: 'sign-in-needed',
              reason: pending.reason,
              authorizationServerOrigin: pending.url.origin,
              ...(pending.scopes && { scopes: pending.scopes }),
            });
            timer.pause();
          },
          done: () => {
            timer.resume();
            ctx.dispatch({ type: 'signed-in' });
          },
        },
      ),
    );
  } catch (error) {
    if (forced) throw forced;
    if (callSignal.aborted) throw new CallAbortedError(callSignal.reason);
    if (timedOut) throw new LegFailedError({ code: 'leg-timeout', timeoutMs: ctx.legTimeoutMs });
    if (isUrlRequired(error)) throw error;
    throw classifyLegError(error, sentRequestState, (code, message) =>
      ctx.host.serverSent(code, message),
    );
  } finally {
    timer.clear();
    callSignal.removeEventListener('abort', onCallAbort);
  }
}

async function send(
  ctx: RunContext,
  params: Record<string, unknown>,
  signal: AbortSignal,
  progress: () => void,
): Promise<LegOutcome> {
  const { host } = ctx;
  // With allowInputRequired the SDK hands input_required back instead of refusing it.
  const options = {
    signal,
    timeout: SDK_TIMEOUT_MS,
    allowInputRequired: true,
    onprogress: progress,
  };
  switch (ctx.request.method) {
    case 'prompts/get':
      return (await host.sdk.getPrompt(
        params as GetPromptRequest['params'],
        options,
      )) as unknown as LegOutcome;
    case 'resources/read':
      // Every leg is a fresh question to the server: never served from the SDK's cache.
      return (await host.sdk.readResource(params as ReadResourceRequest['params'], {
        ...options,
        cacheMode: 'bypass',
      })) as unknown as LegOutcome;
    case 'tools/call':
      break;
  }
  const tasks = host.tasks2026;
  if (tasks) return legOutcome(await tasks.call(params, signal));
  const toolDefinition = ctx.toolName ? legToolDefinition(host, ctx.toolName) : undefined;
  const result = await host.sdk.callTool(params as CallToolRequestParams, {
    ...options,
    ...(toolDefinition && { toolDefinition }),
  });
  return result as CallToolResult | InputRequiredResult;
}

/**
 * A raw 2026 `tools/call` response, discriminated on resultType as the spec says: absent means
 * complete, `task` is the extension's (declared), anything else is invalid.
 */
function invalid(why: string): InvalidResultError {
  return new InvalidResultError({ code: 'invalid-result', why });
}

function legOutcome(response: RawResponse): LegOutcome {
  if (response.kind === 'error') {
    const { code, message, data } = response.error;
    throw new ProtocolError(code, message, data);
  }
  const result = record(response.result);
  if (!result) throw invalid('it is not an object');
  const resultType = result['resultType'];
  if (resultType === 'input_required') {
    const inputRequests = record(result['inputRequests']);
    if (!inputRequests && typeof result['requestState'] !== 'string') {
      throw invalid('input_required carries neither inputRequests nor requestState');
    }
    return result as unknown as InputRequiredResult;
  }
  if (resultType === 'task') {
    if (typeof result['taskId'] !== 'string') {
      throw invalid('a task result carries no taskId');
    }
    return { resultType: 'task', taskId: result['taskId'] };
  }
  if (resultType !== undefined && resultType !== 'complete') {
    throw new InvalidResultError({ code: 'unknown-result-type', resultType: String(resultType) });
  }
  const { resultType: _resultType, ...complete } = result;
  if (!Array.isArray(complete['content'])) {
    throw invalid('it has no content array');
  }
  return complete as CallToolResult;
}
