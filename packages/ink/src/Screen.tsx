import { Box, Text } from 'ink';
import { useContext } from 'react';
import type { Line, ScreenLayout, Tone } from './lines.js';
import type { ResolvedTheme, ThemeRole } from './theme.js';
import { ThemeContext, asciiMarks } from './theme.js';

const ROLE: Record<Tone, ThemeRole> = {
  accent: 'accent',
  error: 'danger',
  warning: 'warning',
  success: 'success',
  focus: 'focus',
};

function colourOf(theme: ResolvedTheme, tone: Tone | undefined, dim: boolean): string | undefined {
  if (tone) return theme.colours[ROLE[tone]];
  return dim ? theme.colours.muted : undefined;
}

/** One row; truncated rather than wrapped, so every Line is exactly one terminal row. */
function LineView({ line, noColor }: { line: Line; noColor: boolean }) {
  const theme = useContext(ThemeContext);
  return (
    <Text wrap="truncate-end">
      {line.segments.map((s, i) => {
        const style = s.style ?? {};
        const color = noColor ? undefined : colourOf(theme, style.tone, style.dim ?? false);
        const text = theme.symbols === 'ascii' ? asciiMarks(s.text) : s.text;
        return (
          <Text
            key={i}
            {...(color !== undefined && { color })}
            bold={style.bold ?? false}
            dimColor={style.dim ?? false}
            inverse={style.inverse ?? false}
            underline={style.underline ?? false}
          >
            {text === '' ? ' ' : text}
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
