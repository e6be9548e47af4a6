// A lint rule for the repository's zones: a package never imports test/ or apps/, and an app
// never imports test/ or another app. Relative specifiers are resolved against the importing file
// (a regex on the specifier cannot tell `../../cli/src` from `../src`); tests and benches are
// exempt through the config's `ignores`.
import { dirname, relative, resolve, sep } from 'node:path';

/** `packages/<name>`, `apps/<name>`, `test` or `scripts` for a path inside the repository. */
function zoneOf(root, file) {
  const parts = relative(root, file).split(sep);
  if (parts[0] === '..' || parts.length < 2) return undefined;
  if (parts[0] === 'packages' || parts[0] === 'apps') return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

function refusal(from, to) {
  if (to === undefined || from === to) return undefined;
  if (to === 'test') return 'never import test/: move what is shared into a package';
  if (to.startsWith('apps/')) return `never import another app (${to})`;
  return undefined;
}

export const noForeignImports = {
  meta: {
    type: 'problem',
    schema: [],
    docs: { description: 'packages and apps never import test/ or an app' },
  },
  create(context) {
    const root = context.cwd;
    const from = zoneOf(root, context.filename);
    const checkSpec = (node, spec) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const why = refusal(from, zoneOf(root, resolve(dirname(context.filename), spec)));
      if (why) context.report({ node, message: `${from} must ${why}.` });
    };
    const check = (node) => node.source && checkSpec(node.source, node.source.value);
    // Vite's import.meta.glob('../x/*.json') is an import too.
    const globCall = (node) => {
      const callee = node.callee;
      const isGlob =
        callee.type === 'MemberExpression' &&
        callee.property.name === 'glob' &&
        callee.object.type === 'MetaProperty';
      const [first] = node.arguments;
      if (isGlob && first?.type === 'Literal') checkSpec(first, first.value);
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      CallExpression: globCall,
    };
  },
};
