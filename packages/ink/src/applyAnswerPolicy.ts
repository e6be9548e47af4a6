import type { Elicitation, ElicitResult } from '@elicitkit/core';
import { acceptResult, isSecretField, toDisplayText } from '@elicitkit/core';
import type { PromptContext } from './ElicitationPrompt.js';

/**
 * Answers a question without a person (CI, scripts): a result, or undefined to leave the question
 * to the person (or to cancel it when there is no terminal).
 */
export type AnswerPolicy = (
  request: Elicitation,
  context: PromptContext,
) => ElicitResult | undefined | Promise<ElicitResult | undefined>;

export type PolicyOutcome =
  | { kind: 'answered'; result: ElicitResult; log: string }
  | { kind: 'rejected'; log: string }
  | { kind: 'none' };

function describe(request: Elicitation, context: PromptContext): string {
  const who = toDisplayText(context.server.trustedId, { singleLine: true, maxLength: 60 });
  const key =
    context.inputKey !== undefined
      ? ` [${toDisplayText(context.inputKey, { singleLine: true, maxLength: 40 })}]`
      : '';
  const message = toDisplayText(request.message, { singleLine: true, maxLength: 70 });
  return `${who}${key} "${message}"`;
}

function shownContent(request: Elicitation, result: ElicitResult): string {
  if (result.action !== 'accept' || request.mode !== 'form' || !result.content) return '';
  const masked: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(result.content)) {
    const field = request.form.fields.find((f) => f.name === name);
    masked[name] = field && isSecretField(field) ? '••••' : value;
  }
  return ' ' + toDisplayText(JSON.stringify(masked), { singleLine: true, maxLength: 300 });
}

/**
 * Asks the policy, and checks what it says the way a person's answer is checked: an accept must
 * carry content valid for the form, and a blocked address cannot be accepted.
 */
export async function applyAnswerPolicy(
  policy: AnswerPolicy | undefined,
  request: Elicitation,
  context: PromptContext,
): Promise<PolicyOutcome> {
  if (!policy) return { kind: 'none' };
  let proposed: ElicitResult | undefined;
  try {
    proposed = await policy(request, context);
  } catch (error) {
    return {
      kind: 'rejected',
      log: `elicitkit: the answer policy failed for ${describe(request, context)}: ${String(error)}`,
    };
  }
  if (!proposed) return { kind: 'none' };
  const what = describe(request, context);
  let result: ElicitResult = { action: proposed.action };
  if (proposed.action === 'accept') {
    if (request.mode === 'form') {
      const checked = acceptResult(request.form, proposed.content ?? {});
      if (!checked.ok) {
        const problems = checked.errors
          .map((e) => (e.field ? `${e.field}: ${e.message}` : e.message))
          .join('; ');
        return {
          kind: 'rejected',
          log: `elicitkit: automatic answer for ${what} not used, it is not valid: ${problems}`,
        };
      }
      result = checked.result;
    } else if (request.url.blocked) {
      return {
        kind: 'rejected',
        log: `elicitkit: automatic accept for ${what} not used: ${request.url.blocked}`,
      };
    }
  } else if (proposed.action !== 'decline' && proposed.action !== 'cancel') {
    return {
      kind: 'rejected',
      log: `elicitkit: automatic answer for ${what} not used: unknown action`,
    };
  }
  return {
    kind: 'answered',
    result,
    log: `elicitkit: answered automatically for ${what}: ${result.action}${shownContent(request, result)}`,
  };
}
