/**
 * Stands in for `@modelcontextprotocol/client/stdio` in the browser build (see vite.config.ts): a
 * web page cannot spawn processes, and the real module would drag Node built-ins into the bundle.
 */
export class StdioClientTransport {
  constructor() {
    throw new Error('MCP over stdio needs Node: a web page can only connect to an HTTP URL.');
  }
}
