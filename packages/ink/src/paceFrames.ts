import type { DOMElement } from 'ink';

/** At most one frame per interval: Ink's own default of 30 frames a second. */
const FRAME_MS = Math.ceil(1000 / 30);

export interface FramePacer {
  /** A callback ref for any element of the session's tree: paces the Ink root it belongs to. */
  attach: (node: DOMElement | null) => void;
  /** Draws a frame still owed now and paces no more; no timer of the pacer is left running. */
  stop: () => void;
}

/**
 * The session's own frame pacing, in place of Ink's. Ink 6 throttles frames with a timer it
 * never cancels: unmounting flushes the throttle (which leaves its timer running) and then
 * commits the emptied tree through it, arming a new one, so a ref'd timer outlived every
 * question. Ink only exposes the root's draw hooks (`onRender`, paced; `onImmediateRender`, not),
 * so the session paces `onRender` itself and ends the pacing before it unmounts.
 */
export function paceFrames(frameMs = FRAME_MS): FramePacer {
  let draw: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  let owed = false;
  let stopped = false;
  const open = () => {
    timer = setTimeout(close, frameMs);
  };
  // A frame asked for during the interval is drawn at its end, and opens the next interval.
  const close = () => {
    timer = undefined;
    if (!owed || stopped) return;
    owed = false;
    draw?.();
    open();
  };
  return {
    attach(node) {
      if (!node || draw || stopped) return;
      let root = node;
      while (root.parentNode) root = root.parentNode;
      const immediate = root.onImmediateRender;
      // Ink draws every commit at once for screen readers and in debug mode: that stays so.
      if (!immediate || root.onRender === immediate) return;
      draw = immediate;
      root.onRender = () => {
        if (stopped) return;
        if (timer) {
          owed = true;
          return;
        }
        draw?.();
        open();
      };
    },
    stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      if (owed) {
        owed = false;
        draw?.();
      }
    },
  };
}
