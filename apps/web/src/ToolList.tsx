import type { ReactNode } from 'react';
import { useId } from 'react';
import { useDemoWords } from './locales/DemoWordsContext.js';
import type { McpTool } from './McpTool.js';

export interface ToolListProps {
  tools: McpTool[];
  selected: string | undefined;
  onSelect: (name: string) => void;
  /** The selected tool's argument form: drawn in its card, next to the button that opened it. */
  children?: ReactNode;
}

/** The server's tools; picking one shows its argument form in its card. */
export function ToolList({ tools, selected, onSelect, children }: ToolListProps) {
  const base = useId();
  const words = useDemoWords();
  if (tools.length === 0) return <p className="muted">{words.demo({ key: 'tools.none' })}</p>;
  return (
    <ul className="tool-list">
      {tools.map((tool, index) => (
        <li
          key={tool.name}
          className="tool-card"
          aria-current={tool.name === selected || undefined}
        >
          {/* The button's visible text is its whole name (no aria-label that could differ from what
              is seen); the title and description sit beside it, in full, as its description, so
              "Accept" in a description never makes the button answer to that name. */}
          <button
            type="button"
            className="tool"
            aria-pressed={tool.name === selected}
            aria-describedby={`${base}-${index}`}
            onClick={() => onSelect(tool.name)}
          >
            <code dir="ltr">{tool.name}</code>
          </button>
          <span id={`${base}-${index}`} className="tool-about">
            {tool.annotations?.destructiveHint === true && (
              <span className="badge warn">{words.demo({ key: 'tools.destructive' })}</span>
            )}
            {tool.title && tool.title !== tool.name && (
              <span className="tool-title" dir="auto">
                {tool.title}
              </span>
            )}
            {tool.description && (
              <span className="tool-description" dir="auto">
                {tool.description}
              </span>
            )}
          </span>
          {tool.name === selected && children}
        </li>
      ))}
    </ul>
  );
}
