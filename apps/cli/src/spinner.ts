// The "waiting on the server" indicator: one line on stderr, redrawn in place. Only on a terminal;
// elsewhere it is silent so logs and pipes stay clean. Each frame is cut to the terminal's width
// (read at every frame, so a resize is followed): a wrapped line would be left behind by the next.
import { fitLine } from './fitLine.js';

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

/** Frame `frame` of a spinner saying `text`, as drawn over the current line. */
export function spinnerFrame(frame: number, text: string, columns: number | undefined): string {
  return `\r\u001b[2K${fitLine(`${FRAMES[frame % FRAMES.length]} ${text}`, columns)}`;
}

export interface Spinner {
  start(text: string): void;
  stop(): void;
}

export interface SpinnerOptions {
  intervalMs?: number;
  /** The terminal's width now (a TTY stream's `columns`); undefined when unknown. */
  columns?: () => number | undefined;
}

export function createSpinner(
  write: (text: string) => void,
  enabled: boolean,
  options: SpinnerOptions = {},
): Spinner {
  const { intervalMs = 80, columns = () => undefined } = options;
  let timer: NodeJS.Timeout | undefined;
  let frame = 0;
  let text = '';
  const draw = () => write(spinnerFrame(frame++, text, columns()));
  return {
    start(next) {
      if (!enabled) return;
      text = next;
      draw();
      if (!timer) {
        timer = setInterval(draw, intervalMs);
        // Never the reason the process stays alive.
        timer.unref();
      }
    },
    stop() {
      if (!timer) return;
      clearInterval(timer);
      timer = undefined;
      write('\r\u001b[2K');
    },
  };
}
