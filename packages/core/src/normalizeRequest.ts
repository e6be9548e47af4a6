import { diagnosticMsg } from './diagnosticMsg.js';
import type { UrlAnalysis } from './analyzeUrl.js';
import { analyzeUrl } from './analyzeUrl.js';
import type { Diagnostic } from './diagnostic.js';
import { toDisplayText } from './displayText.js';
import type { FormSchema } from './normalizeSchema.js';
import { normalizeSchema } from './normalizeSchema.js';
import { tooLargeMsg, tooLargeToShow } from './questionLimits.js';

export interface FormElicitation {
  mode: 'form';
  /** The server's message, display-safe plain text. */
  message: string;
  form: FormSchema;
  /** Request-level diagnostics followed by the form's. */
  diagnostics: Diagnostic[];
}

export interface UrlElicitation {
  mode: 'url';
  message: string;
  url: UrlAnalysis;
  /** 2025-11-25 only: correlates `notifications/elicitation/complete`. */
  elicitationId?: string;
  diagnostics: Diagnostic[];
}

/** A normalised elicitation request: what every renderer receives, whatever the era or transport. */
export type Elicitation = FormElicitation | UrlElicitation;

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

export interface NormalizeRequestOptions {
  /**
   * Reads a form's `requestedSchema`; `normalizeSchema` by default. A cache may stand in (the
   * client keeps one): it must return what `normalizeSchema` would for that schema, and a form it
   * hands out more than once must be frozen, since renderers and the validator share it.
   */
  normalizeSchema?: (requestedSchema: unknown) => FormSchema;
}

/** `elicitation/create` params (either era, either mode) in, an Elicitation out. Never throws. */
export function normalizeRequest(
  params: unknown,
  options: NormalizeRequestOptions = {},
): Elicitation {
  const diagnostics: Diagnostic[] = [];
  const p = record(params);
  if (!p) {
    diagnostics.push({
      code: 'not-an-object',
      severity: 'error',
      msg: diagnosticMsg('not-an-object', 'error'),
      message: 'The elicitation request is not a JSON object.',
    });
    const form = normalizeSchema({ type: 'object', properties: {} });
    return {
      mode: 'form',
      message: '',
      form: {
        ...form,
        accept: { enabled: false, reason: { key: 'blocked.requestUnreadable' } },
      },
      diagnostics,
    };
  }
  const rawMessage = p['message'];
  if (typeof rawMessage !== 'string' || rawMessage.trim() === '') {
    diagnostics.push({
      code: 'missing-message',
      severity: 'warning',
      msg: diagnosticMsg('missing-message', 'warning'),
      message: 'The server did not explain what it is asking for (no message).',
    });
  }
  const message = toDisplayText(rawMessage);
  const mode = p['mode'];
  if (mode === 'url') {
    const url = analyzeUrl(p['url']);
    if (url.blocked && url.blockedMsg)
      diagnostics.push({
        code: 'url-blocked',
        severity: 'error',
        msg: url.blockedMsg,
        message: url.blocked,
      });
    const elicitationId = typeof p['elicitationId'] === 'string' ? p['elicitationId'] : undefined;
    return withSizeChecked({
      mode: 'url',
      message,
      url,
      diagnostics,
      ...(elicitationId !== undefined && { elicitationId }),
    });
  }
  if (mode !== undefined && mode !== 'form') {
    diagnostics.push({
      code: 'unknown-mode',
      severity: 'error',
      msg: diagnosticMsg('unknown-mode', 'error'),
      message: `Unknown elicitation mode ${JSON.stringify(toDisplayText(mode, { maxLength: 40 }))}.`,
    });
    const form = normalizeSchema({ type: 'object', properties: {} });
    return {
      mode: 'form',
      message,
      form: {
        ...form,
        accept: { enabled: false, reason: { key: 'blocked.unknownMode' } },
      },
      diagnostics,
    };
  }
  const form = (options.normalizeSchema ?? normalizeSchema)(p['requestedSchema']);
  return withSizeChecked({
    mode: 'form',
    message,
    form,
    diagnostics: [...diagnostics, ...form.diagnostics],
  });
}

/** The host is told when renderers will decline a question as too large (and by how much). */
function withSizeChecked(request: Elicitation): Elicitation {
  const tooLarge = tooLargeToShow(request);
  if (tooLarge)
    request.diagnostics.unshift({
      code: 'too-large',
      severity: 'error',
      msg: tooLargeMsg(tooLarge),
      message: `The question is too large to show (${tooLarge.fields} fields, ${tooLarge.characters} characters of message; the limits are ${tooLarge.maxFields} and ${tooLarge.maxCharacters}).`,
    });
  return request;
}
