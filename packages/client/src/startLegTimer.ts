/**
 * The timeout of one network leg. It can be paused while a person is answering inside the leg
 * (2025-11-25 pushes arrive during the tools/call request), and every resume or progress
 * notification starts the full budget again, so think time never counts as machine time.
 */
export interface LegTimer {
  pause(): void;
  resume(): void;
  /** Progress from the server: the leg is alive, start the budget again. */
  touch(): void;
  clear(): void;
}

// setTimeout fires at once for delays past 2^31-1 ms; anything longer means "no leg timeout".
const MAX_DELAY = 2_147_483_647;

export function startLegTimer(timeoutMs: number, onTimeout: () => void): LegTimer {
  let handle: ReturnType<typeof setTimeout> | undefined;
  let pauses = 0;
  let done = false;
  const arm = () => {
    if (handle !== undefined) clearTimeout(handle);
    handle = undefined;
    if (done || pauses > 0 || !(timeoutMs <= MAX_DELAY)) return;
    handle = setTimeout(() => {
      done = true;
      onTimeout();
    }, timeoutMs);
  };
  arm();
  return {
    pause() {
      pauses++;
      arm();
    },
    resume() {
      if (pauses > 0) pauses--;
      arm();
    },
    touch() {
      if (pauses === 0) arm();
    },
    clear() {
      done = true;
      if (handle !== undefined) clearTimeout(handle);
      handle = undefined;
    },
  };
}
