import { toDisplayText } from './displayText.js';
import type { Field } from './field.js';
import { english } from './messages/english.js';
import type { Localizer, Msg } from './messages/types.js';
import type { ElicitResult } from './protocol.js';
import { isSecretField } from './secretField.js';

export interface OutcomeTextOptions {
  /** The form's fields, so answers read back under their labels and secrets stay masked. */
  fields?: readonly Field[];
  mode?: 'form' | 'url';
  /** Who was told: the host's trusted name for the server. */
  who?: string;
  /** The person pressed Ctrl-C (terminal) rather than a Cancel control. */
  interrupted?: boolean;
  /**
   * 2026-07-28: the answer travels with its round's retry, so nothing has reached the server yet
   * (and nothing will if the round is interrupted). See `heldForRound`.
   */
  held?: boolean;
  /** Words, numbers and dates of the record (English when absent). Display only: what was sent is unchanged. */
  localizer?: Localizer;
}

function answerText(field: Field | undefined, value: unknown, l: Localizer): string {
  if (field && isSecretField(field)) return '••••';
  // Choices read back as the labels the person picked, not the codes sent.
  const label = (v: unknown): string =>
    field && (field.kind === 'select' || field.kind === 'multiselect')
      ? (field.options.find((o) => o.value === v)?.label ?? String(v))
      : String(v);
  if (Array.isArray(value))
    return value.length ? l.list(value.map(label)) : l.format({ key: 'outcome.none' });
  if (typeof value === 'boolean') return l.format({ key: value ? 'outcome.yes' : 'outcome.no' });
  if (field?.kind === 'select') return label(value);
  if (typeof value === 'number') return l.number(value);
  if (typeof value === 'string' && field?.kind === 'text' && field.format) {
    if (field.format === 'date' || field.format === 'date-time') {
      const shown = l.date(value, field.format);
      if (shown !== value) return shown;
    }
  }
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/** One answer as the record reads it back: the field's label and the value, both display-safe. */
export interface OutcomeAnswer {
  label: string;
  value: string;
}

/**
 * The answers an accepted form result sent, in order, as the record reads them back (choices by
 * their labels, secrets masked, numbers, lists and dates the localizer's way). A surface that draws
 * each label and value apart (isolated, so a right-to-left label never reorders its neighbours)
 * reads these; outcomeMsg joins the same pieces into one sentence.
 */
export function outcomeAnswers(
  result: ElicitResult,
  options: OutcomeTextOptions = {},
): OutcomeAnswer[] {
  if (result.action !== 'accept' || options.mode === 'url') return [];
  const l = options.localizer ?? english;
  const content = result.content ?? {};
  return Object.keys(content).map((name) => {
    const field = options.fields?.find((f) => f.name === name);
    return {
      label: field?.label ?? toDisplayText(name, { singleLine: true }),
      value: toDisplayText(answerText(field, content[name], l), { singleLine: true }),
    };
  });
}

/**
 * The persistent, neutral record of how a question was answered, in the same words on every
 * surface (design-language.md §6). A decline or cancel is still a reply the server receives, so the record says
 * the server was told and that no answers went with it (never "nothing was sent"). The answers are
 * formatted with the localizer (lists, numbers, dates) and passed in as one text value.
 */
export function outcomeMsg(result: ElicitResult, options: OutcomeTextOptions = {}): Msg {
  const l = options.localizer ?? english;
  const who =
    toDisplayText(options.who, { singleLine: true, maxLength: 60 }) ||
    l.format({ key: 'outcome.theServer' });
  if (options.held) return heldMsg(result, options, who, l);
  switch (result.action) {
    case 'accept': {
      if (options.mode === 'url') return { key: 'outcome.finished', values: { who } };
      const parts = outcomeAnswers(result, options).map(({ label, value }) =>
        l.format({ key: 'outcome.answer', values: { label, value } }),
      );
      return parts.length
        ? { key: 'outcome.sent', values: { who, answers: parts.join(' · ') } }
        : { key: 'outcome.acceptedEmpty', values: { who } };
    }
    case 'decline':
      return { key: 'outcome.declined', values: { who } };
    case 'cancel':
      return {
        key: options.interrupted ? 'outcome.interrupted' : 'outcome.cancelled',
        values: { who },
      };
  }
}

/** An answer kept for its round's retry: never "sent" or "told", since neither happened yet. */
function heldMsg(
  result: ElicitResult,
  options: OutcomeTextOptions,
  who: string,
  l: Localizer,
): Msg {
  if (options.interrupted) return { key: 'outcome.interruptedUnsent', values: { who } };
  const parts = outcomeAnswers(result, options).map(({ label, value }) =>
    l.format({ key: 'outcome.answer', values: { label, value } }),
  );
  const answers = parts.length ? parts.join(' · ') : l.format({ key: 'outcome.yes' });
  return { key: 'outcome.kept', values: { action: result.action, who, answers } };
}

/** outcomeMsg as text, in the localizer's words (English by default). */
export function outcomeText(result: ElicitResult, options: OutcomeTextOptions = {}): string {
  return (options.localizer ?? english).format(outcomeMsg(result, options));
}
