import { version } from 'react';

/** The React major this package is built and tested on (peer dependency `^19.3`). */
const SUPPORTED_REACT_MAJOR = 19;

/**
 * Throws a clear error when the page runs another React major than ours. React is a peer: the
 * form shares the page's React, and on another major it would fail in obscure ways (or not at
 * all, until someone answers), so components call this when they mount.
 */
export function assertSupportedReact(reactVersion: string = version): void {
  const major = Number.parseInt(reactVersion, 10);
  if (major === SUPPORTED_REACT_MAJOR) return;
  throw new Error(
    `@elicitkit/react needs React ${SUPPORTED_REACT_MAJOR} (peer dependency ^19.3), but this page runs React ${reactVersion}. ` +
      `Install react@${SUPPORTED_REACT_MAJOR} and react-dom@${SUPPORTED_REACT_MAJOR}, or use a version of @elicitkit/react made for React ${major}.`,
  );
}
