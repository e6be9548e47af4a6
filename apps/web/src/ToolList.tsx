import type { McpTool } from './McpTool.js';

export interface ToolListProps {
  tools: McpTool[];
  selected: string | undefined;
  onSelect: (name: string) => void;
}

/** The server's tools; picking one shows its argument form. */
export function ToolList({ tools, selected, onSelect }: ToolListProps) {
  if (tools.length === 0) return <p className="muted">This server lists no tools.</p>;
  return (
    <ul className="tool-list">
      {tools.map((tool) => (
        <li key={tool.name}>
          <button
            type="button"
            className="tool"
            aria-pressed={tool.name === selected}
            onClick={() => onSelect(tool.name)}
          >
            <span className="tool-name">
              <code>{tool.name}</code>
              {tool.annotations?.destructiveHint === true && (
                <span className="badge warn">destructive</span>
              )}
            </span>
            {tool.title && tool.title !== tool.name && (
              <span className="tool-title">{tool.title}</span>
            )}
            {tool.description && <span className="tool-description">{tool.description}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
