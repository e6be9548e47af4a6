// The "waiting on the server" indicator: one line on stderr, redrawn in place. Only on a terminal;
// elsewhere it is silent so logs and pipes stay clean.
const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

export interface Spinner {
  start(text: string): void;
  stop(): void;
}

export function createSpinner(
  write: (text: string) => void,
  enabled: boolean,
  intervalMs = 80,
): Spinner {
  let timer: NodeJS.Timeout | undefined;
  let frame = 0;
  let text = '';
  const draw = () => write(`\r\u001b[2K${FRAMES[frame++ % FRAMES.length]} ${text}`);
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
