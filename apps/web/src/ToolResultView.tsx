import { useDemoWords } from './locales/DemoWordsContext.js';

export interface ToolResultViewProps {
  /** A CallToolResult as the server sent it (kept as unknown: it may come from storage). */
  result: unknown;
  testId?: string;
}

interface ContentItem {
  type?: unknown;
  text?: unknown;
}

/** A tool's result: text content as text, anything else (images, resources, structured) as JSON. */
export function ToolResultView({ result, testId }: ToolResultViewProps) {
  const words = useDemoWords();
  const value = (typeof result === 'object' && result !== null ? result : {}) as {
    content?: unknown;
    structuredContent?: unknown;
    isError?: unknown;
  };
  const content = Array.isArray(value.content) ? (value.content as ContentItem[]) : [];
  return (
    <div className={`result${value.isError === true ? ' is-error' : ''}`} data-testid={testId}>
      {value.isError === true && (
        <p className="badge bad">{words.demo({ key: 'result.isError' })}</p>
      )}
      {content.map((item, i) =>
        item.type === 'text' && typeof item.text === 'string' ? (
          <pre key={i} className="result-text" dir="auto">
            {item.text}
          </pre>
        ) : (
          <pre key={i} className="result-json" dir="ltr">
            {JSON.stringify(item, null, 2)}
          </pre>
        ),
      )}
      {value.structuredContent !== undefined && (
        <pre className="result-json" dir="ltr">
          {JSON.stringify(value.structuredContent, null, 2)}
        </pre>
      )}
      {content.length === 0 && value.structuredContent === undefined && (
        <p className="muted">{words.demo({ key: 'result.empty' })}</p>
      )}
    </div>
  );
}
