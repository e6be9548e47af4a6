// Three forms side by side, one per styles mode, each drawing its text control with a tiny host
// "theme" (a BaseInputTemplate with a host class, a utility class and inline styles), and one URL
// question per mode. Plain JavaScript, like ../page/main.js.
import { PROTOCOL_2026, normalizeRequest } from '@elicitkit/core';
import { ElicitationForm } from '@elicitkit/react';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import '@elicitkit/react/styles.css';

function HostInput(props) {
  return h('input', {
    id: props.id,
    className: 'host-input tw-rounded',
    // A normal inline declaration and an important one.
    style: { color: 'rgb(0, 128, 0)', outlineColor: 'rgb(1, 2, 3) !important' },
    ref: (el) => el?.style.setProperty('text-decoration-color', 'rgb(4, 5, 6)', 'important'),
    value: props.value ?? '',
    onChange: (event) => props.onChange(event.target.value),
  });
}
const hostTheme = { templates: { BaseInputTemplate: HostInput }, widgets: {} };

const form = normalizeRequest({
  message: 'Deploy?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } },
});
const url = normalizeRequest({
  mode: 'url',
  elicitationId: 'e1',
  message: 'Sign in',
  url: 'https://pay.example.com/login',
});
const context = {
  server: { trustedId: 'github', reportedName: 'GitHub' },
  era: PROTOCOL_2026,
  subject: { method: 'tools/call', name: 'delete_repo', destructive: true },
  round: 2,
  totalRounds: 3,
};

const modes = ['sealed', 'scoped', 'none'];
createRoot(document.getElementById('root')).render(
  modes.map((mode) =>
    h(
      'div',
      { key: mode, id: mode },
      h(ElicitationForm, {
        request: form,
        context,
        rjsfTheme: hostTheme,
        styles: mode,
        onResult: () => {},
      }),
      h(ElicitationForm, { request: url, context, styles: mode, onResult: () => {} }),
    ),
  ),
);
