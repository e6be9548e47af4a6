import { spawn } from 'node:child_process';

export interface OpenOutcome {
  opened: boolean;
  /** Why not, in words, when it was not opened. */
  detail?: string;
}

/** Opens an address in the system browser. Only ever called after the person chose to open it. */
export type UrlOpener = (href: string) => Promise<OpenOutcome>;

function candidates(platform: NodeJS.Platform): [string, string[]][] {
  if (platform === 'darwin') return [['open', []]];
  // rundll32 takes the address as one argument: no cmd.exe parsing of "&" in query strings.
  if (platform === 'win32') return [['rundll32', ['url.dll,FileProtocolHandler']]];
  return [
    ['xdg-open', []],
    ['gio', ['open']],
    ['sensible-browser', []],
  ];
}

// Openers that fail (no display, no browser) exit non-zero at once; a slow or detached success is
// taken as success after this long.
const EARLY_EXIT_MS = 1500;

function tryOne(command: string, args: string[], href: string): Promise<OpenOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: OpenOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const child = spawn(command, [...args, href], { detached: true, stdio: 'ignore' });
    const timer = setTimeout(() => {
      child.unref();
      done({ opened: true });
    }, EARLY_EXIT_MS);
    child.once('error', (error: NodeJS.ErrnoException) =>
      done({
        opened: false,
        detail: error.code === 'ENOENT' ? `${command} not found` : error.message,
      }),
    );
    child.once('exit', (code) =>
      done(
        code === 0 ? { opened: true } : { opened: false, detail: `${command} exited with ${code}` },
      ),
    );
  });
}

/** The default opener: `open` (macOS), `rundll32` (Windows), else `xdg-open`, `gio open`, `sensible-browser`. */
export const openInBrowser: UrlOpener = async (href) => {
  const problems: string[] = [];
  for (const [command, args] of candidates(process.platform)) {
    const outcome = await tryOne(command, args, href);
    if (outcome.opened) return outcome;
    problems.push(outcome.detail ?? command);
  }
  return { opened: false, detail: problems.join('; ') };
};
