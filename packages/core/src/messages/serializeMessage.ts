import type { MessageNode } from './parseMessage.js';

function text(s: string, inPlural: boolean): string {
  // Quote what the parser would read as syntax; a lone apostrophe stays as it is.
  return s.replace(/'/g, "''").replace(inPlural ? /[{}<#]+/g : /[{}<]+/g, (m) => `'${m}'`);
}

/** A parsed message back as ICU text (parseMessage(serializeMessage(t)) gives t again). */
export function serializeMessage(nodes: readonly MessageNode[], inPlural = false): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') out += text(node, inPlural);
    else if (node.type === 'arg') out += `{${node.name}}`;
    else if (node.type === 'number') out += `{${node.name}, number}`;
    else if (node.type === 'pound') out += '#';
    else if (node.type === 'tag')
      out += `<${node.name}>${serializeMessage(node.children, inPlural)}</${node.name}>`;
    else {
      const branches = Object.entries(node.options)
        .map(([sel, branch]) => `${sel} {${serializeMessage(branch, node.type === 'plural')}}`)
        .join(' ');
      out += `{${node.name}, ${node.type}, ${branches}}`;
    }
  }
  return out;
}
