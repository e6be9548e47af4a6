import { record } from './classifyLegError.js';

/**
 * The JSON-RPC errors the server really sent, recently. The SDK raises the same ProtocolError
 * class for an error response and for checks it makes on this side, so a ProtocolError counts
 * as the server's only when an error response with that code and message came in.
 */
export interface ServerErrors {
  /** Called with every inbound message. */
  observe(message: unknown): void;
  sent(code: number, message: string): boolean;
}

// Errors are consumed right after they arrive; a short memory is enough and stays bounded.
const REMEMBERED = 32;

export function createServerErrors(): ServerErrors {
  const recent: string[] = [];
  const key = (code: unknown, message: unknown) => `${String(code)}\u0000${String(message)}`;
  return {
    observe(message) {
      const error = record(record(message)?.['error']);
      if (!error) return;
      recent.push(key(error['code'], error['message']));
      if (recent.length > REMEMBERED) recent.shift();
    },
    sent: (code, message) => recent.includes(key(code, message)),
  };
}
