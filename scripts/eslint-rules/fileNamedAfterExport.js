// A lint rule for the habit "small files named after what they export": a module that exports
// one value (a function, class or constant; types aside) is named after it. The verbs a name
// conventionally carries (create…, use…, register…) and CONSTANT_CASE count as the same name,
// so `createQuestion.ts` may export `createQuestion` and `question.ts` `createQuestion`. A module
// named after a type it exports (`field.ts` with `Field` and a guard beside it) is named after it too.
import { basename } from 'node:path';

const VERBS = /^(create|use|register|install|run|follow|to|is|with|render|describe)(?=[A-Z])/;

/** `ELICITKIT_CSS` → `elicitkitcss`, `createQuestion` → `question`, `yes-no` → `yesno`. */
function normal(name) {
  const camel = /^[A-Z0-9_]+$/.test(name) ? name.toLowerCase().replace(/_/g, '') : name;
  return camel
    .replace(VERBS, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();
}

function sameName(file, exported) {
  const a = normal(file);
  const b = normal(exported);
  const plain = (name) => name.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
  return (
    a === b ||
    a === exported.toLowerCase() ||
    normal(exported.replace(VERBS, '')) === a ||
    plain(file) === plain(exported)
  );
}

export const fileNamedAfterExport = {
  meta: {
    type: 'suggestion',
    schema: [],
    docs: { description: 'a module exporting one value is named after it' },
  },
  create(context) {
    const file = basename(context.filename).replace(/\.(tsx?|jsx?|mjs)$/, '');
    if (file === 'index' || file === 'main') return {};
    const values = [];
    const types = [];
    const collect = (node) => {
      const decl = node.declaration;
      if (
        (decl?.type === 'TSInterfaceDeclaration' || decl?.type === 'TSTypeAliasDeclaration') &&
        decl.id
      )
        types.push(decl.id.name);
      if (decl?.type === 'FunctionDeclaration' || decl?.type === 'ClassDeclaration') {
        if (decl.id) values.push({ name: decl.id.name, node: decl.id });
      } else if (decl?.type === 'VariableDeclaration') {
        for (const d of decl.declarations)
          if (d.id.type === 'Identifier') values.push({ name: d.id.name, node: d.id });
      } else if (!decl && node.exportKind !== 'type') {
        for (const s of node.specifiers ?? [])
          if (s.exportKind !== 'type' && s.exported.type === 'Identifier')
            values.push({ name: s.exported.name, node: s.exported });
      }
    };
    return {
      ExportNamedDeclaration: collect,
      'Program:exit'() {
        if (values.length !== 1) return;
        const [only] = values;
        if (!sameName(file, only.name) && !types.some((name) => sameName(file, name)))
          context.report({
            node: only.node,
            message: `'${file}' exports only '${only.name}': name the file after it (or it after the file).`,
          });
      },
    };
  },
};
