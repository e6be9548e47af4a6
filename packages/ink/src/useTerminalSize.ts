import { useStdout } from 'ink';
import { useEffect, useState } from 'react';
import type { TerminalSize } from './promptView.js';

function read(stdout: NodeJS.WriteStream, fixed: Partial<TerminalSize>): TerminalSize {
  const columns = fixed.columns ?? (stdout.columns || 80);
  const rows = fixed.rows ?? (stdout.isTTY && stdout.rows ? stdout.rows : undefined);
  return rows === undefined ? { columns } : { columns, rows };
}

/** The terminal's size, kept current on resize (props win, for tests and embedding hosts). */
export function useTerminalSize(fixed: Partial<TerminalSize>): TerminalSize {
  const { stdout } = useStdout();
  const [size, setSize] = useState(() => read(stdout, fixed));
  const { columns, rows } = fixed;
  useEffect(() => {
    const update = () => setSize(read(stdout, { columns, rows }));
    update();
    stdout.on('resize', update);
    return () => {
      stdout.off('resize', update);
    };
  }, [stdout, columns, rows]);
  return size;
}
