// The CLI README's doctor examples are the very files this suite runs against the doctor
// (doctorAuto.test.ts), so a reader who copies one copies something that works.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');

function jsBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? '');
}

describe("the CLI README's doctor examples", () => {
  const blocks = jsBlocks(read('../../apps/cli/README.md'));
  it.each(['elicitkitPerson.mjs', 'naiveClient.mjs'])('%s is shown verbatim', (file) => {
    expect(blocks).toContain(read(`./${file}`));
  });
});
