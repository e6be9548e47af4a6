import { spawn } from 'node:child_process';
import type { Msg } from '@elicitkit/core';
import type { TerminalLocalizer, TerminalMsg } from './messages/TerminalLocalizer.js';
import { resolveTerminalLocalizer } from './resolveTerminalLocalizer.js';

export interface OpenOutcome {
  opened: boolean;
  /** Why not, in English, when it was not opened. */
  detail?: string;
  /** Why not, one catalogue message per opener tried (shown in the prompt's words). */
  problems?: readonly (Msg | TerminalMsg)[];
}

/** Why the address was not opened, in the prompt's words (a host opener's own `detail` as given). */
export function openDetail(outcome: OpenOutcome, l: TerminalLocalizer): string | undefined {
  if (outcome.problems?.length) return outcome.problems.map((m) => l.format(m)).join('; ');
  return outcome.detail;
}

function notOpened(problem: TerminalMsg): OpenOutcome {
  return { opened: false, detail: resolveTerminalLocalizer().format(problem), problems: [problem] };
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
      done(
        error.code === 'ENOENT'
          ? notOpened({ key: 'terminal.open.notFound', values: { command } })
          : { opened: false, detail: error.message },
      ),
    );
    child.once('exit', (code) =>
      done(
        code === 0
          ? { opened: true }
          : notOpened({ key: 'terminal.open.exited', values: { command, status: String(code) } }),
      ),
    );
  });
}

/** The default opener: `open` (macOS), `rundll32` (Windows), else `xdg-open`, `gio open`, `sensible-browser`. */
export const openInBrowser: UrlOpener = async (href) => {
  const details: string[] = [];
  const problems: (Msg | TerminalMsg)[] = [];
  for (const [command, args] of candidates(process.platform)) {
    const outcome = await tryOne(command, args, href);
    if (outcome.opened) return outcome;
    details.push(outcome.detail ?? command);
    // An error the system words itself (not ENOENT) is shown as it came.
    problems.push(...(outcome.problems ?? []));
  }
  return {
    opened: false,
    detail: details.join('; '),
    ...(problems.length === details.length && { problems }),
  };
};
