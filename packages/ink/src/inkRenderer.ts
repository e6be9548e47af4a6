import type { ElicitationRenderer } from '@elicitkit/core';
import { notifyInTerminal } from './notifyInTerminal.js';
import type { PromptOptions } from './promptElicitation.js';
import { promptElicitation } from './promptElicitation.js';

export type InkRendererOptions = Omit<PromptOptions, 'context'>;

/**
 * The terminal as a core ElicitationRenderer, for @elicitkit/client's loop: each question is
 * asked in turn with the loop's context (server identity, round, abort signal, and `stopAsking`
 * as Ctrl-X); the loop's notices (a server refused) are printed in the catalogue's words.
 */
export function inkRenderer(options: InkRendererOptions = {}): ElicitationRenderer {
  const renderer: ElicitationRenderer = (request, context) =>
    promptElicitation(request, { ...options, context });
  renderer.notify = (notice) => notifyInTerminal(options, notice);
  return renderer;
}
