import * as sdk from '@modelcontextprotocol/client';

/**
 * Whether the app's `@modelcontextprotocol/client` is 2.1.0 or later. 2.1.0 added `DpopSession`
 * and the HTTP transport's `Mcp-Name` for `tasks/*` requests (from `params.taskId`); 2.0.0 sends
 * none, so a conforming 2026-07-28 server refuses every Tasks-extension request over HTTP.
 */
export function sdkAtLeast21(): boolean {
  return 'DpopSession' in sdk;
}
