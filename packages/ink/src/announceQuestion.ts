/**
 * What tells a person who is looking elsewhere that a question waits: the bell (every terminal;
 * tmux flags the window) and, where the terminal shows desktop notifications, one that names who
 * asks — never the question's content. OSC 9 (iTerm2, WezTerm, Ghostty, kitty) or OSC 777
 * (foot, Konsole, rxvt-unicode); others ignore both, so nothing is sent to them but the bell.
 */
export function announcementBytes(title: string, body: string, env: NodeJS.ProcessEnv): string {
  // Server-named text goes inside an escape sequence: no control character may end it early, and
  // OSC 777 separates its fields with ';'.
  const clean = (s: string) =>
    // eslint-disable-next-line no-control-regex
    s.replace(/[\u0000-\u001f\u007f-\u009f;]/g, ' ').slice(0, 120);
  const bell = '\u0007';
  switch (desktopNotifications(env)) {
    case 'osc9':
      return `${bell}\u001b]9;${clean(body)}\u0007`;
    case 'osc777':
      return `${bell}\u001b]777;notify;${clean(title)};${clean(body)}\u0007`;
    default:
      return bell;
  }
}

function desktopNotifications(env: NodeJS.ProcessEnv): 'osc9' | 'osc777' | undefined {
  // Inside tmux or screen an OSC reaches the outer terminal only with passthrough set up: the
  // bell alone is sent, which tmux shows on the window.
  if (env['TMUX'] || env['STY']) return undefined;
  const program = env['TERM_PROGRAM'] ?? '';
  const term = env['TERM'] ?? '';
  if (['iTerm.app', 'WezTerm', 'ghostty'].includes(program) || env['KITTY_WINDOW_ID'])
    return 'osc9';
  if (term.startsWith('foot') || term.startsWith('rxvt-unicode') || env['KONSOLE_VERSION'])
    return 'osc777';
  return undefined;
}

/** On unless the host says `announce: false` or the person set ELICITKIT_NO_NOTIFY (to anything but 0). */
export function announceEnabled(option: boolean | undefined, env: NodeJS.ProcessEnv): boolean {
  if (option !== undefined) return option;
  const off = env['ELICITKIT_NO_NOTIFY'];
  return off === undefined || off === '' || off === '0';
}
