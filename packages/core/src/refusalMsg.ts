import type { Elicitation } from './normalizeRequest.js';
import type { Field } from './field.js';
import type { Msg } from './messages/types.js';
import { toDisplayText } from './displayText.js';

// Each reason core gives for a field it cannot ask, as the refusal's short clause (the `reason`
// select of `refusal.field`). Keys are core's own reason messages, never text.
const CLAUSE: Readonly<Record<string, string>> = {
  'reason.nested': 'nested',
  'reason.typeNotInSubset': 'type',
  'reason.typeUnsupported': 'type',
  'reason.badType': 'type',
  'reason.keyword': 'keyword',
  'reason.severalTypes': 'severalTypes',
  'reason.noType': 'noType',
  'reason.notObject': 'notObject',
  'reason.refMissing': 'ref',
  'reason.unsafeName': 'unsafeName',
  'reason.oneOfNotList': 'options',
  'reason.enumNotList': 'options',
  'reason.noOptions': 'options',
  'reason.listsMultipleChoice': 'options',
  'reason.textOptionsOnly': 'options',
};

function fieldMsg(field: Field, reason: string, detail = ''): Msg {
  const name = toDisplayText(field.name, { singleLine: true, maxLength: 80 });
  return { key: 'refusal.field', values: { field: name, reason, detail } };
}

/** Why one field is outside the protocol's elicitation schema, or undefined when it is not. */
function fieldRefusal(field: Field): Msg | undefined {
  if (field.kind === 'unsupported') {
    const { key, values } = field.reasonMsg;
    const detail = values?.['type'] ?? values?.['keyword'] ?? '';
    return fieldMsg(field, CLAUSE[key] ?? 'other', String(detail));
  }
  // Core reads `type: ["string", "null"]` (or a null branch) as an optional field; the protocol's
  // schema has no such type, so that is the reason a strict reader gives.
  if (field.diagnostics.some((d) => d.code === 'nullable-collapsed'))
    return fieldMsg(field, 'nullable');
  return undefined;
}

/**
 * The one line saying why a question was refused, naming the field: the first field core cannot
 * ask or reads leniently (`address: nested objects are not part of an elicitation schema`), else
 * the first error about the request as a whole, else undefined. The server is sent it in English
 * (`inEnglish`); a person reads it in their locale.
 */
export function refusalMsg(request: Elicitation): Msg | undefined {
  if (request.mode === 'form') {
    for (const field of request.form.fields) {
      const msg = fieldRefusal(field);
      if (msg) return msg;
    }
  }
  return request.diagnostics.find((d) => d.severity === 'error' && d.field === undefined)?.msg;
}
