// The `elicitkit` bin, bundled on its own as CommonJS by scripts/bundle.mjs (dist/elicitkit.cjs):
// Node 20 starts a CommonJS main several milliseconds sooner than an ES module one, and `--help`
// never needs the ES module loader. It turns on Node's compile cache (V8's code for every module,
// kept between runs; Node 22.8+); prints a plain `--help` from the texts rendered at build time
// (helpRequest.ts), without loading the program; paints the first frame of `call` and `task` on a
// terminal at once (firstFrame.ts: the spinner's "Connecting to …", in the person's language);
// then imports the program, whose spinner draws over that same line. A static import of the
// program would load before any of this. CommonJS: no top-level await or import.meta; the help
// files are found from __dirname.
import { readFileSync } from 'node:fs';
import module from 'node:module';
import { join } from 'node:path';
import { isatty } from 'node:tty';
import { spinnerFrame } from '../spinner.js';
import { markEarlyFrame } from './earlyFrame.js';
import type { ConnectingWords } from './firstFrame.js';
import { firstFrameText } from './firstFrame.js';
import type { HelpTexts } from './helpRequest.js';
import { helpFor, helpRequest } from './helpRequest.js';

/** Set by the build: the program and the help files (paths from the bin's folder), the first frame's words. */
declare const EK_PROGRAM: string;
declare const EK_HELP_PREFIX: string;
declare const EK_CONNECTING_WORDS: ConnectingWords;

try {
  (module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
} catch {
  // A cache that cannot be written only costs the cache; Node before 22.8 has none.
}

/** The help `argv` asks for, from the build's file for its locale; undefined for anything else. */
function builtHelp(argv: readonly string[]): string | undefined {
  const request = helpRequest(argv, process.env);
  if (!request) return undefined;
  try {
    const file = join(__dirname, `${EK_HELP_PREFIX}${request.locale}.json`);
    return helpFor(JSON.parse(readFileSync(file, 'utf8')) as HelpTexts, request.command);
  } catch {
    // No file (a partial install): the program renders the help itself.
    return undefined;
  }
}

const argv = process.argv.slice(2);
const help = builtHelp(argv);
if (help !== undefined) {
  // `elicitkit --help | head` closes the pipe early; that is the reader's choice, not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  process.stdout.write(help);
} else {
  if (isatty(2)) {
    const text = firstFrameText(argv, process.env, EK_CONNECTING_WORDS);
    if (text !== undefined) {
      process.stderr.write(spinnerFrame(0, text, process.stderr.columns));
      markEarlyFrame();
    }
  }
  void import(EK_PROGRAM);
}
