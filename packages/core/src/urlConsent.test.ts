import { describe, expect, it } from 'vitest';
import { analyzeUrl } from './analyzeUrl.js';
import { createUrlConsent } from './createUrlConsent.js';
import type { UrlConsentAction } from './urlConsent.js';
import { initialUrlConsentState, urlConsentReducer } from './urlConsent.js';
import {
  URL_CONSENT_WORDS,
  agreeText,
  urlConsentButtons,
  urlConsentDefaultFocus,
  urlConsentStatus,
} from './urlConsentWords.js';

const url = analyzeUrl('https://pay.example.com/checkout?id=7');
const blocked = analyzeUrl('javascript:alert(1)');

function run(...actions: UrlConsentAction[]) {
  return actions.reduce((s, a) => urlConsentReducer(url, s, a), initialUrlConsentState(url));
}

describe('URL consent model', () => {
  it('starts in review with no consent, Open primary but the safe Decline focused', () => {
    const state = initialUrlConsentState(url);
    expect(state).toEqual({ phase: 'review', consent: false, shownBefore: 0 });
    const buttons = urlConsentButtons(url, state);
    expect(buttons.map((b) => b.label)).toEqual(['Open page', 'Decline', 'Cancel']);
    expect(buttons.filter((b) => b.primary).map((b) => b.id)).toEqual(['open']);
    expect(urlConsentDefaultFocus(state)).toBe('decline');
    expect(urlConsentStatus(url, state)).toBe(URL_CONSENT_WORDS.review);
  });

  it('open is consent: opened, with "I\'ve finished" primary and "Open page again" secondary', () => {
    const state = run({ type: 'open' });
    expect(state).toMatchObject({ phase: 'opened', consent: true, browser: 'opening' });
    expect(urlConsentStatus(url, state)).toBe('Opening your browser…');
    const opened = urlConsentReducer(url, state, { type: 'open-result', opened: true });
    const buttons = urlConsentButtons(url, opened);
    expect(buttons.map((b) => [b.label, b.primary])).toEqual([
      ["I've finished", true],
      ['Open page again', false],
      ['Decline', false],
      ['Cancel', false],
    ]);
    expect(urlConsentDefaultFocus(opened)).toBe('finished');
  });

  it('accepts only after consent; "I\'ve finished" in review does nothing', () => {
    expect(run({ type: 'finished' }).result).toBeUndefined();
    expect(run({ type: 'agree', value: true }, { type: 'finished' }).result).toBeUndefined();
    expect(run({ type: 'open' }, { type: 'finished' }).result).toBeUndefined(); // still opening
    expect(
      run({ type: 'open' }, { type: 'open-result', opened: true }, { type: 'finished' }).result,
    ).toEqual({ action: 'accept' });
  });

  it('a browser that could not be confirmed still lets the person copy and finish', () => {
    const failed = run(
      { type: 'open' },
      { type: 'open-result', opened: false, detail: 'no xdg-open' },
    );
    expect(failed).toMatchObject({
      phase: 'opened',
      browser: 'failed',
      openProblem: 'no xdg-open',
    });
    expect(urlConsentStatus(url, failed)).toContain('no xdg-open');
    expect(urlConsentReducer(url, failed, { type: 'finished' }).result).toEqual({
      action: 'accept',
    });
  });

  it('copying the address counts as consent, without opening', () => {
    const copied = run({ type: 'copied' });
    expect(copied).toMatchObject({ phase: 'opened', consent: true, browser: 'copied' });
    expect(urlConsentReducer(url, copied, { type: 'finished' }).result).toEqual({
      action: 'accept',
    });
  });

  it('a fresh renderer told the address was shown before starts at opened with the re-ask note', () => {
    const state = initialUrlConsentState(url, { shownBefore: 1 });
    expect(state).toEqual({ phase: 'opened', consent: true, shownBefore: 1 });
    expect(urlConsentStatus(url, state)).toBe(URL_CONSENT_WORDS.reask);
    expect(urlConsentButtons(url, state).map((b) => b.id)).toEqual([
      'finished',
      'open',
      'decline',
      'cancel',
    ]);
  });

  it('a re-ask of something never finished starts in review (no consent is invented)', () => {
    // The client counts only addresses the person said they had finished (shownBefore 0 here).
    expect(initialUrlConsentState(url, { shownBefore: 0 })).toEqual({
      phase: 'review',
      consent: false,
      shownBefore: 0,
    });
    expect(initialUrlConsentState(blocked, { shownBefore: 2 })).toMatchObject({
      phase: 'review',
      consent: false,
    });
  });

  it('answers once: decline and cancel are final until a re-ask', () => {
    const declined = run({ type: 'decline' }, { type: 'cancel' }, { type: 'open' });
    expect(declined).toMatchObject({ phase: 'done', result: { action: 'decline' } });
    expect(urlConsentButtons(url, declined)).toEqual([]);
  });

  it('a blocked address can never be opened, agreed to or copied', () => {
    const step = (a: UrlConsentAction) =>
      urlConsentReducer(blocked, initialUrlConsentState(blocked), a);
    expect(step({ type: 'open' }).phase).toBe('review');
    expect(step({ type: 'agree', value: true }).consent).toBe(false);
    expect(step({ type: 'copied' }).phase).toBe('review');
    expect(initialUrlConsentState(blocked, { shownBefore: 2 }).phase).toBe('review');
    expect(urlConsentButtons(blocked, step({ type: 'open' })).map((b) => b.id)).toEqual([
      'decline',
      'cancel',
    ]);
    expect(urlConsentStatus(blocked, initialUrlConsentState(blocked))).toBe('');
  });

  it('the web check box toggles consent in review only', () => {
    expect(run({ type: 'agree', value: true }).consent).toBe(true);
    expect(run({ type: 'agree', value: true }, { type: 'agree', value: false }).consent).toBe(
      false,
    );
    expect(run({ type: 'open' }, { type: 'agree', value: false }).consent).toBe(true);
    expect(agreeText(url)).toBe('I want to open this page on pay.example.com');
  });

  it('a bad shownBefore is treated as never shown', () => {
    expect(initialUrlConsentState(url, { shownBefore: Number.NaN }).phase).toBe('review');
    expect(initialUrlConsentState(url, { shownBefore: -3 }).shownBefore).toBe(0);
  });
});

describe('createUrlConsent', () => {
  it('is a store: subscribers hear each change once, and no-ops stay silent', () => {
    const consent = createUrlConsent(url);
    const heard: string[] = [];
    const stop = consent.subscribe(() => heard.push(consent.getState().phase));
    consent.finished(); // not yet allowed: no change
    consent.open();
    consent.openResult(true);
    expect(consent.finished()).toEqual({ action: 'accept' });
    stop();
    consent.cancel();
    expect(heard).toEqual(['opened', 'opened', 'done']);
    expect(consent.getState().result).toEqual({ action: 'accept' });
  });

  it('decline and cancel return the first answer given', () => {
    const consent = createUrlConsent(url);
    expect(consent.decline()).toEqual({ action: 'decline' });
    expect(consent.cancel()).toEqual({ action: 'decline' });
  });
});
