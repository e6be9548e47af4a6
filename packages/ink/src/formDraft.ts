import type { ElicitContentValue, FormDraft, FormSchema, SupportedField } from '@elicitkit/core';
import type { TerminalMsg } from './messages/TerminalLocalizer.js';
import { isSecretField, isSupported } from '@elicitkit/core';
import type { SavedDraft } from './draftStore.js';
import { entryOf } from './entryOf.js';
import type { FormPromptModel, FormPromptState } from './formPromptState.js';
import type { Notice } from './promptView.js';
import { widgetOf } from './widgets/inkWidgets.js';

/**
 * Only typing is worth keeping: free text and numbers. A yes, a choice or a consent is a decision,
 * and a decision restored from a draft could be sent with one keystroke by someone who never made
 * it again, so those are neither kept nor restored (an older draft file may still hold them).
 */
function keepsDraft(field: SupportedField): boolean {
  return widgetOf(field).typed && !isSecretField(field);
}

/**
 * What the person has typed so far, to keep if the form closes unsent: their own text and numbers
 * (not untouched defaults) and cleared defaults. Never a secret, never a decision.
 */
export function draftOf(
  model: FormPromptModel,
  state: FormPromptState,
  savedAt: number,
): SavedDraft | undefined {
  const answers: SavedDraft['answers'] = {};
  let any = false;
  for (const target of model.targets) {
    if (target.kind !== 'field' || !keepsDraft(target.field)) continue;
    const { name } = target.field;
    const answer = entryOf(state.form.answers, name);
    let entry: SavedDraft['answers'][string] | undefined;
    if (answer?.status === 'answered' && answer.origin === 'person' && answer.value !== undefined)
      entry = { value: answer.value };
    // Clearing matters only where there was a default to clear; text typed and erased is nothing.
    else if (answer?.status === 'cleared' && target.field.default !== undefined)
      entry = { cleared: true };
    if (!entry) continue;
    Object.defineProperty(answers, name, { value: entry, enumerable: true, writable: true });
    any = true;
  }
  return any ? { savedAt, answers } : undefined;
}

/** A kept value still fits a typed field: text, or a number as typed. */
function fits(value: ElicitContentValue): boolean {
  return typeof value === 'string' || typeof value === 'number';
}

function ago(ms: number): TerminalMsg {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return { key: 'terminal.draft.justNow' };
  if (minutes < 60) return { key: 'terminal.draft.minutesAgo', values: { count: minutes } };
  return { key: 'terminal.draft.hoursAgo', values: { count: Math.round(minutes / 60) } };
}

/**
 * The form as the person left it last time this question was asked: the question starts from the
 * kept answers (a value that no longer fits a typed field is dropped), and a note says what
 * happened and how to undo it. Undefined when nothing kept still fits.
 */
export function restoredDraft(
  form: FormSchema,
  draft: SavedDraft,
  now: number,
): { draft: FormDraft; notice: Notice } | undefined {
  const seed: Record<string, ElicitContentValue | null> = {};
  let restored = 0;
  for (const field of form.fields) {
    if (!isSupported(field) || !keepsDraft(field)) continue;
    const entry: unknown = entryOf(draft.answers, field.name);
    // The file may have been edited or damaged: anything not shaped like an entry is skipped.
    if (typeof entry !== 'object' || entry === null) continue;
    let value: ElicitContentValue | null;
    if ('cleared' in entry) value = null;
    else if ('value' in entry && fits(entry.value as ElicitContentValue))
      value = entry.value as ElicitContentValue;
    else continue;
    Object.defineProperty(seed, field.name, { value, enumerable: true, writable: true });
    restored++;
  }
  if (restored === 0) return undefined;
  return {
    draft: seed,
    notice: {
      tone: 'accent',
      msg: { key: 'terminal.draft.restored' },
      nested: { when: ago(now - draft.savedAt) },
    },
  };
}
