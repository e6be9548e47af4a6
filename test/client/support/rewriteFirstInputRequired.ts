import type { Fault } from './faultProxy.js';

/** A fault-proxy rule that rewrites the first input_required result it sees, once. */
export function rewriteFirstInputRequired(
  change: (result: Record<string, unknown>) => void,
): () => Fault | undefined {
  let done = false;
  return () => {
    if (done) return undefined;
    return {
      kind: 'rewrite',
      transform: (text: string) => {
        const message = JSON.parse(text) as { result?: Record<string, unknown> };
        if (done || message.result?.['resultType'] !== 'input_required') return text;
        done = true;
        change(message.result);
        return JSON.stringify(message);
      },
    };
  };
}
