import type { KeyGuard } from './spinner.js';

/**
 * Holds a terminal's keys while `call`'s spinner shows: raw mode, so what the person types is not
 * echoed over the spinner's line (nor left behind when it is erased), and the keys are read and
 * dropped, as the prompt drops keys typed before it was drawn (ink's dropPendingInput). Ctrl-C,
 * which raw mode no longer turns into SIGINT, calls `onCtrlC`: by default what the terminal would
 * do, SIGINT to the whole process group (a stdio server included). Released before the prompt
 * reads keys; Node puts the terminal's mode back at exit however the process ends. Not a terminal, or
 * already raw (a prompt has it): nothing is done.
 */
export function quietKeys(
  stdin: NodeJS.ReadStream,
  onCtrlC: () => void = () => process.kill(0, 'SIGINT'),
): KeyGuard {
  let held = false;
  const onData = (chunk: Buffer | string) => {
    if (String(chunk).includes('\u0003')) onCtrlC();
  };
  return {
    hold() {
      if (held || stdin.isTTY !== true || stdin.isRaw || typeof stdin.setRawMode !== 'function')
        return;
      held = true;
      stdin.setRawMode(true);
      stdin.on('data', onData);
      stdin.resume();
    },
    release() {
      if (!held) return;
      held = false;
      stdin.off('data', onData);
      stdin.pause();
      if (stdin.isRaw) stdin.setRawMode(false);
    },
  };
}
