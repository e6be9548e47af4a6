// `--answers FILE`: answers for questions a server may ask, so a call can run unattended.
//
//   {
//     "confirm_close": { "confirm": true },   an input key (2026-07-28) → the form's content
//     "region": "decline",                    an input key → accept | decline | cancel
//     "plan": "euw1-basic",                   an input key → the value of its only field
//     "agent": "nour",                        a field name → its value
//     "*": "decline"                          any form not covered → accept | decline | cancel
//   }
//
// Consent to open an address is never given in bulk: a URL question is answered only by an
// entry under its own input key with an action word ("sign_in": "accept"); "*" and field names
// never cover it, so without such an entry the person is asked (or, with no terminal, cancel).
// Content starts from the form's own defaults (what the person would see prefilled), then the
// file's values; the result is validated like a person's answer before it is sent.
import type { Elicitation, ElicitResult } from '@elicitkit/core';
import { createQuestion } from '@elicitkit/core';
import type { AnswerPolicy } from '@elicitkit/ink';

export type AnswersFile = Record<string, unknown>;

const ACTIONS = new Set(['accept', 'decline', 'cancel']);

function own(file: AnswersFile, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(file, key);
}

function withDefaults(
  request: Elicitation,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const content: Record<string, unknown> =
    // The question as first shown: its defaults, what the person would see prefilled.
    request.mode === 'form' ? { ...createQuestion(request.form).validate().content } : {};
  for (const [key, value] of Object.entries(values)) {
    Object.defineProperty(content, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return content;
}

function fromEntry(request: Elicitation, key: string, entry: unknown): ElicitResult {
  if (typeof entry === 'string' && ACTIONS.has(entry)) {
    const action = entry as ElicitResult['action'];
    return action === 'accept' && request.mode === 'form'
      ? { action, content: withDefaults(request, {}) as ElicitResult['content'] }
      : { action };
  }
  if (typeof entry === 'object' && entry !== null && !Array.isArray(entry)) {
    return {
      action: 'accept',
      content: withDefaults(request, entry as Record<string, unknown>) as ElicitResult['content'],
    };
  }
  // A bare value under an input key answers the field of that name, or the form's only field
  // ({"region": "eu-west-1"}); otherwise the validator will say the form has no such field.
  const fields =
    request.mode === 'form' ? request.form.fields.filter((f) => f.kind !== 'unsupported') : [];
  const only = fields.length === 1 ? fields[0]?.name : undefined;
  const name = fields.some((f) => f.name === key) ? key : (only ?? key);
  return {
    action: 'accept',
    content: withDefaults(request, { [name]: entry }) as ElicitResult['content'],
  };
}

/** The file as a policy for promptElicitation: undefined (ask the person) for what it does not cover. */
export function answersPolicy(file: AnswersFile): AnswerPolicy {
  return (request, context) => {
    if (request.mode === 'url') {
      const entry =
        context.inputKey !== undefined && own(file, context.inputKey)
          ? file[context.inputKey]
          : undefined;
      return typeof entry === 'string' && ACTIONS.has(entry)
        ? { action: entry as ElicitResult['action'] }
        : undefined;
    }
    if (context.inputKey !== undefined && own(file, context.inputKey))
      return fromEntry(request, context.inputKey, file[context.inputKey]);
    if (request.mode === 'form') {
      const covered = request.form.fields.filter((f) => own(file, f.name));
      if (covered.length > 0) {
        const values: Record<string, unknown> = {};
        for (const field of covered) values[field.name] = file[field.name];
        return {
          action: 'accept',
          content: withDefaults(request, values) as ElicitResult['content'],
        };
      }
    }
    const fallback = own(file, '*') ? file['*'] : undefined;
    if (typeof fallback === 'string' && ACTIONS.has(fallback))
      return fromEntry(request, '*', fallback);
    return undefined;
  };
}

/** Checks the file's shape: what is wrong with it, or undefined when it is usable. */
export function answersFileProblem(value: unknown): 'not-object' | 'bad-star' | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not-object';
  const fallback = (value as AnswersFile)['*'];
  if (fallback !== undefined && !(typeof fallback === 'string' && ACTIONS.has(fallback)))
    return 'bad-star';
  return undefined;
}
