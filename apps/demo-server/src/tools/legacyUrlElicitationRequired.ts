import { UrlElicitationRequiredError } from '@modelcontextprotocol/server';
import type { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { LINK_PROVIDERS } from '../catalog.js';
import type { LinkRegistry } from '../linkRegistry.js';
import { textResult } from '../toolResult.js';
import { failRequestOn } from '../toolsCallGate.js';

/**
 * 2025-only: the other URL-mode idiom, failing the call with -32042 and a URL the client shows;
 * the client retries after the page is finished (optionally prompted by
 * notifications/elicitation/complete). 2026-07-28 forbids -32042, so this is never registered on
 * modern instances. Which nonce belongs to which provider is remembered per 2025 connection,
 * the one place this server keeps call state in memory (2025 connections are sessionful anyway).
 */
export function registerLegacyUrlElicitationRequired(
  server: McpServer,
  links: LinkRegistry,
  linkBase: () => string,
  watchCompletion: (nonce: string) => void,
): void {
  const pending = new Map<string, string>();
  server.registerTool(
    'legacy_url_elicitation_required',
    {
      title: 'Link account (2025 -32042)',
      description:
        '2025-11-25 only: fails with URLElicitationRequiredError (-32042) until the user finishes signing in on the page, then links.',
      inputSchema: z.object({ provider: z.enum(LINK_PROVIDERS) }),
    },
    async ({ provider }, ctx) => {
      const known = pending.get(provider);
      if (known !== undefined && (await links.isComplete(known).catch(failRequestOn(ctx)))) {
        pending.delete(provider);
        return textResult(`Linked ${provider} (sign-in ${known.slice(0, 8)} finished).`);
      }
      const nonce = known ?? links.issue(provider).nonce;
      pending.set(provider, nonce);
      watchCompletion(nonce);
      const url = `${linkBase()}/link/${links.tokenFor({ nonce, provider })}`;
      throw new UrlElicitationRequiredError(
        [
          {
            mode: 'url',
            message: `Sign in to ${provider} to link it, then retry.`,
            url,
            elicitationId: nonce,
          },
        ],
        `Sign in to ${provider} first`,
      );
    },
  );
}
