// The reference adapter: no UI, just core's question controller driven the way a renderer drives it. If this
// fails a conformance check, the bug is in core or in the corpus, not in a renderer.
import type {
  Elicitation,
  Question,
  Localizer,
  RenderContext,
  UrlConsent,
  UrlElicitation,
} from '@elicitkit/core';
import {
  createQuestion,
  createLocalizer,
  createUrlConsent,
  fieldHintMsg,
  serverIdentityMsg,
  urlConsentButtons,
  urlConsentStatusMsg,
} from '@elicitkit/core';
import type {
  AdapterOptions,
  ConformanceAdapter,
  RenderedElicitation,
  ScriptedAnswer,
} from './adapter.js';

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

// Everything the reference adapter shows comes from core's descriptors in the host's words, so
// under another catalogue it is what a renderer speaking that catalogue should show.
function identityLines(context: RenderContext, l: Localizer): string[] {
  const { askedBy, selfReported } = serverIdentityMsg(context.server);
  return [l.format(askedBy), ...(selfReported ? [l.format(selfReported)] : [])];
}

function formText(model: Question, l: Localizer): string[] {
  const { form } = model;
  const lines: string[] = [];
  for (const field of form.fields) {
    lines.push(`${field.label}${field.required ? ' *' : ''}`);
    if (field.description) lines.push(field.description);
    if (field.kind === 'select' || field.kind === 'multiselect')
      lines.push(...field.options.map((o) => `- ${o.label}`));
    lines.push(l.format(fieldHintMsg(field)));
  }
  if (!form.accept.enabled) lines.push(l.format(form.accept.reason));
  lines.push(...model.getState().visible.map((e) => l.format(e.msg)));
  return lines;
}

function urlText(request: UrlElicitation, consent: UrlConsent, l: Localizer): string[] {
  const { url } = request;
  const state = consent.getState();
  const status = urlConsentStatusMsg(url, state);
  return [
    url.display,
    ...(url.hostUnicode ? [url.hostUnicode] : []),
    ...url.warnings.map((w) => l.format(w.msg)),
    ...(url.blockedMsg ? [l.format(url.blockedMsg)] : []),
    ...(status ? [l.format(status)] : []),
    urlConsentButtons(url, state)
      .map((b) => l.format(b.msg))
      .join(' · '),
  ];
}

function renderHeadless(
  request: Elicitation,
  context: RenderContext,
  options: AdapterOptions,
): RenderedElicitation {
  const l = createLocalizer(options.messages);
  // The question reads numbers in the host's locale, as every surface's must.
  const model =
    request.mode === 'form' ? createQuestion(request.form, { localizer: l }) : undefined;
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
          urlError = l.format(request.url.blockedMsg ?? { key: 'url.problem.invalid' });
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
      if (model) return record(model.getState().visible.map((e) => [e.field, l.format(e.msg)]));
      return urlError ? record([['', urlError]]) : {};
    },
    async text() {
      const body = model
        ? formText(model, l)
        : consent && request.mode === 'url'
          ? urlText(request, consent, l)
          : [];
      const notes = request.diagnostics
        .filter((d) => d.severity !== 'info')
        .map((d) => l.format(d.msg));
      return [...identityLines(context, l), request.message, ...notes, ...body].join('\n');
    },
    async dispose() {
      context.signal.removeEventListener('abort', onAbort);
    },
    openedUrls: () => [...opened],
  };
}

export const headlessAdapter: ConformanceAdapter = {
  name: 'headless (core form model and URL consent model)',
  render: async (request, context, options = {}) => renderHeadless(request, context, options),
};
