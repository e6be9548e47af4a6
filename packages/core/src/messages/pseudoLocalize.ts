import type { MessageNode } from './parseMessage.js';
import { parseMessage } from './parseMessage.js';
import { serializeMessage } from './serializeMessage.js';
import type { Messages } from './types.js';

const ACCENTS: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i] as string,
  ]),
);

// Key caps, examples and technical names stay legible: they are not translated in real locales.
// Flag names (--json, -h,) and the program's name are what a person types: never translated.
const KEEP =
  /^(Tab|Shift-Tab|Esc|Enter|Space|Ctrl[-+]\S+|PgUp|PgDn|UTC|MCP|JSON|https?|y|n|[^\sA-Za-z]*|.*[\d@$/=_].*|[("'[]*(--?[A-Za-z][\w-]*|elicitkit)[,.;:)'"\]]*)$/;

function accentWord(word: string): string {
  return KEEP.test(word) ? word : word.replace(/[A-Za-z]/g, (c) => ACCENTS[c] ?? c);
}

function accent(run: string): string {
  return run
    .split(/(\s+)/)
    .map((word) => {
      if (/^\s*$/.test(word)) return word;
      // "show/hide" is two words (translated), "Tab/↑↓" a key cap and an arrow; an address is kept.
      if (word.includes('/') && !word.includes('://'))
        return word.split('/').map(accentWord).join('/');
      return accentWord(word);
    })
    .join('');
}

type Transform = (run: string) => string;

function walk(nodes: readonly MessageNode[], change: Transform): MessageNode[] {
  return nodes.map((node): MessageNode => {
    if (typeof node === 'string') return change(node);
    if (node.type === 'tag') return { ...node, children: walk(node.children, change) };
    if (node.type === 'plural' || node.type === 'select')
      return {
        ...node,
        options: Object.fromEntries(
          Object.entries(node.options).map(([sel, branch]) => [sel, walk(branch, change)]),
        ),
      };
    return node;
  });
}

type Catalogue = Readonly<Record<string, string>>;
type Same<M> = { readonly [K in keyof M]: string };

function mapMessages<M extends Catalogue>(source: M, each: (text: string) => string): Same<M> {
  return Object.fromEntries(
    Object.entries(source).map(([key, text]) => [key, each(text)]),
  ) as unknown as Same<M>;
}

/**
 * en-XA: every word accented, about 40 % longer, the whole message in [brackets], arguments and
 * tags untouched; English words left in the kit's own text stand out, and so does cut-off text.
 */
export function pseudoAccented<M extends Catalogue = Messages>(source: M): Same<M> {
  return mapMessages(source, (text) => {
    const tree = walk(parseMessage(text), (run) => {
      const letters = run.replace(/[^A-Za-z]/g, '').length;
      const pad = letters > 0 ? '·'.repeat(Math.ceil(letters * 0.4)) : '';
      return accent(run) + pad;
    });
    return `[${serializeMessage(tree)}]`;
  });
}

/**
 * ar-XB: the English words shown right to left (each run wrapped in a right-to-left override),
 * for checking mirrored layout and direction isolation without reading Arabic.
 */
export function pseudoBidi<M extends Catalogue = Messages>(source: M): Same<M> {
  return mapMessages(source, (text) =>
    serializeMessage(
      walk(parseMessage(text), (run) =>
        run.trim() === '' ? run : `\u200f\u202e${run}\u202c\u200f`,
      ),
    ),
  );
}
