import { toDisplayText } from '@elicitkit/core';
import type { ServerTarget } from './serverTarget.js';

/** The server as a person names it: its --server-id, else its URL or stdio command line. */
export function describeTarget(target: ServerTarget): string {
  const where =
    target.url !== undefined
      ? String(target.url)
      : [target.stdio?.command, ...(target.stdio?.args ?? [])].join(' ');
  return toDisplayText(target.serverId ?? where, { singleLine: true, maxLength: 80 });
}
