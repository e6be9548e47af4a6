// The `elicitkit` bin (bundled on its own by scripts/bundle.mjs). It turns on Node's compile
// cache (V8's code for every module, kept between runs; Node 22.8+), paints the first frame of
// `call` and `task` on a terminal at once (firstFrame.ts: the spinner's "Connecting to …", in the
// person's language), then imports the program, whose spinner draws over that same line. A static
// import of the program would load before any of this, hence the dynamic one.
import module from 'node:module';
import { isatty } from 'node:tty';
import { spinnerFrame } from '../spinner.js';
import { markEarlyFrame } from './earlyFrame.js';
import type { ConnectingWords } from './firstFrame.js';
import { firstFrameText } from './firstFrame.js';

/** Set by the build: the program's path beside the bin, and the first frame's words. */
declare const EK_PROGRAM: string;
declare const EK_CONNECTING_WORDS: ConnectingWords | undefined;

try {
  (module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
} catch {
  // A cache that cannot be written only costs the cache; Node before 22.8 has none.
}

if (typeof EK_CONNECTING_WORDS !== 'undefined' && isatty(2)) {
  const text = firstFrameText(process.argv.slice(2), process.env, EK_CONNECTING_WORDS);
  if (text !== undefined) {
    process.stderr.write(spinnerFrame(0, text, process.stderr.columns));
    markEarlyFrame();
  }
}

await import(EK_PROGRAM);
