// The reference adapter: no UI, just core's form model driven the way a renderer drives it. If this
// fails a conformance check, the bug is in core or in the corpus, not in a renderer.
import type {
  Elicitation,
  FormModel,
  RenderContext,
  UrlConsent,
  UrlElicitation,
} from '@elicitkit/core';
import {
  createFormModel,
  createUrlConsent,
  fieldHint,
  urlConsentButtons,
  urlConsentStatus,
} from '@elicitkit/core';
import type { ConformanceAdapter, RenderedElicitation, ScriptedAnswer } from './adapter.js';

function record(entries: [string, string][]): Record<string, string> {
  const out: Record<string, string> = {};
  // defineProperty, so a field named "__proto__" would be a key rather than a prototype.
  for (const [key, value] of entries)
    Object.defineProperty(out, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}

function identityLines(context: RenderContext): string[] {
  const { trustedId, trustedUrl, reportedName } = context.server;
  return [
    `Request from ${trustedId}${trustedUrl ? ` (${trustedUrl})` : ''}`,
    ...(reportedName ? [`The server calls itself "${reportedName}".`] : []),
  ];
}

function formText(model: FormModel): string[] {
  const { form } = model;
  const lines: string[] = [];
  for (const field of form.fields) {
    lines.push(`${field.label}${field.required ? ' *' : ''}`);
    if (field.description) lines.push(field.description);
    if (field.kind === 'select' || field.kind === 'multiselect')
      lines.push(...field.options.map((o) => `- ${o.label}`));
    lines.push(fieldHint(field));
  }
  if (!form.canAccept && form.acceptBlockedReason) lines.push(form.acceptBlockedReason);
  lines.push(...model.getState().errors.map((e) => e.message));
  return lines;
}

function urlText(request: UrlElicitation, consent: UrlConsent): string[] {
  const { url } = request;
  const state = consent.getState();
  return [
    url.display,
    ...(url.hostUnicode ? [`Opens ${url.hostUnicode}`] : []),
    ...url.warnings.map((w) => w.message),
    ...(url.blocked ? [url.blocked] : []),
    urlConsentStatus(url, state),
    urlConsentButtons(url, state)
      .map((b) => b.label)
      .join(' · '),
  ];
}

function renderHeadless(request: Elicitation, context: RenderContext): RenderedElicitation {
  const model = request.mode === 'form' ? createFormModel(request.form) : undefined;
  // URL mode is core's consent model, driven the way a renderer drives it.
  const consent =
    request.mode === 'url'
      ? createUrlConsent(request.url, { shownBefore: context.shownBefore ?? 0 })
      : undefined;
  let urlError: string | undefined;
  const opened: string[] = [];

  const result = () => (model ? model.getState().result : consent?.getState().result);
  const onAbort = () => {
    if (model) model.cancel();
    else consent?.cancel();
  };
  if (context.signal.aborted) onAbort();
  else context.signal.addEventListener('abort', onAbort, { once: true });

  const fieldNamed = (name: string) => {
    const field = model?.form.fields.find((f) => f.name === name);
    if (!field || field.kind === 'unsupported') throw new Error(`no answerable field "${name}"`);
    return field;
  };

  return {
    async answer(name: string, value: ScriptedAnswer) {
      if (!model) throw new Error('a URL request has no fields');
      const field = fieldNamed(name);
      if (field.kind !== 'multiselect') {
        model.setValue(name, value);
        return;
      }
      if (!Array.isArray(value)) throw new Error(`"${name}" takes a list of options`);
      // Tick and untick like a person would until exactly `value` is picked.
      const current = model.getState().answers[name]?.value;
      const picked = Array.isArray(current) ? current : [];
      for (const option of picked) if (!value.includes(option)) model.toggleOption(name, option);
      for (const option of value) if (!picked.includes(option)) model.toggleOption(name, option);
    },
    async clear(name: string) {
      if (!model) throw new Error('a URL request has no fields');
      fieldNamed(name);
      model.clear(name);
    },
    async accept() {
      if (model) {
        model.submit();
      } else if (consent && request.mode === 'url') {
        if (request.url.blocked || !request.url.href) {
          urlError = request.url.blocked ?? 'This address cannot be opened.';
        } else if (!consent.getState().result) {
          // Open (consent) unless a re-ask already has it, then "I've finished".
          if (consent.getState().phase === 'review') {
            consent.open();
            opened.push(request.url.href);
            consent.openResult(true);
          }
          consent.finished();
        }
      }
    },
    async decline() {
      if (model) model.decline();
      else consent?.decline();
    },
    async cancel() {
      if (model) model.cancel();
      else consent?.cancel();
    },
    result,
    async errorsShown() {
      if (model) return record(model.getState().errors.map((e) => [e.field, e.message]));
      return urlError ? record([['', urlError]]) : {};
    },
    async text() {
      const body = model
        ? formText(model)
        : consent && request.mode === 'url'
          ? urlText(request, consent)
          : [];
      const notes = request.diagnostics.filter((d) => d.severity !== 'info').map((d) => d.message);
      return [...identityLines(context), request.message, ...notes, ...body].join('\n');
    },
    async dispose() {
      context.signal.removeEventListener('abort', onAbort);
    },
    openedUrls: () => [...opened],
  };
}

export const headlessAdapter: ConformanceAdapter = {
  name: 'headless (core form model and URL consent model)',
  render: async (request, context) => renderHeadless(request, context),
};
