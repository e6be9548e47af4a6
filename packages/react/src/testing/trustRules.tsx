import type { ElicitResult, RenderContext } from '@elicitkit/core';
import { PROTOCOL_2026, normalizeRequest } from '@elicitkit/core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationForm } from '../ElicitationForm.js';
import type { StylesMode } from '../stylesAttribute.js';
import type { RjsfTheme } from '../theme/hostControlsOf.js';
import { isReachable } from '../theme/focusable.js';
import type { HostileCase } from './hostileCorpus.js';
import { HOSTILE_CORPUS } from './hostileCorpus.js';

/** The configuration a host ships: its rjsf theme and styles mode. */
export interface TrustRulesConfig {
  rjsfTheme?: RjsfTheme;
  styles?: StylesMode;
  /** axe-core (`import axe from 'axe-core'`): with it, no serious or critical violation is allowed. */
  axe?: AxeLike;
  /** Extra hostile cases of the host's own, checked like the corpus. */
  cases?: readonly HostileCase[];
}

/** The part of axe-core's API used here. */
export interface AxeLike {
  run(
    context: Element,
    options: { rules?: Record<string, { enabled: boolean }> },
  ): Promise<{ violations: { id: string; impact?: string | null; help: string }[] }>;
}

export interface TrustRuleCheck {
  name: string;
  /** Rejects with what broke. */
  run(): Promise<void>;
}

const SERVER = { trustedId: 'trust-rules.example', reportedName: 'Friendly Server' };
const MARKUP = 'a, img, script, iframe, object, embed, strong, em, b, i, u, code, pre, link';

interface Mounted {
  root: HTMLElement;
  results: ElicitResult[];
  act(fn: () => void): Promise<void>;
  unmount(): Promise<void>;
}

// React's act() needs this flag to apply updates synchronously in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function mount(config: TrustRulesConfig, params: unknown): Promise<Mounted> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const results: ElicitResult[] = [];
  const context: RenderContext = {
    server: SERVER,
    era: PROTOCOL_2026,
    signal: new AbortController().signal,
  };
  await act(async () =>
    root.render(
      <ElicitationForm
        request={normalizeRequest(params)}
        context={context}
        onResult={(r) => results.push(r)}
        {...(config.rjsfTheme && { rjsfTheme: config.rjsfTheme })}
        {...(config.styles && { styles: config.styles })}
      />,
    ),
  );
  return {
    root: host,
    results,
    act: async (fn) => act(async () => fn()),
    unmount: async () => {
      await act(async () => root.unmount());
      host.remove();
    },
  };
}

function fail(message: string): never {
  throw new Error(`elicitkit trust rule broken: ${message}`);
}

/** The text a person sees (screen-reader-only text left out). */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.ek-visually-hidden, [aria-hidden="true"]'))
    hidden.remove();
  return copy.textContent ?? '';
}

/** A control's accessible name, by the rules that apply to form controls (aria-labelledby, label). */
function accessibleName(control: HTMLElement): string {
  const doc = control.ownerDocument;
  const labelledBy = control.getAttribute('aria-labelledby');
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => doc.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  const aria = control.getAttribute('aria-label');
  if (aria) return aria.trim();
  const labels = (control as HTMLInputElement).labels;
  if (labels && labels.length > 0)
    return [...labels]
      .map((l) => l.textContent ?? '')
      .join(' ')
      .trim();
  return control.getAttribute('title')?.trim() ?? '';
}

function fieldsOf(root: Element): Element[] {
  return [...root.querySelectorAll('[data-ek-field]')];
}

function withMounted(
  config: TrustRulesConfig,
  params: unknown,
  body: (m: Mounted) => Promise<void> | void,
) {
  return async () => {
    const mounted = await mount(config, params);
    try {
      await body(mounted);
    } finally {
      await mounted.unmount();
    }
  };
}

const everyKind = HOSTILE_CORPUS.find((c) => c.id === 'every-kind')!.params;

// What hides, reorders or restyles text: controls, bidi controls, zero-width characters.
const HIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/u;
/** Core's visible mark for a run of hidden characters. */
const MARK = '\ufffd';
// Each hidden run sits between words, so a mark must stand between them on screen.
const TAMPERED = {
  message: 'Pay \u202eevil\u202c now\u200b!',
  requestedSchema: {
    type: 'object',
    properties: { account: { type: 'string', title: 'Acc\u2066ount\u2069' } },
  },
};

/** A computed font weight as a number (`bold` is 700, `normal` 400); undefined when unknown. */
function weightOf(element: Element): number | undefined {
  const view = element.ownerDocument.defaultView;
  const weight = view?.getComputedStyle(element).fontWeight;
  if (!weight) return undefined;
  if (weight === 'normal') return 400;
  if (weight === 'bold' || weight === 'bolder') return 700;
  const n = Number(weight);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * elicitkit's trust rules as checks a host runs on its own configuration (theme, styles mode),
 * in its own test runner with a DOM (jsdom, happy-dom or a browser). Each check renders the
 * hostile corpus with the host's configuration and rejects with the rule that broke.
 */
export function trustRuleChecks(config: TrustRulesConfig = {}): TrustRuleCheck[] {
  const cases = [...HOSTILE_CORPUS, ...(config.cases ?? [])];
  const checks: TrustRuleCheck[] = cases.map((c) => ({
    name: `server text stays inert: no link, markup or HTML (${c.id})`,
    run: withMounted(config, c.params, ({ root }) => {
      const form = root.querySelector('.ek-root') ?? fail('no form rendered');
      const markup = form.querySelector(MARKUP);
      if (markup) fail(`<${markup.tagName.toLowerCase()}> rendered from server text`);
      for (const element of form.querySelectorAll('*'))
        for (const attribute of element.attributes)
          if (/^on/i.test(attribute.name) || /evil\.example/.test(attribute.value))
            fail(`server text reached an attribute (${attribute.name})`);
    }),
  }));
  checks.push(
    {
      name: 'untouched fields send nothing',
      run: withMounted(config, everyKind, async ({ root, results, act }) => {
        const accept = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Accept');
        if (!accept) fail('no Accept button');
        await act(() => accept.click());
        const [result] = results;
        if (results.length !== 1 || result?.action !== 'accept')
          fail(`Accept reported ${JSON.stringify(results)}`);
        if (JSON.stringify(result.content ?? {}) !== '{}')
          fail(`an untouched form sent ${JSON.stringify(result.content)}`);
      }),
    },
    {
      name: 'a boolean is two explicit choices, none picked',
      run: withMounted(config, everyKind, ({ root }) => {
        const field = fieldsOf(root).find((f) => visibleText(f).includes('Send notifications'));
        if (!field) fail('the boolean field is missing');
        if (field.querySelector('input[type="checkbox"], [role="checkbox"], [role="switch"]'))
          fail('a boolean drawn as a checkbox or switch');
        // (Radix keeps a hidden native input behind each of its radio buttons, for form posts.)
        const choices = [...field.querySelectorAll('input[type="radio"], [role="radio"]')].filter(
          (c) => !c.closest('[aria-hidden="true"]'),
        );
        if (choices.length !== 2) fail(`a boolean with ${choices.length} choices`);
        const picked = choices.filter(
          (c) => (c as HTMLInputElement).checked || c.getAttribute('aria-checked') === 'true',
        );
        if (picked.length > 0) fail('a boolean answered before the person chose');
      }),
    },
    {
      name: 'every control has one accessible name, and every label is drawn once',
      run: withMounted(config, everyKind, ({ root }) => {
        for (const field of fieldsOf(root)) {
          const label = field.querySelector('.ek-label')?.firstChild?.textContent?.trim();
          if (!label) fail('a field without its label');
          // Core's own notes, hints and errors may name the field; the theme must not repeat it.
          const drawn = field.cloneNode(true) as Element;
          for (const ours of drawn.querySelectorAll('.ek-field-notes, .ek-hint, .ek-error'))
            ours.remove();
          const times = visibleText(drawn).split(label).length - 1;
          if (times !== 1) fail(`"${label}" is drawn ${times} times`);
          for (const control of field.querySelectorAll('*')) {
            if (!isReachable(control) || control.closest('.ek-link-button, .ek-reveal')) continue;
            if (!accessibleName(control))
              fail(
                `a control of "${label}" has no accessible name: ${control.outerHTML.slice(0, 200)}`,
              );
          }
        }
      }),
    },
    {
      name: 'the identity line is present, first, and says what was self-reported',
      run: withMounted(config, everyKind, ({ root }) => {
        const form = root.querySelector('.ek-root') ?? fail('no form rendered');
        const identity = form.querySelector('.ek-server') ?? fail('no identity line');
        const before = form.querySelector('.ek-message, .ek-fields');
        if (before && before.compareDocumentPosition(identity) & Node.DOCUMENT_POSITION_FOLLOWING)
          fail('the identity line comes after server text');
        const text = identity.textContent ?? '';
        if (!text.includes(SERVER.trustedId)) fail(`identity line "${text}" lacks the trusted id`);
        if (!text.includes(SERVER.reportedName) || !text.includes('self-reported'))
          fail(`identity line "${text}" does not mark the reported name as self-reported`);
      }),
    },
    {
      name: "the server's message is a quotation, never styled like the kit's own words",
      run: withMounted(config, everyKind, ({ root }) => {
        const form = root.querySelector('.ek-root') ?? fail('no form rendered');
        const message = form.querySelector('.ek-message') ?? fail('no message rendered');
        const identity = form.querySelector('.ek-server') ?? fail('no identity line');
        // Quoted in the markup itself, so it stays set apart with no stylesheet at all.
        if (!message.closest('blockquote')) fail('the message is not set apart as a quotation');
        if (message.contains(identity) || identity.contains(message))
          fail('the message and the identity line share one element');
        if (message.closest('h1, h2, h3, h4, h5, h6, strong, b, .ek-heading, .ek-server'))
          fail("the message is drawn inside the kit's heading or identity line");
        const said = weightOf(message);
        const trusted = weightOf(identity.querySelector('.ek-server-id') ?? identity);
        if (said !== undefined && said >= 600) fail(`the message is drawn bold (${said})`);
        // Only a browser resolves the cascade (jsdom reports every weight as normal), and under
        // styles="none" the host's CSS decides how prominent the id is.
        const cascade = typeof navigator !== 'undefined' && !/jsdom/i.test(navigator.userAgent);
        const ours = config.styles !== 'none';
        if (cascade && ours && said !== undefined && trusted !== undefined && trusted <= said)
          fail(`the trusted id (${trusted}) is not more prominent than the message (${said})`);
      }),
    },
    {
      name: 'hidden and control characters in server text show as visible marks',
      run: withMounted(config, TAMPERED, ({ root }) => {
        const form = root.querySelector('.ek-root') ?? fail('no form rendered');
        const text = visibleText(form);
        const hidden = HIDDEN.exec(text);
        if (hidden)
          fail(`U+${hidden[0].codePointAt(0)!.toString(16).toUpperCase()} reached the screen`);
        const message = visibleText(form.querySelector('.ek-message') ?? fail('no message'));
        if (!message.includes(`Pay ${MARK}evil${MARK} now${MARK}!`))
          fail(`the message does not mark what was hidden in it: ${JSON.stringify(message)}`);
        if (!text.includes(`Acc${MARK}ount${MARK}`))
          fail('a label does not mark what was hidden in it');
      }),
    },
    {
      name: 'Esc in a field keeps the question; outside one it cancels, once',
      run: withMounted(config, everyKind, async ({ root, results, act }) => {
        const control =
          [...root.querySelectorAll('.ek-fields *')].find(isReachable) ?? fail('no control');
        const heading = root.querySelector('.ek-heading') ?? fail('no heading');
        const escape = (target: Element) =>
          act(() => {
            target.dispatchEvent(
              new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
            );
          });
        await escape(control);
        if (results.length > 0) fail(`Esc in a field reported ${JSON.stringify(results)}`);
        for (let i = 0; i < 2; i++) await escape(heading);
        if (JSON.stringify(results) !== JSON.stringify([{ action: 'cancel' }]))
          fail(`Esc reported ${JSON.stringify(results)}`);
      }),
    },
  );
  const axe = config.axe;
  if (axe)
    checks.push({
      name: 'axe finds no serious or critical violation',
      run: withMounted(config, everyKind, async ({ root }) => {
        // Without layout (jsdom) colours cannot be computed; a browser run checks contrast too.
        const layout = typeof navigator !== 'undefined' && !/jsdom/i.test(navigator.userAgent);
        const { violations } = await axe.run(root, {
          rules: { 'color-contrast': { enabled: layout } },
        });
        const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        if (bad.length > 0) fail(bad.map((v) => `${v.id}: ${v.help}`).join('; '));
      }),
    });
  return checks;
}

/** The checks as tests in any runner with `describe`/`it` (vitest, jest, mocha, node:test). */
export function describeTrustRules(
  title: string,
  config: TrustRulesConfig,
  runner: {
    describe: (name: string, body: () => void) => unknown;
    it: (name: string, body: () => Promise<void>) => unknown;
  },
): void {
  runner.describe(title, () => {
    for (const check of trustRuleChecks(config)) runner.it(check.name, check.run);
  });
}
