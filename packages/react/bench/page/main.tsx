// The bench page: mounts either @elicitkit/react's ElicitationForm (from the raw request params:
// normalise, model, mapping, render) or raw @rjsf/core's Form with its default theme and validator
// on the same schema (a server message given, ours shows it and raw rjsf as the schema's
// description) — or the same pair on @rjsf/mui (`rjsfTheme={Theme}` against @rjsf/mui's own
// Form), or elicitkit under `messages={de}` against itself in English — and times mounting and keystrokes inside the page.
import Form from '@rjsf/core';
import { Form as MuiForm, Theme as MuiTheme } from '@rjsf/mui';
import validator from '@rjsf/validator-ajv8';
import type { LocaleCatalogue, RenderContext } from '@elicitkit/core';
import de from '@elicitkit/core/locales/de';
import { PROTOCOL_2026, normalizeRequest } from '@elicitkit/core';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { ElicitationForm } from '../../src/index.js';
import '@elicitkit/react/styles.css';

type Kind = 'ours' | 'raw' | 'oursMui' | 'rawMui' | 'oursDe';
type Schema = Record<string, unknown>;

const context: RenderContext = {
  server: { trustedId: 'bench' },
  era: PROTOCOL_2026,
  signal: new AbortController().signal,
};

function Ours({
  schema,
  message = 'Bench',
  mui = false,
  messages,
}: {
  schema: Schema;
  message?: string | undefined;
  mui?: boolean;
  messages?: LocaleCatalogue;
}) {
  // Normalising is part of "request → interactive form", so it happens in the timed render.
  const request = normalizeRequest({ message, requestedSchema: schema });
  return (
    <ElicitationForm
      request={request}
      context={context}
      onResult={() => {}}
      {...(mui && { rjsfTheme: MuiTheme })}
      {...(messages && { messages })}
    />
  );
}

function formOf(kind: Kind, schema: Schema, message: string | undefined) {
  switch (kind) {
    case 'ours':
      return <Ours schema={schema} message={message} />;
    case 'oursMui':
      return <Ours schema={schema} mui />;
    case 'oursDe':
      return <Ours schema={schema} messages={de} />;
    case 'raw':
      // Raw rjsf shows a server's message the way it shows any text above a form: as the
      // schema's description.
      return (
        <Form
          schema={message === undefined ? schema : { ...schema, description: message }}
          validator={validator}
        />
      );
    case 'rawMui':
      return <MuiForm schema={schema} validator={validator} />;
  }
}

let current: { unmount(): void } | undefined;
let pending: Promise<number> | undefined;
let lastSplit = { render: 0, layout: 0 };
let lastKeySplit = { handled: 0, layout: 0 };

const bench = {
  /** Mounts a form; resolves the milliseconds from the request to a laid-out, interactive form. */
  mount(kind: Kind, schema: Schema, message?: string): number {
    bench.unmount();
    // Collect the previous form's garbage now, so it is not charged to whichever form comes next
    // (Chromium runs with --expose-gc for the bench).
    (globalThis as { gc?: () => void }).gc?.();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const start = performance.now();
    flushSync(() => root.render(formOf(kind, schema, message)));
    const rendered = performance.now();
    // Forcing style and layout: the form is ready to be painted and to take input.
    host.getBoundingClientRect();
    const elapsed = performance.now() - start;
    lastSplit = { render: rendered - start, layout: elapsed - (rendered - start) };
    current = {
      unmount() {
        root.unmount();
        host.remove();
      },
    };
    return elapsed;
  },
  /** How the last mount split between React rendering and style + layout. */
  split: () => lastSplit,
  keySplit: () => lastKeySplit,
  unmount() {
    current?.unmount();
    current = undefined;
  },
  focusFirstText(): boolean {
    const input = document.querySelector<HTMLInputElement>('input[type=text]');
    input?.focus();
    return input !== null;
  },
  /**
   * Starts watching the next keystroke: the milliseconds from its keydown until the frame is ready
   * (the input handled, React's resulting render committed — it flushes in a microtask queued
   * during the event — and style and layout recomputed). Armed before the key is sent, because a
   * key event can overtake a script evaluation; read with `keystroke()`.
   */
  armKeystroke(): void {
    pending = new Promise((resolve) => {
      let start = 0;
      window.addEventListener('keydown', () => (start = performance.now()), {
        capture: true,
        once: true,
      });
      window.addEventListener(
        'input',
        () =>
          queueMicrotask(() =>
            queueMicrotask(() => {
              const handled = performance.now();
              document.body.getBoundingClientRect();
              const done = performance.now();
              lastKeySplit = { handled: handled - start, layout: done - handled };
              resolve(done - start);
            }),
          ),
        { once: true },
      );
    });
  },
  keystroke(): Promise<number> {
    return pending ?? Promise.reject(new Error('not armed'));
  },
};

(window as unknown as { bench: typeof bench }).bench = bench;
