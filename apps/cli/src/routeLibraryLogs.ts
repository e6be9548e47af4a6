// The MCP SDK writes to the console (`[mcp-sdk] OAuth "invalid_grant" … Cause: "<the
// authorization server's error_description>"`, SEP-2352 warnings) and has no logger option to
// hand it one. Those lines can quote what an authorization server chose to write, which the
// person must never take for elicitkit's words. The CLI itself never writes to the console (its
// output goes through CliIo), so while a command runs every console line is a library's: at
// default verbosity it is dropped; with --verbose it is shown, display-safe and marked as not
// elicitkit's. The console is put back when the command ends.
import { format } from 'node:util';

const METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;

/** Routes console output to `show` (one call per console call), or nowhere; returns the undo. */
export function routeLibraryLogs(show: ((text: string) => void) | undefined): () => void {
  const saved = METHODS.map((method) => [method, console[method]] as const);
  for (const method of METHODS)
    console[method] = (...args: unknown[]) => {
      show?.(format(...args));
    };
  return () => {
    for (const [method, original] of saved) console[method] = original;
  };
}
