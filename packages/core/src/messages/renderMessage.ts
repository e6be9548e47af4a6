import type { MessageNode } from './parseMessage.js';
import type { MsgPart, MsgValues } from './types.js';

/** The Intl pieces a render needs, made once per localizer. */
export interface RenderTools {
  number(n: number): string;
  plural(n: number): string;
}

function push(out: MsgPart[], part: MsgPart): void {
  if (typeof part === 'string') {
    if (part === '') return;
    const last = out[out.length - 1];
    if (typeof last === 'string') {
      out[out.length - 1] = last + part;
      return;
    }
  }
  out.push(part);
}

function numeric(value: string | number | undefined): number {
  return typeof value === 'number' ? value : Number(value);
}

/**
 * Formats a parsed message. Values only ever become text runs, so neither a translation nor a
 * server's words can add a tag; a missing value shows as `{name}` so the gap is visible.
 */
export function renderMessage(
  nodes: readonly MessageNode[],
  values: MsgValues | undefined,
  tools: RenderTools,
  pound?: string,
): MsgPart[] {
  const out: MsgPart[] = [];
  for (const node of nodes) {
    if (typeof node === 'string') {
      push(out, node);
      continue;
    }
    switch (node.type) {
      case 'pound':
        push(out, pound ?? '#');
        break;
      case 'arg': {
        const value = values?.[node.name];
        push(out, value === undefined ? `{${node.name}}` : String(value));
        break;
      }
      case 'number': {
        const value = values?.[node.name];
        push(out, value === undefined ? `{${node.name}}` : tools.number(numeric(value)));
        break;
      }
      case 'tag':
        out.push({ tag: node.name, parts: renderMessage(node.children, values, tools, pound) });
        break;
      case 'plural': {
        const n = numeric(values?.[node.name]);
        const branch =
          node.options[`=${n}`] ??
          (Number.isFinite(n) ? node.options[tools.plural(n)] : undefined) ??
          node.options.other ??
          [];
        for (const part of renderMessage(branch, values, tools, tools.number(n))) push(out, part);
        break;
      }
      case 'select': {
        const value = values?.[node.name];
        const branch =
          (value !== undefined && value !== 'other'
            ? Object.prototype.hasOwnProperty.call(node.options, String(value))
              ? node.options[String(value)]
              : undefined
            : undefined) ??
          node.options.other ??
          [];
        for (const part of renderMessage(branch, values, tools, pound)) push(out, part);
        break;
      }
    }
  }
  return out;
}

/** The plain text of formatted parts (tags dropped, their text kept). */
export function partsText(parts: readonly MsgPart[]): string {
  let text = '';
  for (const part of parts) text += typeof part === 'string' ? part : partsText(part.parts);
  return text;
}
