import type { MessageNode } from './parseMessage.js';

/** What a message needs to say its facts: its argument names, tag names and plural branches. */
export interface MessageShape {
  /** Argument name → how it is used ('text' for `{x}`/select, 'number' for number/plural). */
  readonly args: ReadonlyMap<string, 'text' | 'number' | 'plural' | 'select'>;
  readonly tags: ReadonlySet<string>;
  /** The selectors of each plural argument, e.g. `count` → {'one', 'other'}. */
  readonly plurals: ReadonlyMap<string, ReadonlySet<string>>;
}

export function messageShape(nodes: readonly MessageNode[]): MessageShape {
  const args = new Map<string, 'text' | 'number' | 'plural' | 'select'>();
  const tags = new Set<string>();
  const plurals = new Map<string, Set<string>>();
  const walk = (list: readonly MessageNode[]): void => {
    for (const node of list) {
      if (typeof node === 'string' || node.type === 'pound') continue;
      if (node.type === 'tag') {
        tags.add(node.name);
        walk(node.children);
        continue;
      }
      if (node.type === 'arg') {
        if (!args.has(node.name)) args.set(node.name, 'text');
        continue;
      }
      args.set(node.name, node.type);
      if (node.type === 'number') continue;
      if (node.type === 'plural') {
        const seen = plurals.get(node.name) ?? new Set<string>();
        for (const selector of Object.keys(node.options)) seen.add(selector);
        plurals.set(node.name, seen);
      }
      for (const branch of Object.values(node.options)) walk(branch);
    }
  };
  walk(nodes);
  return { args, tags, plurals };
}

/**
 * Whether a translation keeps every argument and tag the English message has: a translation that
 * drops `{site}` or `<host>` would hide who is asking or where a link goes.
 */
export function keepsShape(english: MessageShape, translated: MessageShape): boolean {
  for (const name of english.args.keys()) if (!translated.args.has(name)) return false;
  for (const tag of english.tags) if (!translated.tags.has(tag)) return false;
  return true;
}
