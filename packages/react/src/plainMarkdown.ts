// An alias target for `markdown-to-jsx/react`, which @rjsf/core imports for markdown in
// descriptions and a few error notes. elicitkit's templates show descriptions as plain text (a
// server's text is never parsed as markup), so the ~30 KB gzip of markdown-to-jsx is dead weight
// in an elicitkit form. A host's bundler can point the import here:
//   resolve: { alias: { 'markdown-to-jsx/react': '@elicitkit/react/plain-markdown' } }
// and rjsf's remaining uses show their text as it is, escaped by React.
import type { ReactNode } from 'react';

/** @public */
export interface PlainMarkdownProps {
  children?: ReactNode;
}

/** markdown-to-jsx's `Markdown`, minus the markdown: the children as plain text. @public */
export function Markdown({ children }: PlainMarkdownProps): ReactNode {
  return children ?? null;
}

/** @public */
export default Markdown;
