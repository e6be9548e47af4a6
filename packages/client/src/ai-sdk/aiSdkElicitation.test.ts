// @ai-sdk/mcp calls its handler with `{ method, params }` only: no signal, no id.
import { describe, expect, it } from 'vitest';
import { manualRenderer, SEATS_FORM } from '../manualRenderer.testing.js';
import { aiSdkElicitation } from './index.js';

const FORM = SEATS_FORM;

describe('aiSdkElicitation', () => {
  it('validates before answering: a second bad answer is cancel, never content', async () => {
    const m = manualRenderer();
    const handle = aiSdkElicitation(m.renderer, { serverId: 'weather' });
    const result = handle({ method: 'elicitation/create', params: FORM });
    const q = await m.nth(0);
    expect(q.context.server).toEqual({ trustedId: 'weather' });
    q.answer({ action: 'accept', content: { seats: -2 } });
    (await m.nth(1)).answer({ action: 'accept', content: {} });
    expect(await result).toEqual({ action: 'cancel' });
  });

  it('the host’s signal withdraws open questions (the library passes none)', async () => {
    const m = manualRenderer();
    const abort = new AbortController();
    const handle = aiSdkElicitation(m.renderer, { serverId: 'weather', signal: abort.signal });
    const result = handle({ method: 'elicitation/create', params: FORM });
    await m.nth(0);
    abort.abort();
    expect(await result).toEqual({ action: 'cancel' });
  });
});
