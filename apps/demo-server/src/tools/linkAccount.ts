import { inputRequired } from '@modelcontextprotocol/server';
import type { InputRequest, McpServer, RequestId } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { LINK_PROVIDERS } from '../catalog.js';
import { checkState } from '../demoState.js';
import type { DemoStateCodec } from '../demoState.js';
import type { LinkRegistry } from '../linkRegistry.js';
import { readAction } from '../readAnswer.js';
import { foreignStateResult, textResult } from '../toolResult.js';
import { failRequestOn } from '../toolsCallGate.js';

const KEY = 'sign_in';
/** How many times an accepted-but-unfinished sign-in is asked again before answering "pending". */
const MAX_ATTEMPTS = 3;

export interface LinkAccountDeps {
  codec: DemoStateCodec;
  links: LinkRegistry;
  /** Origin the link pages are served from, e.g. http://127.0.0.1:3939. */
  linkBase: () => string;
  era: 'legacy' | 'modern';
  /** 2025 only: arrange a notifications/elicitation/complete for `nonce` once its page is finished. */
  watchCompletion?: (nonce: string, relatedRequestId?: RequestId) => void;
}

export function registerLinkAccount(server: McpServer, deps: LinkAccountDeps): void {
  const { codec, links, linkBase, era, watchCompletion } = deps;
  server.registerTool(
    'link_account',
    {
      title: 'Link account',
      description:
        'Link a third-party account. The user signs in on a web page (URL-mode elicitation); the tool checks the sign-in finished.',
      inputSchema: z.object({ provider: z.enum(LINK_PROVIDERS) }),
    },
    async ({ provider }, ctx) => {
      const check = checkState(ctx, 'link_account', (s) => s.provider === provider);
      if (check.kind === 'foreign') return foreignStateResult(`${provider} was not linked`);

      const ask = async (nonce: string, token: string, attempt: number) => {
        const url = `${linkBase()}/link/${token}`;
        const message =
          attempt === 1
            ? `Sign in to ${provider} to link it to this workspace.`
            : `The ${provider} sign-in is not finished yet. Finish it on the page, then continue.`;
        // On 2025 the shim would mint a random elicitationId we never see; giving it the nonce
        // instead lets the page's Finish button be announced with notifications/elicitation/complete.
        const request: InputRequest =
          era === 'legacy'
            ? {
                method: 'elicitation/create',
                params: { mode: 'url', message, url, elicitationId: nonce },
              }
            : inputRequired.elicitUrl({ message, url });
        if (era === 'legacy') watchCompletion?.(nonce, ctx.mcpReq.id);
        return inputRequired({
          inputRequests: { [KEY]: request },
          requestState: await codec.mint({ tool: 'link_account', provider, nonce, attempt }, ctx),
        });
      };

      if (check.kind === 'absent') {
        const issued = links.issue(provider);
        return ask(issued.nonce, issued.token, 1);
      }
      const { nonce, attempt } = check.state;
      const again = () => ask(nonce, links.tokenFor({ nonce, provider }), attempt + 1);
      const action = readAction(ctx, KEY);
      if (action === 'missing') return again();
      if (action !== 'accept')
        return textResult(`${provider} was not linked: the user chose ${action}.`);
      // Accept only means the user agreed to open the page; the page is the proof.
      if (await links.isComplete(nonce).catch(failRequestOn(ctx)))
        return textResult(`Linked ${provider} (sign-in ${nonce.slice(0, 8)} finished).`);
      if (attempt < MAX_ATTEMPTS) return again();
      return textResult(
        `Linking ${provider} is pending: the sign-in page was not finished. Call link_account again to start a new sign-in.`,
      );
    },
  );
}
