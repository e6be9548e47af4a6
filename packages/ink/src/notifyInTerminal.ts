import type { RendererNotice } from '@elicitkit/core';
import { noteInTerminal } from './askInTerminal.js';
import { line, seg } from './lines.js';
import type { PromptOptions } from './promptElicitation.js';
import { resolveTerminalLocalizer } from './resolveTerminalLocalizer.js';
import { resolveTheme } from './theme.js';

/**
 * Tells the person something outside a question (a server whose further questions are refused),
 * in the catalogue's words: in the scrollback above the question on screen when one is being
 * asked (a write of our own would tear Ink's frame), else as a line on stderr.
 */
export function notifyInTerminal(options: PromptOptions, notice: RendererNotice): void {
  const l = resolveTerminalLocalizer(options.messages, options.terminalMessages);
  const text = l.format(notice.msg);
  const stdout =
    options.stdout ??
    (process.stdout.isTTY ? process.stdout : process.stderr.isTTY ? process.stderr : undefined);
  const lines = [line('notice', seg('■ ', { tone: 'warning' }), seg(text))];
  const theme = resolveTheme(options.theme);
  if (stdout && noteInTerminal(stdout, lines, options.noColor ?? false, theme)) return;
  (options.stderr ?? process.stderr).write(`${text}\n`);
}
