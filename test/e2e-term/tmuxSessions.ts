// Terminals for one test file: each test's sessions are closed (by PID) after it, pass or fail.
import { afterEach } from 'vitest';
import type { TmuxOptions } from './tmux.js';
import { TmuxSession } from './tmux.js';

export function tmuxSessions(): (argv: string[], options?: TmuxOptions) => TmuxSession {
  const open: TmuxSession[] = [];
  afterEach(() => {
    for (const session of open.splice(0)) session.close();
  });
  return (argv, options) => {
    const session = new TmuxSession(argv, options);
    open.push(session);
    return session;
  };
}
