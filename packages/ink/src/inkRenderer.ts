import type { ElicitationRenderer } from '@elicitkit/core';
import type { PromptOptions } from './promptElicitation.js';
import { promptElicitation } from './promptElicitation.js';

export type InkRendererOptions = Omit<PromptOptions, 'context'>;

/**
 * The terminal as a core ElicitationRenderer, for @elicitkit/client's loop: each question is
 * asked in turn with the loop's context (server identity, round, abort signal).
 */
export function inkRenderer(options: InkRendererOptions = {}): ElicitationRenderer {
  return (request, context) => promptElicitation(request, { ...options, context });
}
