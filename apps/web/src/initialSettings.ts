import type { ProtocolChoice } from '@elicitkit/client';

export interface DemoSettings {
  /** The MCP endpoint to connect to. */
  serverUrl: string;
  protocol: ProtocolChoice;
}

/** Where the reference server listens when `npm start` got its preferred port. */
export const FALLBACK_SERVER_URL = 'http://127.0.0.1:3939/mcp';

const PROTOCOLS: readonly ProtocolChoice[] = ['auto', '2026-07-28', '2025-11-25'];

export function isProtocolChoice(value: unknown): value is ProtocolChoice {
  return typeof value === 'string' && (PROTOCOLS as readonly string[]).includes(value);
}

/**
 * The address bar wins (`?server=…&protocol=…`, which is what `npm start` prints and what a reload
 * keeps), then the build-time default, then the reference server's preferred port.
 */
export function initialSettings(search: string, buildDefault?: string): DemoSettings {
  const params = new URLSearchParams(search);
  const fromQuery = params.get('server')?.trim();
  const protocol = params.get('protocol');
  return {
    serverUrl: fromQuery || buildDefault?.trim() || FALLBACK_SERVER_URL,
    protocol: isProtocolChoice(protocol) ? protocol : 'auto',
  };
}

/** Writes the settings into the address bar (without a navigation), so a reload keeps them. */
export function rememberSettings(settings: DemoSettings): void {
  const url = new URL(window.location.href);
  url.searchParams.set('server', settings.serverUrl);
  if (settings.protocol === 'auto') url.searchParams.delete('protocol');
  else url.searchParams.set('protocol', settings.protocol);
  window.history.replaceState(null, '', url);
}
