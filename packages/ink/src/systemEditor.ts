import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Msg } from '@elicitkit/core';
import type { TerminalMsg } from './messages/TerminalLocalizer.js';
import { resolveTerminalLocalizer } from './resolveTerminalLocalizer.js';

/** The edited text, or why there is none: `error` in English, `msg` in the catalogue's words. */
export type EditOutcome = { text: string } | { error: string; msg?: Msg | TerminalMsg };

function failed(msg: TerminalMsg): EditOutcome {
  return { error: resolveTerminalLocalizer().format(msg), msg };
}

/**
 * Edits a text answer outside the prompt (Ctrl-G). Called with the text so far; returns the new
 * text, or why there is none (the answer is then left as it was).
 */
export type TextEditor = (text: string) => EditOutcome;

export interface EditorOptions {
  env?: NodeJS.ProcessEnv;
}

/**
 * The person's own editor, as git runs it: `$VISUAL`, else `$EDITOR`, through `sh -c` so that a
 * value with arguments (`code --wait`, `nano -w`) works, on a private temporary file that is
 * removed afterwards. The prompt waits while the editor has the terminal (and has released it:
 * the form's input is inactive while editing, so Ink turns raw mode off). One trailing newline
 * (which editors add) is dropped.
 */
export function systemEditor({ env = process.env }: EditorOptions = {}): TextEditor {
  return (text) => {
    const editor = (env['VISUAL'] || env['EDITOR'] || '').trim();
    if (!editor) return failed({ key: 'terminal.editor.unset' });
    let dir: string | undefined;
    try {
      dir = mkdtempSync(join(tmpdir(), 'elicitkit-answer-'));
      const file = join(dir, 'answer.txt');
      writeFileSync(file, text, { mode: 0o600 });
      const run = spawnSync('/bin/sh', ['-c', `${editor} "$1"`, 'sh', file], {
        stdio: 'inherit',
        env,
      });
      if (run.error)
        return failed({
          key: 'terminal.editor.startFailed',
          values: { editor, detail: run.error.message },
        });
      if (run.signal)
        return failed({ key: 'terminal.editor.stopped', values: { editor, signal: run.signal } });
      if (run.status !== 0)
        return failed({
          key: 'terminal.editor.exited',
          values: { editor, status: String(run.status) },
        });
      return { text: readFileSync(file, 'utf8').replace(/\r\n?/g, '\n').replace(/\n$/, '') };
    } catch (error) {
      return failed({
        key: 'terminal.editor.failed',
        values: { editor, detail: (error as Error).message },
      });
    } finally {
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  };
}
