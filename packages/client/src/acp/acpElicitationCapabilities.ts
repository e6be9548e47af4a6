/** What `acpElicitationCapabilities()` declares. @public */
export interface AcpElicitationCapabilities {
  form: Record<string, never>;
  url: Record<string, never>;
}

/**
 * `clientCapabilities: { elicitation: acpElicitationCapabilities() }` in the editor's `initialize`.
 * Both modes are named: ACP reads an empty `elicitation: {}` as no mode supported (MCP reads it
 * as form).
 */
export function acpElicitationCapabilities(): AcpElicitationCapabilities {
  return { form: {}, url: {} };
}
