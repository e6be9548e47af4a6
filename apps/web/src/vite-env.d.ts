/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The MCP endpoint the page connects to when the address has no `?server=`. */
  readonly VITE_ELICITKIT_SERVER_URL?: string;
}
