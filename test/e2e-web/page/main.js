// A minimal host page for the Chromium tests: an ElicitationHost over a queue, with `window.ek` to
// push requests (as the MCP loop would) and read back what they resolved to. Plain JavaScript: the
// build aliases react and the workspace packages, which this test folder does not depend on.
import {
  PROTOCOL_2026,
  normalizeRequest,
  setValidatorEngine,
  validatorEngine,
} from '@elicitkit/core';
import { ElicitationHost, createElicitationQueue } from '@elicitkit/react';
import { enableAjv } from '@elicitkit/react/ajv';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import '@elicitkit/react/styles.css';

// `?validator=ajv|interpreted` picks the validation engine explicitly (the CSP test uses it); Ajv
// is opt-in, so `ajv` loads it first, as a host would.
const engine = new URLSearchParams(location.search).get('validator');
if (engine === 'ajv') enableAjv();
if (engine === 'ajv' || engine === 'interpreted') setValidatorEngine(engine);

// `?arm=<ms>` sets how long a new question's buttons wait (the default otherwise): the first-moment
// tests stretch it so a loaded machine cannot carry their early click past it.
const arm = new URLSearchParams(location.search).get('arm');
const armDelayMs = arm === null ? undefined : Number(arm);

const queue = createElicitationQueue();
const results = [];
const controllers = [];

window.ek = {
  results,
  /** The engine core picked, resolved by page script (so under the page's own CSP). */
  engine: validatorEngine(),
  /** Queues an `elicitation/create` params object; returns its index in `results`. */
  ask(params) {
    const index = results.length;
    const controller = new AbortController();
    controllers.push(controller);
    results.push(null);
    void queue
      .renderer(normalizeRequest(params), {
        server: {
          trustedId: 'e2e-server',
          trustedUrl: 'http://127.0.0.1/mcp',
          reportedName: 'E2E',
        },
        era: PROTOCOL_2026,
        signal: controller.signal,
      })
      .then((result) => {
        results[index] = result;
      });
    return index;
  },
  abort(index) {
    controllers[index]?.abort();
  },
  setTheme(theme) {
    document.documentElement.dataset.theme = theme;
    document.body.style.background = theme === 'dark' ? '#0b0d10' : '#ffffff';
    document.body.style.color = theme === 'dark' ? '#e8eaed' : '#1b1f24';
  },
};

createRoot(document.getElementById('root')).render(
  h(
    'main',
    null,
    h('h1', null, 'elicitkit e2e host'),
    h('button', { type: 'button', id: 'chat-input' }, 'Chat input'),
    h(ElicitationHost, { queue, ...(armDelayMs !== undefined && { armDelayMs }) }),
  ),
);
