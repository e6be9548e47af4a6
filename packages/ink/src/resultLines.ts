import type { ElicitResult, Field } from '@elicitkit/core';
import { isSecretField, toDisplayText } from '@elicitkit/core';
import type { PromptOrigin } from './headerLines.js';
import type { Line } from './lines.js';
import { line, seg } from './lines.js';
import { wrapText } from './wrapText.js';

function valueText(field: Field | undefined, value: unknown): string {
  if (field && isSecretField(field)) return '••••';
  // Choices read back as the labels the person picked, not the codes sent.
  const label = (v: unknown) =>
    field && (field.kind === 'select' || field.kind === 'multiselect')
      ? (field.options.find((o) => o.value === v)?.label ?? String(v))
      : String(v);
  if (Array.isArray(value)) return value.map(label).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field?.kind === 'select') return label(value);
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/**
 * What stays in the scrollback once the prompt closes: the question and what was answered, so
 * there is a record of what the server was sent (or that nothing was).
 */
export function resultLines(
  origin: PromptOrigin,
  message: string,
  fields: Field[],
  result: ElicitResult,
  interrupted: boolean,
  width: number,
  mode: 'form' | 'url' = 'form',
): Line[] {
  const who =
    toDisplayText(origin.server.trustedId, { singleLine: true, maxLength: 60 }) || 'the server';
  const question = toDisplayText(message, { singleLine: true, maxLength: Math.max(20, width - 4) });
  const lines: Line[] = [
    line('asked', seg('◆ ', { tone: 'accent' }), seg(question || '(no message)', { dim: true })),
  ];
  if (result.action === 'accept') {
    const content = result.content ?? {};
    const parts = Object.keys(content).map((name) => {
      const field = fields.find((f) => f.name === name);
      return `${field?.label ?? name}: ${valueText(field, content[name])}`;
    });
    const text =
      mode === 'url'
        ? `Done; ${who} was told you opened the page.`
        : parts.length
          ? `Accepted; sent to ${who}: ${parts.join(' · ')}`
          : `Accepted; told ${who} yes.`;
    wrapText(text, width - 2).forEach((t, i) =>
      lines.push(line(`result${i}`, seg(i === 0 ? '✔ ' : '  ', { tone: 'success' }), seg(t))),
    );
  } else if (result.action === 'decline') {
    lines.push(
      line('result', seg('✖ ', { tone: 'warning' }), seg(`Declined; ${who} was told no.`)),
    );
  } else {
    const how = interrupted ? 'Cancelled (Ctrl-C)' : 'Cancelled';
    lines.push(
      line('result', seg('■ ', { dim: true }), seg(`${how}; nothing was sent to ${who}.`)),
    );
  }
  return lines;
}
