import type { MsgPart } from '@elicitkit/core';
import type { ReactNode } from 'react';
import type { DemoMsg } from './locales/DemoCatalogue.js';
import { useDemoWords } from './locales/DemoWordsContext.js';

function draw(parts: readonly MsgPart[]): ReactNode[] {
  return parts.map((part, i) => {
    if (typeof part === 'string') return part;
    const children = draw(part.parts);
    // The demo's messages use two tags: a technical name or address, and words only for readers.
    // A name, address or command reads left to right whatever the page's direction (isolated, so
    // an Arabic sentence does not move its punctuation).
    if (part.tag === 'code')
      return (
        <code key={i} dir="ltr">
          {children}
        </code>
      );
    if (part.tag === 'hidden')
      return (
        <span key={i} className="visually-hidden">
          {children}
        </span>
      );
    return <span key={i}>{children}</span>;
  });
}

/** One of the demo's messages in the page's locale, its tags drawn as elements (values stay text). */
export function DemoText({ msg }: { msg: DemoMsg }) {
  const words = useDemoWords();
  return <>{draw(words.demoParts(msg))}</>;
}
