// One <ElicitationForm> at a time in a chosen locale, for the locale tests in Chromium (logical CSS
// under right-to-left, the en-XA leak test). `window.ek.show(spec)` mounts a fresh form; plain
// JavaScript like ../page/main.js.
import { PROTOCOL_2026, normalizeRequest } from '@elicitkit/core';
import ar from '@elicitkit/core/locales/ar';
import en from '@elicitkit/core/locales/en';
import enXA from '@elicitkit/core/locales/en-XA';
import { ElicitationForm } from '@elicitkit/react';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import '@elicitkit/react/styles.css';

const LOCALES = { en, ar, 'en-XA': enXA };
const root = createRoot(document.getElementById('root'));
let shown = 0;

window.ek = {
  results: [],
  /**
   * Mounts a new form for `params` (elicitation/create params) under `locale`, with the
   * serialisable parts of a render context; resolves once it is drawn.
   */
  show({ params, locale = 'en', context = {} }) {
    window.ek.results = [];
    shown += 1;
    root.render(
      h(
        'div',
        { key: shown, id: `shown-${shown}` },
        h(ElicitationForm, {
          request: normalizeRequest(params),
          context: { era: PROTOCOL_2026, signal: new AbortController().signal, ...context },
          messages: LOCALES[locale],
          onResult: (result) => window.ek.results.push(result),
        }),
      ),
    );
    return new Promise((done) => {
      const check = () =>
        document.querySelector(`#shown-${shown} .ek-root`) ? done() : requestAnimationFrame(check);
      check();
    });
  },
};
