/** Which elicitation modes the host can show; declared to the server exactly as mounted. */
export interface ElicitationModes {
  form: boolean;
  url: boolean;
}

export function resolveModes(requested?: Partial<ElicitationModes>): ElicitationModes {
  return { form: requested?.form ?? true, url: requested?.url ?? true };
}

/** The `elicitation` capability for those modes (`{form: {}, url: {}}` by default). */
export function elicitationCapability(requested?: Partial<ElicitationModes>): {
  form?: Record<string, never>;
  url?: Record<string, never>;
} {
  const modes = resolveModes(requested);
  return { ...(modes.form && { form: {} }), ...(modes.url && { url: {} }) };
}
