import type { ElicitClient, ElicitOAuthProvider } from '@elicitkit/client';
import { connect, createOAuthProvider } from '@elicitkit/client';
import type { ElicitationRenderer } from '@elicitkit/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { WireTap } from './createWireTap.js';
import type { ErrorView } from './describeError.js';
import { describeConnectError, isNetworkFailure, probeReachability } from './describeError.js';
import type { DemoSettings } from './initialSettings.js';
import { isKnownLegacy, rememberEra } from './legacyServers.js';
import type { McpTool } from './McpTool.js';
import { withMcpParamHeaders } from './mcpParamHeaders.js';
import type { PopupSignIn } from './oauth/popupSignIn.js';
import { CALLBACK_PATH } from './oauth/popupSignIn.js';
import { sessionOAuthStore } from './oauth/sessionOAuthStore.js';

export type ConnectionState =
  | { status: 'idle' }
  | { status: 'connecting'; settings: DemoSettings }
  | { status: 'connected'; settings: DemoSettings; client: ElicitClient; tools: McpTool[] }
  | { status: 'failed'; settings: DemoSettings; error: ErrorView };

// Long enough for a cold server, short enough that a wrong address is reported promptly.
const CONNECT_TIMEOUT_MS = 15_000;

/** The host's own name for the server, shown as trusted above every question. */
function serverId(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * One MCP connection at a time. Connecting again closes the previous client (which cancels its
 * calls), and a connect that is overtaken by a newer one is closed as soon as it lands.
 */
export function useConnection(renderer: ElicitationRenderer, tap: WireTap, signIn: PopupSignIn) {
  const [state, setState] = useState<ConnectionState>({ status: 'idle' });
  const [provider, setProvider] = useState<ElicitOAuthProvider | undefined>(undefined);
  // Counts saves of the tokens, so the sign-in status is read again after a mid-call sign-in.
  const [tokensSaved, setTokensSaved] = useState(0);
  const current = useRef<{ controller: AbortController; client?: ElicitClient }>(undefined);

  const disconnect = useCallback(() => {
    const slot = current.current;
    current.current = undefined;
    slot?.controller.abort();
    void slot?.client?.close().catch(() => undefined);
  }, []);

  const connectTo = useCallback(
    (settings: DemoSettings) => {
      disconnect();
      const slot: { controller: AbortController; client?: ElicitClient } = {
        controller: new AbortController(),
      };
      current.current = slot;
      const { signal } = slot.controller;
      // The tools this connection listed: their x-mcp-header declarations name the headers.
      const listed = new Map<string, McpTool>();
      setState({ status: 'connecting', settings });
      // A server that needs no sign-in never calls on it; one that answers 401 gets the popup.
      const oauth = createOAuthProvider({
        store: sessionOAuthStore(
          settings.serverUrl,
          sessionStorage,
          () => setTokensSaved((n) => n + 1),
          signal,
        ),
        redirectUrl: `${window.location.origin}${CALLBACK_PATH}`,
        clientName: 'elicitkit web demo',
        authorize: signIn.authorize,
      });
      setProvider(oauth);
      void (async () => {
        let client: ElicitClient | undefined;
        try {
          client = await connect({
            url: settings.serverUrl,
            serverId: serverId(settings.serverUrl),
            renderer,
            authProvider: oauth,
            fetch: withMcpParamHeaders(tap.fetch, (name) => listed.get(name)),
            protocol: settings.protocol,
            // A server this tab found speaking only 2025-11-25 is not probed again: the probe
            // is refused with a 400 the browser logs on every connect.
            knownLegacy: settings.protocol === 'auto' && isKnownLegacy(settings.serverUrl),
            // MCP Tasks: a long tool may answer with a task, which the call follows (polling,
            // answering its questions) and a reload re-attaches to.
            tasks: true,
            timeoutMs: CONNECT_TIMEOUT_MS,
            signal,
            clientInfo: { name: 'elicitkit-web-demo', version: '0.1.0' },
          });
          const tools = await client.listTools({ signal });
          for (const tool of tools) listed.set(tool.name, tool);
          if (signal.aborted) throw signal.reason;
          slot.client = client;
          if (settings.protocol === 'auto') rememberEra(settings.serverUrl, client.era);
          setState({ status: 'connected', settings, client, tools });
        } catch (error) {
          void client?.close().catch(() => undefined);
          if (signal.aborted) return;
          const reachability = isNetworkFailure(error)
            ? await probeReachability(settings.serverUrl)
            : 'unknown';
          if (signal.aborted) return;
          setState({
            status: 'failed',
            settings,
            error: describeConnectError(error, {
              serverUrl: settings.serverUrl,
              pageOrigin: window.location.origin,
              reachability,
            }),
          });
        }
      })();
    },
    [disconnect, renderer, tap, signIn],
  );

  useEffect(() => disconnect, [disconnect]);

  return { state, connectTo, provider, tokensSaved };
}
