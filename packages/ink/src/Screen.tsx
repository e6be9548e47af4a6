import { Box, Text } from 'ink';
import type { Line, ScreenLayout, Tone } from './lines.js';

const COLOURS: Record<Tone, string> = {
  accent: 'cyan',
  error: 'red',
  warning: 'yellow',
  success: 'green',
};

/** One row; truncated rather than wrapped, so every Line is exactly one terminal row. */
export function LineView({ line, noColor }: { line: Line; noColor: boolean }) {
  return (
    <Text wrap="truncate-end">
      {line.segments.map((s, i) => {
        const style = s.style ?? {};
        const color = style.tone && !noColor ? COLOURS[style.tone] : undefined;
        return (
          <Text
            key={i}
            {...(color !== undefined && { color })}
            bold={style.bold ?? false}
            dimColor={style.dim ?? false}
            inverse={style.inverse ?? false}
            underline={style.underline ?? false}
          >
            {s.text === '' ? ' ' : s.text}
          </Text>
        );
      })}
    </Text>
  );
}

/** Rows, one under the other. */
export function Lines({ lines, noColor }: { lines: readonly Line[]; noColor: boolean }) {
  return (
    <Box flexDirection="column">
      {lines.map((l) => (
        <LineView key={l.key} line={l} noColor={noColor} />
      ))}
    </Box>
  );
}

/** Draws a laid-out prompt: pinned top row, the body slice, then status, actions and keys. */
export function Screen({ layout, noColor }: { layout: ScreenLayout; noColor: boolean }) {
  const rows = [layout.top, ...layout.body, layout.status, layout.actions, layout.footer];
  return <Lines lines={rows} noColor={noColor} />;
}
