import type { Elicitation, ElicitResult, LocaleCatalogue, RenderContext } from '@elicitkit/core';

/** One field's answer as a person would give it through a renderer's own UI. */
export type ScriptedAnswer =
  | string // text, number/integer (typed as text), date, date-time, or a single-select option value
  | boolean // a checkbox
  | string[]; // a multi-select: the exact set of option values to end with

export type ScriptStep =
  | { answer: Record<string, ScriptedAnswer> }
  | { clear: string[] }
  | { action: 'accept' | 'decline' | 'cancel' };

/** A rendered elicitation, driven only through the renderer's own UI (keys, clicks). */
export interface RenderedElicitation {
  answer(field: string, value: ScriptedAnswer): Promise<void>;
  /** Empty a field the way a person would (select all + delete, untick, …). */
  clear(field: string): Promise<void>;
  /** Accept/submit (the Accept button, Enter, …). */
  accept(): Promise<void>;
  decline(): Promise<void>;
  /** Dismiss without choosing (Esc). */
  cancel(): Promise<void>;
  /** The result the renderer has reported, once it has reported one. */
  result(): ElicitResult | undefined;
  /** Error messages currently shown, keyed by field name ('' for form-level). */
  errorsShown(): Promise<Record<string, string>>;
  /** All text currently shown to the person. */
  text(): Promise<string>;
  dispose(): Promise<void>;
  /**
   * Optional, URL mode: the addresses the renderer has asked the system to open so far, for
   * adapters that can observe their opener. Lets the suite check that nothing opens before consent,
   * after a decline or cancel, or when the address is blocked.
   */
  openedUrls?(): string[];
}

/** How the suite asks a renderer to speak: the catalogue a host would pass as `messages`. */
export interface AdapterOptions {
  /** The host's catalogue (English when absent). */
  messages?: LocaleCatalogue;
}

export interface ConformanceAdapter {
  name: string;
  render(
    request: Elicitation,
    context: RenderContext,
    options?: AdapterOptions,
  ): Promise<RenderedElicitation>;
}
