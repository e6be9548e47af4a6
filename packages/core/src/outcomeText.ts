import { toDisplayText } from './displayText.js';
import type { Field } from './field.js';
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
}

function answerText(field: Field | undefined, value: unknown): string {
  if (field && isSecretField(field)) return '••••';
  // Choices read back as the labels the person picked, not the codes sent.
  const label = (v: unknown): string =>
    field && (field.kind === 'select' || field.kind === 'multiselect')
      ? (field.options.find((o) => o.value === v)?.label ?? String(v))
      : String(v);
  if (Array.isArray(value)) return value.length ? value.map(label).join(', ') : '(none)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field?.kind === 'select') return label(value);
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/**
 * The persistent, neutral record of how a question was answered, in the same words on every
 * surface (design-language.md §6). A decline or cancel is still a reply the server receives, so the record says
 * the server was told and that no answers went with it (never "nothing was sent").
 */
export function outcomeText(result: ElicitResult, options: OutcomeTextOptions = {}): string {
  const who = toDisplayText(options.who, { singleLine: true, maxLength: 60 }) || 'the server';
  switch (result.action) {
    case 'accept': {
      if (options.mode === 'url') return `Finished — ${who} was told you finished on the page`;
      const content = result.content ?? {};
      const parts = Object.keys(content).map((name) => {
        const field = options.fields?.find((f) => f.name === name);
        const text = toDisplayText(answerText(field, content[name]), { singleLine: true });
        return `${field?.label ?? toDisplayText(name, { singleLine: true })}: ${text}`;
      });
      return parts.length
        ? `Sent to ${who}: ${parts.join(' · ')}`
        : `Accepted — ${who} was told yes; no answers were filled in`;
    }
    case 'decline':
      return `Declined — ${who} was told no; no answers were sent`;
    case 'cancel':
      return `${options.interrupted ? 'Cancelled (Ctrl-C)' : 'Cancelled'} — ${who} was told you cancelled; no answers were sent`;
  }
}
