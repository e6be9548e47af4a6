// The renderer conformance checks as plain async functions that return failures, so the suite can
// be run against a deliberately broken adapter and shown to fail. runRendererConformance.ts is the
// thin vitest layer over these.
import type {
  Elicitation,
  ElicitResult,
  LocaleCatalogue,
  Localizer,
  MessageKey,
  RenderContext,
  ServerIdentity,
} from '@elicitkit/core';
import {
  EN_CATALOGUE,
  PROTOCOL_2026,
  URL_CONSENT_KEYS,
  canOpenUrl,
  createLocalizer,
  normalizeRequest,
} from '@elicitkit/core';
import type { FixtureCase, FixtureScript } from '../fixtures/index.js';
import { loadCases } from '../fixtures/index.js';
import type { ConformanceAdapter, RenderedElicitation } from './adapter.js';
import { headlessAdapter } from './headlessAdapter.js';

export const FIXTURE_SERVER: ServerIdentity = {
  trustedId: 'fixture-server',
  trustedUrl: 'http://127.0.0.1:1/mcp',
  reportedName: 'Fixture Server',
};

export interface ConformanceOptions {
  /** Run only the cases this returns true for (default: every case). */
  cases?: (fixture: FixtureCase) => boolean;
  /**
   * The catalogue the renderer is given as `messages` (default: English). Under another catalogue
   * the suite checks the same decisions — the same results, errors on the same fields, the same
   * consent model — and that elicitkit's own words are the catalogue's, not English.
   */
  messages?: LocaleCatalogue;
  /** Run only the checks this returns true for (default: every check of each case). */
  checks?: (check: ConformanceCheck) => boolean;
}

/** The language a check runs in: the catalogue handed to the renderer and its localizer. */
interface Speech {
  messages: LocaleCatalogue;
  l: Localizer;
  /** English: the corpus's expected words are used as written. */
  english: boolean;
}

function speechOf(messages: LocaleCatalogue = EN_CATALOGUE): Speech {
  return { messages, l: createLocalizer(messages), english: messages.locale === 'en' };
}

// The corpus writes elicitkit's own sentences (an expected error, a "shows" entry) in English. Under
// another catalogue the same sentence is found by its English text among the catalogue's messages
// without arguments; anything else in the corpus is the server's text and is shown as it is.
const ENGLISH = createLocalizer(EN_CATALOGUE);
const byEnglish = new Map<string, MessageKey>();
for (const key of Object.keys(EN_CATALOGUE.messages) as MessageKey[]) {
  const text = EN_CATALOGUE.messages[key];
  if (text && !/[{<]/.test(text)) byEnglish.set(ENGLISH.format({ key }), key);
}
function inSpeech(speech: Speech, english: string, request?: Elicitation): string {
  if (speech.english) return english;
  // A diagnostic about this request (a secret-looking field, a dropped keyword) has arguments: it
  // is found among the request's own, each carrying its descriptor beside its English.
  const diagnostic = request?.diagnostics.find((d) => d.message === english);
  if (diagnostic) return speech.l.format(diagnostic.msg);
  const key = byEnglish.get(english);
  return key ? speech.l.format({ key }) : english;
}

/**
 * What a check looks at: a script that ends in a result, a script that ends in errors shown, the
 * case's display, URL opening, URL consent, an aborted request, or (localeChecks.ts) a locale's
 * numbers and dates.
 */
export type CheckKind =
  'result' | 'errors' | 'display' | 'opening' | 'consent' | 'abort' | 'locale';

export interface ConformanceCheck {
  caseId: string;
  name: string;
  kind: CheckKind;
  /** Renders the case (once or more) through the adapter; resolves to what went wrong, if anything. */
  run(adapter: ConformanceAdapter): Promise<string[]>;
}

export interface ConformanceFailure {
  caseId: string;
  check: string;
  message: string;
}

// Characters display-safe text never contains: C0 controls other than tab/newline/CR, DEL, C1
// controls (ESC and CSI among them) and bidirectional overrides/isolates.
const UNSAFE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/u;
/** Core's visible mark for each run of hidden characters in server text (itself inert). */
const HIDDEN_MARK = '\ufffd';

// Renderers wrap and indent freely (a terminal breaks lines), so shown text is compared without whitespace.
const squash = (text: string) => text.replace(/\s+/g, '');
const shows = (text: string, wanted: string) => squash(text).includes(squash(wanted));

/** Results are compared as the JSON that goes on the wire: key order and prototypes do not matter. */
function wire(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const describeResult = (result: ElicitResult | undefined) =>
  result === undefined ? 'no result' : wire(result);

function codePoint(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

function fixtureContext(signal: AbortSignal, extra: Partial<RenderContext> = {}): RenderContext {
  return { server: FIXTURE_SERVER, era: PROTOCOL_2026, signal, ...extra };
}

async function withRendered(
  adapter: ConformanceAdapter,
  fixture: FixtureCase,
  speech: Speech,
  use: (rendered: RenderedElicitation, controller: AbortController) => Promise<string[]>,
  extra: Partial<RenderContext> = {},
): Promise<string[]> {
  const controller = new AbortController();
  let rendered: RenderedElicitation;
  try {
    rendered = await adapter.render(
      normalizeRequest(fixture.params),
      fixtureContext(controller.signal, extra),
      { messages: speech.messages },
    );
  } catch (error) {
    return [`render threw: ${String(error)}`];
  }
  try {
    return await use(rendered, controller);
  } catch (error) {
    return [`threw: ${error instanceof Error ? error.message : String(error)}`];
  } finally {
    await rendered.dispose();
  }
}

async function act(rendered: RenderedElicitation, action: 'accept' | 'decline' | 'cancel') {
  if (action === 'accept') await rendered.accept();
  else if (action === 'decline') await rendered.decline();
  else await rendered.cancel();
}

/** Drives one script through the renderer's UI and compares what it reports with the script's outcome. */
async function play(rendered: RenderedElicitation, script: FixtureScript): Promise<void> {
  for (const step of script.steps) {
    if ('answer' in step) {
      for (const [name, value] of Object.entries(step.answer)) await rendered.answer(name, value);
    } else if ('clear' in step) {
      for (const name of step.clear) await rendered.clear(name);
    } else {
      await act(rendered, step.action);
    }
  }
}

/**
 * The errors a script must leave shown. In English they are the corpus's; in another catalogue
 * they are what core's own model shows when the script is played through it in that catalogue
 * (the reference adapter), and none of them may still be the English sentence.
 */
async function expectedErrors(
  fixture: FixtureCase,
  script: FixtureScript,
  speech: Speech,
): Promise<{ errors: Record<string, string>; failures: string[] }> {
  const english = script.errors ?? {};
  if (speech.english) return { errors: english, failures: [] };
  let errors: Record<string, string> = {};
  const failures = await withRendered(headlessAdapter, fixture, speech, async (reference) => {
    await play(reference, script);
    errors = await reference.errorsShown();
    return [];
  });
  for (const [field, message] of Object.entries(english)) {
    const translated = field === '' ? (errors[''] ?? inSpeech(speech, message)) : errors[field];
    if (translated === undefined)
      failures.push(`core shows no error for "${field}" under ${speech.messages.locale}`);
    else if (translated === message)
      failures.push(`core's error for "${field}" is still English under ${speech.messages.locale}`);
  }
  // Only the fields the corpus names: the reference may show a form-level line the corpus does not.
  const out: Record<string, string> = {};
  for (const field of Object.keys(english))
    Object.defineProperty(out, field, {
      value: field === '' ? (errors[''] ?? inSpeech(speech, english[''] ?? '')) : errors[field],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return { errors: out, failures };
}

function runScript(
  adapter: ConformanceAdapter,
  fixture: FixtureCase,
  script: FixtureScript,
  speech: Speech = speechOf(),
): Promise<string[]> {
  return withRendered(adapter, fixture, speech, async (rendered) => {
    await play(rendered, script);
    const result = rendered.result();
    if (script.result) {
      if (wire(result) !== wire(script.result))
        return [`result: expected ${wire(script.result)}, got ${describeResult(result)}`];
      return answeredOnce(rendered, script.result);
    }
    const failures: string[] = [];
    if (result !== undefined) failures.push(`expected no result, got ${wire(result)}`);
    const { errors: expected, failures: reference } = await expectedErrors(fixture, script, speech);
    failures.push(...reference);
    const shown = await rendered.errorsShown();
    const text = await rendered.text();
    for (const [field, message] of Object.entries(expected)) {
      // A form-level reason may be a banner rather than an error slot, so it may also be in the text.
      const ok =
        field === '' ? shown[''] === message || shows(text, message) : shown[field] === message;
      if (!ok)
        failures.push(
          `error for ${field === '' ? 'the form' : `"${field}"`}: expected ${JSON.stringify(message)}, shown ${JSON.stringify(shown[field])}`,
        );
    }
    for (const [field, message] of Object.entries(shown)) {
      if (field !== '' && !Object.prototype.hasOwnProperty.call(expected, field))
        failures.push(`unexpected error shown for "${field}": ${JSON.stringify(message)}`);
    }
    return failures;
  });
}

/** Once a result is reported, no later accept, decline or cancel may change it. */
async function answeredOnce(rendered: RenderedElicitation, first: ElicitResult): Promise<string[]> {
  for (const action of ['accept', 'decline', 'cancel'] as const) {
    try {
      await act(rendered, action);
    } catch {
      // The control may be gone once the form is answered; that is a fine way to refuse.
    }
    const now = rendered.result();
    if (wire(now) !== wire(first))
      return [`a later ${action} changed the result from ${wire(first)} to ${describeResult(now)}`];
  }
  return [];
}

/** `text` without the marks the catalogue's own messages use (a pseudo-locale's bidi controls). */
function withoutOwnMarks(text: string, messages: LocaleCatalogue): string {
  const own = new Set<string>();
  for (const message of Object.values(messages.messages))
    for (const ch of message) if (UNSAFE.test(ch)) own.add(ch);
  let out = text;
  for (const mark of own) out = out.replaceAll(mark, '');
  return out;
}

/** What every rendering must show, and never show, whatever the case. */
function checkDisplay(
  adapter: ConformanceAdapter,
  fixture: FixtureCase,
  speech: Speech = speechOf(),
): Promise<string[]> {
  const request = normalizeRequest(fixture.params);
  return withRendered(adapter, fixture, speech, async (rendered) => {
    const failures: string[] = [];
    const text = await rendered.text();
    // A catalogue's own words may carry marks (ar-XB wraps each in RLM + RLO); the server's never.
    const unsafe = UNSAFE.exec(withoutOwnMarks(text, speech.messages));
    if (unsafe) failures.push(`text() contains the unsafe character ${codePoint(unsafe[0])}`);
    // Hidden characters in the server's message are shown as marks, never dropped without a trace.
    const raw = (fixture.params as { message?: unknown } | null)?.message;
    if (typeof raw === 'string' && UNSAFE.test(raw) && !text.includes(HIDDEN_MARK))
      failures.push('hidden characters in the message are not shown as marks');
    // A long message may scroll; its opening must be on screen.
    const head = squash(request.message).slice(0, 80);
    if (head && !squash(text).includes(head))
      failures.push(`the message is not shown (looked for ${JSON.stringify(head)})`);
    if (!text.includes(FIXTURE_SERVER.trustedId))
      failures.push(`the trusted server id "${FIXTURE_SERVER.trustedId}" is not shown`);
    for (const english of fixture.expect.shows ?? []) {
      const wanted = inSpeech(speech, english, request);
      if (!shows(text, wanted)) failures.push(`does not show ${JSON.stringify(wanted)}`);
    }
    if (request.mode !== 'url') return failures;

    if (!shows(text, request.url.display))
      failures.push(`the full URL ${JSON.stringify(request.url.display)} is not shown`);
    for (const warning of request.url.warnings)
      if (!shows(text, speech.l.format(warning.msg)))
        failures.push(`the "${warning.code}" warning is not shown`);
    const opened = rendered.openedUrls?.() ?? [];
    if (opened.length > 0) failures.push(`opened ${wire(opened)} before the person consented`);
    if (request.url.blocked) {
      await rendered.accept();
      const result = rendered.result();
      if (result?.action === 'accept') failures.push('accepted an address that is blocked');
      const after = rendered.openedUrls?.() ?? [];
      if (after.length > 0) failures.push(`opened the blocked address ${wire(after)}`);
    }
    return failures;
  });
}

/** URL mode: opening follows consent exactly — the address after accept, nothing otherwise. */
async function checkOpening(
  adapter: ConformanceAdapter,
  fixture: FixtureCase,
  speech: Speech = speechOf(),
): Promise<string[]> {
  const request = normalizeRequest(fixture.params);
  if (request.mode !== 'url') return [];
  const failures: string[] = [];
  // One rendering at a time: browser and terminal adapters drive a single screen.
  for (const action of ['accept', 'decline', 'cancel'] as const) {
    const found = await withRendered(adapter, fixture, speech, async (rendered) => {
      if (!rendered.openedUrls) return [];
      await act(rendered, action);
      const opened = rendered.openedUrls();
      const expected = action === 'accept' && request.url.href ? [request.url.href] : [];
      return wire(opened) === wire(expected)
        ? []
        : [`after ${action}, opened ${wire(opened)} instead of ${wire(expected)}`];
    });
    failures.push(...found);
  }
  return failures;
}

/**
 * URL mode speaks core's consent model: before consent the screen says nothing opens until "Open
 * page"; a re-ask of the same address (shownBefore) keeps consent, says the server is asking
 * again, and "I've finished" accepts without opening anything again.
 */
async function checkConsentModel(
  adapter: ConformanceAdapter,
  fixture: FixtureCase,
  speech: Speech = speechOf(),
): Promise<string[]> {
  const request = normalizeRequest(fixture.params);
  if (request.mode !== 'url' || !canOpenUrl(request.url)) return [];
  const word = (name: keyof typeof URL_CONSENT_KEYS) =>
    speech.l.format({ key: URL_CONSENT_KEYS[name] });
  const fresh = await withRendered(adapter, fixture, speech, async (rendered) => {
    const text = await rendered.text();
    return shows(text, word('review'))
      ? []
      : [`before consent, does not say ${JSON.stringify(word('review'))}`];
  });
  const reask = await withRendered(
    adapter,
    fixture,
    speech,
    async (rendered) => {
      const failures: string[] = [];
      const text = await rendered.text();
      if (!shows(text, word('reask')))
        failures.push(`a re-ask does not say ${JSON.stringify(word('reask'))}`);
      if (!shows(text, word('finished')))
        failures.push(`a re-ask does not offer ${JSON.stringify(word('finished'))}`);
      await rendered.accept();
      const result = rendered.result();
      if (wire(result) !== wire({ action: 'accept' }))
        failures.push(`a re-ask answered ${describeResult(result)} instead of accept`);
      const opened = rendered.openedUrls?.() ?? [];
      if (opened.length > 0) failures.push(`a re-ask opened ${wire(opened)} again`);
      return failures;
    },
    { shownBefore: 1 },
  );
  return [...fresh, ...reask];
}

/** An aborted request (call cancelled, request withdrawn) resolves cancel, and stays cancelled. */
function checkAbort(
  adapter: ConformanceAdapter,
  fixture: FixtureCase,
  speech: Speech = speechOf(),
): Promise<string[]> {
  return withRendered(adapter, fixture, speech, async (rendered, controller) => {
    controller.abort();
    // The renderer reacts to the signal on its own schedule; give it a few turns of the event loop.
    for (let turn = 0; turn < 50 && rendered.result() === undefined; turn++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const result = rendered.result();
    if (wire(result) !== wire({ action: 'cancel' }))
      return [
        `after the signal aborted, expected {"action":"cancel"}, got ${describeResult(result)}`,
      ];
    return answeredOnce(rendered, { action: 'cancel' });
  });
}

/** Every check for one case (those `keep` returns true for): its scripts, then the generic ones. */
export function conformanceChecks(
  fixture: FixtureCase,
  messages?: LocaleCatalogue,
  keep: (check: ConformanceCheck) => boolean = () => true,
): ConformanceCheck[] {
  const caseId = fixture.id;
  const speech = speechOf(messages);
  const checks: ConformanceCheck[] = fixture.scripts.map((script) => ({
    caseId,
    name: `script: ${script.name}`,
    kind: script.result ? 'result' : 'errors',
    run: (adapter) => runScript(adapter, fixture, script, speech),
  }));
  checks.push({
    caseId,
    name: 'shows the message display-safe, the trusted server and what the case requires',
    kind: 'display',
    run: (adapter) => checkDisplay(adapter, fixture, speech),
  });
  if (fixture.expect.mode === 'url') {
    checks.push({
      caseId,
      name: 'opens the address only after accept',
      kind: 'opening',
      run: (adapter) => checkOpening(adapter, fixture, speech),
    });
    checks.push({
      caseId,
      name: "speaks core's consent model, and a re-ask keeps consent",
      kind: 'consent',
      run: (adapter) => checkConsentModel(adapter, fixture, speech),
    });
  }
  checks.push({
    caseId,
    name: 'an aborted request resolves cancel',
    kind: 'abort',
    run: (adapter) => checkAbort(adapter, fixture, speech),
  });
  return checks.filter(keep);
}

export function selectedCases(options: ConformanceOptions = {}): FixtureCase[] {
  const keep = options.cases ?? (() => true);
  return loadCases().filter(keep);
}

/** Runs every check outside vitest and collects the failures (empty when the adapter conforms). */
export async function runConformanceChecks(
  adapter: ConformanceAdapter,
  options: ConformanceOptions = {},
): Promise<ConformanceFailure[]> {
  const failures: ConformanceFailure[] = [];
  for (const fixture of selectedCases(options)) {
    for (const check of conformanceChecks(fixture, options.messages, options.checks)) {
      for (const message of await check.run(adapter))
        failures.push({ caseId: check.caseId, check: check.name, message });
    }
  }
  return failures;
}
