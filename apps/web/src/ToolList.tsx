import { useId } from 'react';
import type { McpTool } from './McpTool.js';

export interface ToolListProps {
  tools: McpTool[];
  selected: string | undefined;
  onSelect: (name: string) => void;
}

/** The server's tools; picking one shows its argument form. */
export function ToolList({ tools, selected, onSelect }: ToolListProps) {
  const base = useId();
  if (tools.length === 0) return <p className="muted">This server lists no tools.</p>;
  return (
    <ul className="tool-list">
      {tools.map((tool, index) => (
        <li key={tool.name}>
          <button
            type="button"
            className="tool"
            aria-pressed={tool.name === selected}
            // The name alone labels the button; title and description describe it, so "Accept" or
            // "finished" in a description never makes the button answer to that name.
            aria-label={tool.name}
            aria-describedby={`${base}-${index}`}
            onClick={() => onSelect(tool.name)}
          >
            <span className="tool-name">
              <code>{tool.name}</code>
              {tool.annotations?.destructiveHint === true && (
                <span className="badge warn">destructive</span>
              )}
            </span>
            <span id={`${base}-${index}`} className="tool-about">
              {tool.title && tool.title !== tool.name && (
                <span className="tool-title">{tool.title}</span>
              )}
              {tool.description && <span className="tool-description">{tool.description}</span>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
