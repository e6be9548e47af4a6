import type { ProtocolEra } from '@elicitkit/core';
import { PROTOCOL_2025 } from '@elicitkit/core';

// sessionStorage: the verdict holds for this tab only, so a server upgraded to 2026-07-28 is
// probed again in the next tab (or after Connect with the protocol pinned).
const KEY = 'elicitkit.web.legacyServers';

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((url) => typeof url === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether this tab already found the server speaking only 2025-11-25 (under `auto`). */
export function isKnownLegacy(serverUrl: string): boolean {
  return read().includes(serverUrl);
}

/** Keeps what an `auto` connection found: a 2025-11-25 server is not probed again in this tab. */
export function rememberEra(serverUrl: string, era: ProtocolEra): void {
  const known = read().filter((url) => url !== serverUrl);
  if (era === PROTOCOL_2025) known.push(serverUrl);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(known));
  } catch {
    // Storage full or disabled: the next connect probes again, which only costs the 400.
  }
}
