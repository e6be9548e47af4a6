// A lint rule for "every person-facing word lives in core's message catalogue": words typed as
// JSX text (React elements, Ink's <Text>), as a person-facing attribute (aria-label, title,
// placeholder, alt) or as a literal handed to the terminal (console.*, process.stdout/stderr.write)
// are reported. Key caps and the program's own name may stay as they are, and so may names in
// capitals (ELICITKIT_THEME, JSON); anything without two letters in a row (marks, punctuation,
// numbers) is not a word.
const KEY_CAPS = new Set(['Tab', 'Esc', 'Enter', 'Ctrl', 'Shift', 'Space', 'PgUp', 'PgDn']);
const NAMES = new Set(['elicitkit']);
const ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt']);
const OUTPUT =
  /^(console\.(log|error|warn|info)|(process\.)?(stdout|stderr)\.write|io\.(out|err))$/;

/** The words of a text that are not key caps. */
function words(text) {
  return (text.match(/\p{L}{2,}/gu) ?? []).filter(
    (w) => !KEY_CAPS.has(w) && !NAMES.has(w) && w !== w.toUpperCase(),
  );
}

function calleeName(node) {
  const parts = [];
  let n = node;
  while (n?.type === 'MemberExpression' && n.property.type === 'Identifier') {
    parts.unshift(n.property.name);
    n = n.object;
  }
  if (n?.type === 'Identifier') parts.unshift(n.name);
  return parts.join('.');
}

function literalText(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked).join(' ');
  return undefined;
}

export const noPersonFacingLiterals = {
  meta: {
    type: 'problem',
    schema: [],
    docs: { description: "person-facing words come from core's message catalogue" },
  },
  create(context) {
    const report = (node, found) =>
      context.report({
        node,
        message: `'${found.join(' ')}' is a person-facing word: take it from core's message catalogue (a message id and its values).`,
      });
    return {
      JSXText(node) {
        const found = words(node.value);
        if (found.length) report(node, found);
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !ATTRIBUTES.has(node.name.name)) return;
        const value =
          node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const found = words(literalText(value) ?? '');
        if (found.length) report(node, found);
      },
      CallExpression(node) {
        if (!OUTPUT.test(calleeName(node.callee))) return;
        for (const argument of node.arguments) {
          const found = words(literalText(argument) ?? '');
          if (found.length) report(argument, found);
        }
      },
    };
  },
};
